export default {
  displayName: 'domain-checkout',
  preset: '../../../jest.preset.js',
  testEnvironment: 'node',
  coverageDirectory: '../../../coverage/libs/domain/checkout',
};
