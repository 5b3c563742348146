// What the apps share as one singleton at run time: the API client, the UI kit and the session state.
// The pure parts are their own entries (`@x4i/shared/domain`, `@x4i/shared/contracts`), not shared at run
// time: each app bundles only the functions and tables it uses, so a page does not download every table.
export * from './api/index.js';
export * from './ui/index.js';
export * from './session/index.js';
