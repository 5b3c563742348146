const base = require('../../shared/jest.base.cjs')({ environment: 'node' });

// oidc-provider, openid-client (with its oauth4webapi) and jose are ESM only: transformed like the TypeScript. PGlite's CommonJS files go through a one-line transform (see jest.pglite-transform.cjs); the rest as in base.
module.exports = {
  ...base,
  transform: { ...base.transform, '/@electric-sql/pglite/dist/.+\\.cjs$': '<rootDir>/jest.pglite-transform.cjs' },
  transformIgnorePatterns: base.transformIgnorePatterns.map((pattern) => pattern.replace('(?!(', '(?!(@electric-sql/pglite|oidc-provider|openid-client|oauth4webapi|jose|')),
};
