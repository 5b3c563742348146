export * from './boot.js';
