export default {
  displayName: 'storefront',
  preset: '../../jest.preset.js',
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/src/test-setup.ts'],
  // The UI kit's components import plain CSS files; jsdom has no use for them.
  moduleNameMapper: { '\\.css$': 'identity-obj-proxy' },
  coverageDirectory: '../../coverage/apps/storefront',
};
