import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The router is shared through its facade (`@x4i/shared/router`); a module that imported `react-router` itself
 * would bundle a second router, whose links and hooks would not see the page's router.
 */
const repoRoot = path.resolve(__dirname, '../../..');
const appSources = ['shell', 'mfe-account', 'mfe-admin', 'mfe-compensation', 'mfe-explore', 'mfe-ntee-tools', 'mfe-reports']
  .map((app) => path.join(repoRoot, app, 'src'))
  .concat(path.join(repoRoot, 'shared/src'));
const allowed = [path.join(repoRoot, 'shared/src/router'), path.join(repoRoot, 'shared/src/testing')];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return allowed.includes(full) ? [] : sourceFiles(full);
    // Tests build their own memory routers from react-router; in jest both resolve to the same module.
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && entry.name !== 'render-with-router.tsx' ? [full] : [];
  });
}

test('application code imports routing from the shared facade, never from react-router itself', () => {
  const offenders = appSources
    .flatMap(sourceFiles)
    .filter((file) => /from\s+['"]react-router['"]/.test(readFileSync(file, 'utf8')))
    .map((file) => path.relative(repoRoot, file));
  expect(offenders).toEqual([]);
});
