export * from './domain/index.js';
export * from './contracts/index.js';
export * from './api/index.js';
export * from './ui/index.js';
export * from './session/index.js';
