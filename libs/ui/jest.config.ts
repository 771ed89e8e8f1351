export default {
  displayName: 'ui',
  preset: '../../jest.preset.js',
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['../../jest.testing-library.cjs', '<rootDir>/src/test-setup.ts'],
  // Components import their own plain CSS file; jsdom has no use for it.
  moduleNameMapper: { '\\.css$': 'identity-obj-proxy' },
  // Storybook 10 ships ESM only; composeStories runs through the same SWC transform.
  transformIgnorePatterns: ['/node_modules/(?!(storybook|@storybook)/)'],
  coverageDirectory: '../../coverage/libs/ui',
};
