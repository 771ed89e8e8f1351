export default {
  displayName: 'vite-plugins',
  preset: '../../jest.preset.js',
  testEnvironment: 'node',
  coverageDirectory: '../../coverage/tools/vite-plugins',
};
