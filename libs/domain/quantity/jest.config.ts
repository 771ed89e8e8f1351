export default {
  displayName: 'domain-quantity',
  preset: '../../../jest.preset.js',
  testEnvironment: 'node',
  coverageDirectory: '../../../coverage/libs/domain/quantity',
};
