const config = require('../shared/jest.base.cjs')({ environment: 'node' });

// openid-client, its oauth4webapi and jose ship ES modules only: let SWC compile them like the sources.
const esmOnly = ['openid-client', 'oauth4webapi', 'jose'];
config.transformIgnorePatterns = config.transformIgnorePatterns.map((pattern) =>
  pattern.replace('/node_modules/(?!(', `/node_modules/(?!(${esmOnly.join('|')}|`),
);

// The backend's pieces the gateway shares (prepared answers, logs and metrics), from source like shared.
config.moduleNameMapper = {
  '^@x4i/backend/http/(.*)$': require('node:path').join(__dirname, 'backend/src/http/$1.ts'),
  '^@x4i/backend/observability$': require('node:path').join(__dirname, 'backend/src/observability/index.ts'),
  ...config.moduleNameMapper,
};

module.exports = config;
