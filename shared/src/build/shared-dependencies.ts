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
  // The one form library (docs/conventions.md, Forms): loaded with the first form a page shows, not before.
  'react-hook-form',
  '@x4i/shared',
] as const;

const SHARED_PACKAGE = '@x4i/shared';

type SharedConfig = Record<string, { singleton: true; requiredVersion: string | false; eager: false }>;

/**
 * The module-federation `shared` option. Each library's range is read from the app's package.json, except
 * `@x4i/shared`'s: an app needs the version of shared it was built with or a later compatible one
 * (`^<sharedVersion>`), whatever its package.json says, since that only links the workspace.
 */
export function sharedConfig(dependencies: Record<string, string>, sharedVersion: string): SharedConfig {
  const config: SharedConfig = {};
  for (const key of SHARED_SINGLETONS) {
    const packageName = packageOf(key);
    const range = dependencies[packageName];
    const requiredVersion = range && packageName === SHARED_PACKAGE ? `^${sharedVersion}` : (range ?? false);
    config[key] = { singleton: true, requiredVersion, eager: false };
  }
  return config;
}

/**
 * The version range of each shared package, as the shell's build writes it for deploys to check remotes against:
 * a remote's version of each must fall inside. For `@x4i/shared` that is the range of builds the shell's own copy
 * serves (servedRange), so a remote built against a newer shared than the shell's is refused.
 */
export function sharedRanges(dependencies: Record<string, string>, sharedVersion: string): Record<string, string> {
  const ranges: Record<string, string> = {};
  for (const key of SHARED_SINGLETONS) {
    const packageName = packageOf(key);
    if (dependencies[packageName]) ranges[packageName] = packageName === SHARED_PACKAGE ? servedRange(sharedVersion) : dependencies[packageName];
  }
  return ranges;
}

/**
 * The versions of a library that builds may have been made against for a copy at `version` to serve them: those
 * whose caret range (`^built`) holds `version`. The same major, no newer than the copy; while the major is 0 the
 * minor is the breaking number (and under 0.0 the patch), as npm's caret has it.
 */
export function servedRange(version: string): string {
  const [major, minor] = version.split('.').map((part) => parseInt(part, 10));
  const lowest = major > 0 ? `${major}.0.0` : minor > 0 ? `0.${minor}.0` : version;
  return lowest === version ? version : `>=${lowest} <=${version}`;
}

/** `react/` → `react`, `@x4i/shared/router` → `@x4i/shared`: the package whose version range applies. */
function packageOf(key: string): string {
  const parts = key.split('/').filter(Boolean);
  return parts.slice(0, key.startsWith('@') ? 2 : 1).join('/');
}
