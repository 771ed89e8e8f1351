export default {
  displayName: 'account',
  preset: '../../jest.preset.js',
  testEnvironment: '../../jest.jsdom-environment.cjs',
  setupFilesAfterEnv: ['../../jest.testing-library.cjs', '<rootDir>/src/test-setup.ts'],
  // The UI kit's components import plain CSS files; jsdom has no use for them.
  moduleNameMapper: { '\\.css$': 'identity-obj-proxy' },
  // Whole-route renders on two shared cores beside builds can pass the default 5 s.
  testTimeout: 20000,
  coverageDirectory: '../../coverage/apps/account',
};
