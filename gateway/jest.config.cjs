const config = require('../shared/jest.base.cjs')({ environment: 'node' });

// openid-client, its oauth4webapi and jose ship ES modules only: let SWC compile them like the sources.
const esmOnly = ['openid-client', 'oauth4webapi', 'jose'];
config.transformIgnorePatterns = config.transformIgnorePatterns.map((pattern) =>
  pattern.replace('/node_modules/(?!(', `/node_modules/(?!(${esmOnly.join('|')}|`),
);

module.exports = config;
