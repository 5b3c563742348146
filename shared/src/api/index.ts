export * from './api-error.js';
export * from './api-client.js';
export * from './nonprofit-search.js';
export * from './nonprofit-details.js';
export * from './finder-page.js';
export * from './ntee-codes.js';
export * from './contact.js';
