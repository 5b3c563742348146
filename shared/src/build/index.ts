export { createAppConfig, type AppConfigOptions } from './create-app-config.js';
export { RoutesManifestPlugin, readRouteTable } from './routes-manifest-plugin.js';
export { SHARED_SINGLETONS, sharedConfig } from './shared-dependencies.js';
