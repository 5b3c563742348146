import { createAppConfig } from '@x4i/shared/build';

export default createAppConfig({
  name: 'shell',
  kind: 'host',
  dir: import.meta.dirname,
  runtimePlugins: [
    './src/federation/runtime-plugins/retry.ts',
    './src/federation/runtime-plugins/fallback.ts',
  ],
  // The gateway's server rendering: the render function, remotes loaded from their version folders on disk.
  server: {
    entry: './src/server/index.ts',
    runtimePlugins: ['./src/server/file-system-entry-plugin.ts', './src/federation/runtime-plugins/fallback.ts'],
  },
});
