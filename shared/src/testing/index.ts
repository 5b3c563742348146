export * from './nonprofit-builders.js';
export * from './nonprofit-fixtures.js';
export * from './msw-handlers.js';
export * from './msw-server.js';
export * from './render-with-providers.js';
export * from './parse-csv.js';
export * from './remote-build.js';
