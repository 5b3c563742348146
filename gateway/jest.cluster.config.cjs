/**
 * The several-node tests (cluster/): they start the built product with `npm run cluster`'s launcher, so they run
 * after the build, apart from the unit tests (`npm test` at the root runs them after the turbo step).
 */
const base = require('./jest.config.cjs');

module.exports = {
  ...base,
  roots: ['<rootDir>/cluster'],
  // A safety net, not a speed check: the first start migrates and imports the data.
  testTimeout: 5 * 60_000,
};
