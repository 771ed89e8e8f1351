export default {
  displayName: 'i18n',
  preset: '../../jest.preset.js',
  testEnvironment: 'node',
  coverageDirectory: '../../coverage/libs/i18n',
};
