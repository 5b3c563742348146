export * from './boot.js';
export * from './overlays.js';
export * from './shell-services.js';
export * from './session.js';
export * from './sign-in.js';
export * from './session-expiry.js';
export * from './page-navigation.js';
