export default {
  displayName: 'shell',
  preset: '../../jest.preset.js',
  // jsdom with Node's Request and AbortController: the header's tests run react-router's data router.
  testEnvironment: '../../jest.jsdom-environment.cjs',
  setupFilesAfterEnv: ['../../jest.testing-library.cjs', '<rootDir>/src/test-setup.ts'],
  // Components import their own plain CSS file; jsdom has no use for it.
  moduleNameMapper: { '\\.css$': 'identity-obj-proxy' },
  // Storybook 10 ships ESM only; composeStories runs through the same SWC transform.
  transformIgnorePatterns: ['/node_modules/(?!(storybook|@storybook)/)'],
  coverageDirectory: '../../coverage/libs/shell',
};
