export default {
  displayName: 'storefront',
  preset: '../../jest.preset.js',
  testEnvironment: '../../jest.jsdom-environment.cjs',
  setupFilesAfterEnv: ['../../jest.testing-library.cjs', '<rootDir>/src/test-setup.ts'],
  // The UI kit's components import plain CSS files; jsdom has no use for them.
  moduleNameMapper: { '\\.css$': 'identity-obj-proxy' },
  // `@gio/ui/testing` (clickLoadsDocument) also carries the story harness; Storybook 10 ships ESM
  // only, so it runs through the same SWC transform.
  transformIgnorePatterns: ['/node_modules/(?!(storybook|@storybook)/)'],
  // Whole-app renders with axe checks; on two shared cores beside builds they can pass 5 s.
  testTimeout: 20000,
  coverageDirectory: '../../coverage/apps/storefront',
};
