import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, expectAccessible, test } from '@x4i/shared/e2e';
import { E2E_DATA_DIR } from './product';

const run = promisify(execFile);
const repoRoot = path.resolve(import.meta.dirname, '../..');
const registryFile = path.join(E2E_DATA_DIR, 'remotes', 'registry.json');

const liveVersion = async (name: string) =>
  (JSON.parse(await readFile(registryFile, 'utf8')) as { remotes: { name: string; version: string }[] }).remotes.find((entry) => entry.name === name)?.version;

test.describe('deploying a remote', () => {
  test('a build sharing React outside the shell’s range is refused, says why, and the live version keeps serving', async ({ page }) => {
    const before = await liveVersion('mfe-ntee-tools');
    expect(before).toBeTruthy();
    const buildDir = await mkdtemp(path.join(os.tmpdir(), 'x4i-broken-build-'));
    try {
      await cp(path.join(repoRoot, 'mfe-ntee-tools/dist'), buildDir, { recursive: true });
      const manifestFile = path.join(buildDir, 'mf-manifest.json');
      const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as { shared: { name: string; version: string }[] };
      for (const shared of manifest.shared) if (shared.name === 'react') shared.version = '18.3.1';
      await writeFile(manifestFile, JSON.stringify(manifest));

      const refused = await run(process.execPath, [path.join(repoRoot, 'gateway/dist/cli/deploy-remote.js'), 'mfe-ntee-tools', buildDir], {
        env: { ...process.env, DATA_DIR: E2E_DATA_DIR, DEPLOYED_BY: 'e2e' },
      }).then(
        () => null,
        (error: { code?: number; stderr?: string }) => error,
      );
      expect(refused?.code).toBe(1);
      expect(refused?.stderr).toContain("was refused: it shares react 18.3.1, outside the shell's range ^19.2.0.");
    } finally {
      await rm(buildDir, { recursive: true, force: true });
    }

    expect(await liveVersion('mfe-ntee-tools')).toBe(before);
    const listed = await run(process.execPath, [path.join(repoRoot, 'gateway/dist/cli/deploy-remote.js'), '--list'], { env: { ...process.env, DATA_DIR: E2E_DATA_DIR } });
    expect(listed.stdout).toMatch(/e2e {2}refused mfe-ntee-tools: mfe-ntee-tools from .* was refused: it shares react 18\.3\.1/);

    const liveFiles = page.waitForRequest((request) => request.url().includes(`/remotes/mfe-ntee-tools/${before}/`));
    await page.goto('/nonprofit-ntee-code-finder');
    await liveFiles;
    await expect(page.getByRole('heading', { level: 1, name: 'Nonprofit NTEE Code Finder' })).toBeVisible();
    await expectAccessible(page);
  });
});
