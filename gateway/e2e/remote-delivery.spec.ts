import { appendFile, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import semver from 'semver';
import { DEMO_ACCOUNTS, expect, expectAccessible, signIn, test } from '@x4i/shared/e2e';
import { deployCli, liveVersion, withChangedBuild } from './deploy-cli';

const FINDER = '/nonprofit-ntee-code-finder';
const heading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Nonprofit NTEE Code Finder' });

/** Opens a page and answers which version of mfe-ntee-tools its files came from. */
async function versionServed(page: Page, url: string): Promise<string | undefined> {
  const entry = page.waitForRequest((request) => /\/remotes\/mfe-ntee-tools\/[^/]+\/remoteEntry\.js$/.test(request.url()));
  await page.goto(url);
  await expect(heading(page)).toBeVisible();
  return /\/remotes\/mfe-ntee-tools\/([^/]+)\//.exec((await entry).url())?.[1];
}

test.describe('a remote team delivers on its own', () => {
  // Both change what is deployed: one after the other, so that each knows which version is live.
  test.describe.configure({ mode: 'serial' });

  test('a build sharing React outside the shell’s range is refused, says why, and the live version keeps serving', async ({ page }) => {
    const before = await liveVersion('mfe-ntee-tools');
    expect(before).toBeTruthy();
    const olderReact = async (dir: string) => {
      const file = path.join(dir, 'mf-manifest.json');
      const manifest = JSON.parse(await readFile(file, 'utf8')) as { shared: { name: string; version: string }[] };
      for (const shared of manifest.shared) if (shared.name === 'react') shared.version = '18.3.1';
      await writeFile(file, JSON.stringify(manifest));
    };
    const refused = await withChangedBuild('mfe-ntee-tools', olderReact, (dir) => deployCli(['mfe-ntee-tools', dir]));
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("was refused: it shares react 18.3.1, outside the shell's range ^19.2.0.");

    expect(await liveVersion('mfe-ntee-tools')).toBe(before);
    const listed = await deployCli(['--list']);
    expect(listed.stdout).toMatch(/e2e {2}refused mfe-ntee-tools: mfe-ntee-tools from .* was refused: it shares react 18\.3\.1/);

    expect(await versionServed(page, FINDER)).toBe(before);
    await expectAccessible(page);
  });

  test('a build made against a newer @x4i/shared than the shell’s is refused, says why, and the live version keeps serving', async ({ page }) => {
    const before = await liveVersion('mfe-ntee-tools');
    expect(before).toBeTruthy();
    let newer = '';
    // What the build would say had shared been bumped (and the remote rebuilt) after the shell was deployed.
    const newerShared = async (dir: string) => {
      const file = path.join(dir, 'mf-manifest.json');
      const manifest = JSON.parse(await readFile(file, 'utf8')) as { shared: { name: string; version: string; requiredVersion?: string }[] };
      for (const shared of manifest.shared) {
        if (shared.name !== '@x4i/shared' && !shared.name.startsWith('@x4i/shared/')) continue;
        newer = semver.inc(shared.version, 'minor')!;
        Object.assign(shared, { version: newer, requiredVersion: `^${newer}` });
      }
      await writeFile(file, JSON.stringify(manifest));
    };
    const refused = await withChangedBuild('mfe-ntee-tools', newerShared, (dir) => deployCli(['mfe-ntee-tools', dir]));
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`it shares @x4i/shared ${newer}, outside the shell's range`);

    expect(await liveVersion('mfe-ntee-tools')).toBe(before);
    const listed = await deployCli(['--list']);
    expect(listed.stdout).toContain(`it shares @x4i/shared ${newer}, outside the shell's range`);

    expect(await versionServed(page, FINDER)).toBe(before);
    await expectAccessible(page);
  });

  test('a team member sees the version they preview, on every page of the session; everyone else sees the live one', async ({ page, browser }) => {
    // A new build of the remote, deployed and then rolled back: on the server, not live.
    const live = (await liveVersion('mfe-ntee-tools'))!;
    const comment = (dir: string) => appendFile(path.join(dir, 'remoteEntry.js'), `\n/* preview ${Date.now()} */\n`);
    const deployed = await withChangedBuild('mfe-ntee-tools', comment, (dir) => deployCli(['mfe-ntee-tools', dir]));
    expect(deployed.code, deployed.stderr).toBe(0);
    const candidate = (await liveVersion('mfe-ntee-tools'))!;
    expect(candidate).not.toBe(live);
    expect((await deployCli(['--rollback', 'mfe-ntee-tools', live])).code).toBe(0);

    await page.goto('/');
    await signIn(page, DEMO_ACCOUNTS.team);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeHidden();
    expect(await versionServed(page, `${FINDER}?preview=mfe-ntee-tools@${candidate}`)).toBe(candidate);
    await expect(page.getByRole('status').filter({ hasText: 'Preview' })).toHaveText(
      `Preview: you see mfe-ntee-tools ${candidate}; everyone else sees ${live}. End the preview`,
    );
    await expectAccessible(page);
    // The next page of the session keeps the preview without the parameter.
    expect(await versionServed(page, FINDER)).toBe(candidate);

    // A visitor, and a member who is not on the team, at the same time: the live version, and why not the other.
    const visitor = await browser.newPage();
    expect(await versionServed(visitor, FINDER)).toBe(live);
    await expect(visitor.getByText('Preview:')).toHaveCount(0);
    expect(await versionServed(visitor, `${FINDER}?preview=mfe-ntee-tools@${candidate}`)).toBe(live);
    await expect(visitor.getByRole('status').filter({ hasText: 'Only the team' })).toHaveText(
      'Only the team can preview a version of mfe-ntee-tools: this page shows the live version.',
    );
    await visitor.close();

    // Ending the preview: the live version again.
    const ended = page.waitForRequest((request) => request.url().includes(`/remotes/mfe-ntee-tools/${live}/remoteEntry.js`));
    await page.getByRole('link', { name: 'End the preview' }).click();
    await ended;
    await expect(heading(page)).toBeVisible();
    await expect(page.getByText('Preview:')).toHaveCount(0);
    expect(await liveVersion('mfe-ntee-tools')).toBe(live);
  });
});
