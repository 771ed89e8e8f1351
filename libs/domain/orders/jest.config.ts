export default {
  displayName: 'domain-orders',
  preset: '../../../jest.preset.js',
  testEnvironment: 'node',
  coverageDirectory: '../../../coverage/libs/domain/orders',
};
