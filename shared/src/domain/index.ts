export * from './ein.js';
