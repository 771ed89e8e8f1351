export default {
  displayName: 'gateway',
  preset: '../../jest.preset.js',
  testEnvironment: 'node',
  coverageDirectory: '../../coverage/apps/gateway',
  // jose ships ES modules only; the preset's SWC transform turns it into CommonJS for jest.
  transformIgnorePatterns: ['/node_modules/(?!jose/)'],
  // Builds one migrated, seeded PGlite template per run; each test file starts from a copy.
  globalSetup: '<rootDir>/src/testing/global-setup.ts',
  globalTeardown: '<rootDir>/src/testing/global-teardown.ts',
  // Starting PGlite and seeding takes seconds on a busy machine.
  testTimeout: 60_000,
};
