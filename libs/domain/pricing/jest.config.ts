export default {
  displayName: 'domain-pricing',
  preset: '../../../jest.preset.js',
  testEnvironment: 'node',
  coverageDirectory: '../../../coverage/libs/domain/pricing',
};
