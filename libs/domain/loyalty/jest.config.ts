export default {
  displayName: 'domain-loyalty',
  preset: '../../../jest.preset.js',
  testEnvironment: 'node',
  setupFiles: ['<rootDir>/test-support/fast-check-seed.ts'],
  coverageDirectory: '../../../coverage/libs/domain/loyalty',
};
