export * from './routes.js';
export * from './registry.js';
export * from './nonprofit.js';
export * from './session.js';
export * from './content.js';
export * from './money-flow.js';
export * from './wizard.js';
export * from './admin.js';
