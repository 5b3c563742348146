/**
 * The backend's tests again, on a Postgres server instead of the embedded database (`npm test` runs both): one
 * throwaway server for the run, a database per test data folder (src/testing/postgres-test-connect.ts). The tests
 * that are about one engine (the embedded database's files, backups of them, the tests that start their own
 * server) and those that use no database (the name index) run once, in the other configuration.
 */
const path = require('node:path');
const base = require('./jest.config.cjs');

module.exports = {
  ...base,
  globalSetup: '<rootDir>/src/testing/postgres-global-setup.ts',
  globalTeardown: '<rootDir>/src/testing/postgres-global-teardown.ts',
  moduleNameMapper: {
    // Any import of the backend's db/connect from outside src/db (the app, the test helpers, the tests).
    '^(\\.{1,2}/)+(.*/)?db/connect(\\.js)?$': path.join(__dirname, 'src/testing/postgres-test-connect.ts'),
    ...base.moduleNameMapper,
  },
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/src/db/', '<rootDir>/src/search/', '<rootDir>/src/backup/', '<rootDir>/src/durability\\.test\\.ts$', '<rootDir>/src/data-refresh/refresh-durability\\.test\\.ts$'],
};
