import { createAppConfig } from '@x4i/shared/build';

export default createAppConfig({
  name: 'shell',
  kind: 'host',
  dir: import.meta.dirname,
  runtimePlugins: [
    './src/federation/runtime-plugins/retry.ts',
    './src/federation/runtime-plugins/fallback.ts',
  ],
});
