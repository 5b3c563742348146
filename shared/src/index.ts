export * from './domain/index.js';
export * from './contracts/index.js';
export * from './ui/index.js';
