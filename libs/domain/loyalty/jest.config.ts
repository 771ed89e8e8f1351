export default {
  displayName: 'domain-loyalty',
  preset: '../../../jest.preset.js',
  testEnvironment: 'node',
  coverageDirectory: '../../../coverage/libs/domain/loyalty',
};
