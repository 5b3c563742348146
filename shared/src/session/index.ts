export * from './boot.js';
export * from './overlays.js';
export * from './shell-services.js';
