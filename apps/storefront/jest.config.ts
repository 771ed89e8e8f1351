export default {
  displayName: 'storefront',
  preset: '../../jest.preset.js',
  testEnvironment: '<rootDir>/jest-environment.cjs',
  setupFilesAfterEnv: ['<rootDir>/src/test-setup.ts'],
  // The UI kit's components import plain CSS files; jsdom has no use for them.
  moduleNameMapper: { '\\.css$': 'identity-obj-proxy' },
  // Whole-app renders with axe checks; on two shared cores beside builds they can pass 5 s.
  testTimeout: 20000,
  coverageDirectory: '../../coverage/apps/storefront',
};
