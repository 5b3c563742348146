/** @x4i/backend: the nonprofit data API over PGlite or Postgres, imported from the shipped public datasets. */
export { createBackend } from './backend.js';
export type { Backend, BackendOptions, HostedIdentityOptions } from './backend.js';
export type { BackendStatus } from './http/backend-status.js';
export type { EmbeddedIdentityOptions } from './identity/embedded-provider.js';
