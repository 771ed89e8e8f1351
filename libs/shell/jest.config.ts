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
  // Queries wait up to 5 s (jest.testing-library.cjs): a test with a few of them needs more than Jest's 5 s.
  testTimeout: 20000,
  coverageDirectory: '../../coverage/libs/shell',
};
