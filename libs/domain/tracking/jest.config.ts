export default {
  displayName: 'domain-tracking',
  preset: '../../../jest.preset.js',
  testEnvironment: 'node',
  coverageDirectory: '../../../coverage/libs/domain/tracking',
};
