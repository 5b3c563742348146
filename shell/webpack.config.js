import { createRequire } from 'node:module';
import { createAppConfig } from '@x4i/shared/build';

const swaggerUi = (file) => createRequire(import.meta.url).resolve(`swagger-ui-dist/${file}`);

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
  // The API reference viewer of /apis, prebuilt by its authors: that page alone loads it (see api-reference.tsx).
  files: {
    'vendor/swagger-ui/swagger-ui-bundle.js': swaggerUi('swagger-ui-bundle.js'),
    'vendor/swagger-ui/swagger-ui.css': swaggerUi('swagger-ui.css'),
    'vendor/swagger-ui/LICENSE': swaggerUi('LICENSE'),
    'vendor/swagger-ui/NOTICE': swaggerUi('NOTICE'),
  },
});
