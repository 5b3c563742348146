/**
 * The libraries every app shares at run time, written once (DESIGN 2). All singletons, never eager:
 * a second React or a second copy of shared's jotai atoms would split the site into islands.
 */
export const SHARED_SINGLETONS = [
  'react',
  'react/',
  // With the trailing slash, or react-dom/client loads a second copy.
  'react-dom',
  'react-dom/',
  // The router through its facade: only the exports the apps use (see `router/index.ts`).
  '@x4i/shared/router',
  'styled-components',
  'jotai',
  'jotai/',
  'swr',
  'swr/',
  '@x4i/shared',
] as const;

type SharedConfig = Record<string, { singleton: true; requiredVersion: string | false; eager: false }>;

/** The module-federation `shared` option, with each version range read from the app's package.json. */
export function sharedConfig(dependencies: Record<string, string>): SharedConfig {
  const config: SharedConfig = {};
  for (const key of SHARED_SINGLETONS) {
    const packageName = packageOf(key);
    config[key] = { singleton: true, requiredVersion: dependencies[packageName] ?? false, eager: false };
  }
  return config;
}

/** The version range of each shared package, as the shell's build writes it for deploys to check remotes against. */
export function sharedRanges(dependencies: Record<string, string>): Record<string, string> {
  const ranges: Record<string, string> = {};
  for (const key of SHARED_SINGLETONS) {
    const packageName = packageOf(key);
    if (dependencies[packageName]) ranges[packageName] = dependencies[packageName];
  }
  return ranges;
}

/** `react/` → `react`, `@x4i/shared/router` → `@x4i/shared`: the package whose version range applies. */
function packageOf(key: string): string {
  const parts = key.split('/').filter(Boolean);
  return parts.slice(0, key.startsWith('@') ? 2 : 1).join('/');
}
