export default {
  displayName: 'domain-search',
  preset: '../../../jest.preset.js',
  testEnvironment: 'node',
  coverageDirectory: '../../../coverage/libs/domain/search',
};
