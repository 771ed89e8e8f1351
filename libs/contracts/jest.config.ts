export default {
  displayName: 'contracts',
  preset: '../../jest.preset.js',
  testEnvironment: 'node',
  coverageDirectory: '../../coverage/libs/contracts',
};
