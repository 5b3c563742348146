import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { collectPageErrors, expect, test } from '@x4i/shared/e2e';
import { E2E_BASE_URL, repoRoot, type RunningProcess, startServer, waitFor } from './product';

/**
 * A remote team deploys a version whose server module throws when the gateway loads it. The gateway (one of its
 * own, on its own data folder, answering `/api` through the running product) must still answer its pages: it sends
 * them empty, the browser renders them, and other remotes' pages keep coming rendered from the server.
 */
test.describe('a remote whose server module is broken', () => {
  const port = 3234;
  const base = `http://127.0.0.1:${port}`;
  let dataDir = '';
  let buildRoot = '';
  let gateway: RunningProcess | undefined;

  test.beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'x4i-broken-server-module-'));
    gateway = startServer('gateway/dist/main.js', { PORT: String(port), DATA_DIR: dataDir, BACKEND_URL: `${E2E_BASE_URL}/api`, PUBLIC_URL: base }, 'gateway-broken-module');
    await waitFor(`${base}/healthz`, (body) => (body as { backend?: { status?: string } }).backend?.status === 'ok', 60_000);

    // The finder's real build, but its server entry throws; deployed the way a remote team deploys.
    buildRoot = mkdtempSync(path.join(os.tmpdir(), 'x4i-broken-build-'));
    const remoteDir = path.join(buildRoot, 'mfe-ntee-tools');
    cpSync(path.join(repoRoot, 'mfe-ntee-tools/dist'), path.join(remoteDir, 'dist'), { recursive: true });
    cpSync(path.join(repoRoot, 'mfe-ntee-tools/package.json'), path.join(remoteDir, 'package.json'));
    writeFileSync(path.join(remoteDir, 'dist/server/remoteEntry.js'), "throw new Error('This server module is broken on purpose');\n");
    execFileSync(process.execPath, [path.join(repoRoot, 'gateway/dist/cli/deploy-remote.js'), 'mfe-ntee-tools', path.join(remoteDir, 'dist')], {
      env: { ...process.env, DATA_DIR: dataDir },
    });
  });

  test.afterAll(async () => {
    await gateway?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(buildRoot, { recursive: true, force: true });
  });

  test("its page is sent for the browser to render and works there; another remote's page is still rendered on the server", async ({ page, request }) => {
    const finder = await request.get(`${base}/nonprofit-ntee-code-finder`);
    expect(finder.status()).toBe(200);
    expect(await finder.text()).toContain('<div id="root"></div>');

    const index = await request.get(`${base}/sdg-index`);
    expect(index.status()).toBe(200);
    expect(await index.text()).toMatch(/<h1[^>]*>State Sustainability Index<\/h1>/);

    const errors = collectPageErrors(page);
    await page.goto(`${base}/nonprofit-ntee-code-finder`);
    await expect(page.getByRole('heading', { level: 1, name: 'Nonprofit NTEE Code Finder' })).toBeVisible();
    await page.getByLabel('Organization name or EIN').fill('habitat for hum');
    const results = page.getByRole('list', { name: 'Results for “habitat for hum”' });
    await expect(results.getByRole('link', { name: /^HABITAT FOR HUM/ }).first()).toBeVisible();
    expect(errors).toEqual([]);
  });
});
