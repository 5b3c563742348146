export * from './theme.js';
