import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@x4i/shared/e2e';
import { repoRoot, type RunningProcess, startServer, waitFor } from './product';

/**
 * The gateway and a separately run backend (BACKEND_URL), on a small slice of the real IRS data: the backend
 * stops and comes back while the gateway keeps running.
 */
test.describe('when the backend is down', () => {
  const backendPort = 3231;
  const gatewayPort = 3232;
  const base = `http://127.0.0.1:${gatewayPort}`;
  const backendEnv = () => ({
    PORT: String(backendPort),
    DATA_DIR: backendData,
    IRS_DIR: path.join(repoRoot, 'gateway/backend/src/testing/fixtures/irs'),
  });
  let backendData = '';
  let gatewayData = '';
  let backend: RunningProcess | undefined;
  let gateway: RunningProcess | undefined;

  test.beforeAll(async () => {
    backendData = mkdtempSync(path.join(os.tmpdir(), 'x4i-outage-backend-'));
    gatewayData = mkdtempSync(path.join(os.tmpdir(), 'x4i-outage-gateway-'));
    backend = startServer('gateway/backend/dist/main.js', backendEnv(), 'backend');
    await waitFor(`http://127.0.0.1:${backendPort}/healthz`, (body) => (body as { status?: string }).status === 'ok', 120_000);
    gateway = startServer(
      'gateway/dist/main.js',
      { PORT: String(gatewayPort), DATA_DIR: gatewayData, BACKEND_URL: `http://127.0.0.1:${backendPort}`, PUBLIC_URL: base },
      'gateway-outage',
    );
    await waitFor(`${base}/healthz`, (body) => (body as { backend?: { status?: string } }).backend?.status === 'ok', 60_000);
  });

  test.afterAll(async () => {
    await gateway?.stop();
    await backend?.stop();
    rmSync(backendData, { recursive: true, force: true });
    rmSync(gatewayData, { recursive: true, force: true });
  });

  test('the proxy answers 503 JSON with Retry-After, the page says the data could not be loaded, and recovers without a gateway restart', async ({ page, request }) => {
    // A backend is started again within the test: on a busy machine its start alone can take most of the default 2 minutes.
    test.setTimeout(300_000);
    await page.goto(`${base}/nonprofit-ntee-code-finder`);
    await expect(page.getByRole('heading', { level: 1, name: 'Nonprofit NTEE Code Finder' })).toBeVisible();
    await expect(page.getByText(/Search [\d,]+ organizations/)).toBeVisible();

    await backend?.stop();
    const down = await request.get(`${base}/api/x4i-nonprofit/finder-page`);
    expect(down.status()).toBe(503);
    expect(down.headers()['retry-after']).toBe('5');
    expect((await down.json()).error.code).toBe('backend_unavailable');

    // Another address than the one just rendered: a recent rendering of an address is sent again
    // (docs/architecture.md, Server rendering), and the page is to show the outage, not the data from before it.
    await page.goto(`${base}/nonprofit-ntee-code-finder?during=outage`);
    await expect(page.getByText('The data could not be loaded. Please try again.')).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();

    backend = startServer('gateway/backend/dist/main.js', backendEnv(), 'backend');
    await waitFor(`http://127.0.0.1:${backendPort}/healthz`, (body) => (body as { status?: string }).status === 'ok', 120_000);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByText(/Search [\d,]+ organizations/)).toBeVisible();
  });
});
