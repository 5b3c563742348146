import { execFile } from 'node:child_process';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { DEMO_ACCOUNTS, expect, expectAccessible, signIn, test } from '@x4i/shared/e2e';
import {
  E2E_DATA_DIR,
  E2E_LOG_FILE,
  gatewayEnv,
  PID_FILE,
  repoRoot,
  startServer,
  stopProcess,
  waitForProduct,
  type RunningProcess,
} from '../../gateway/e2e/product';
import { startIrsSourceServer, type IrsSourceServer } from '../../gateway/backend/src/testing/irs-source-server';

const run = promisify(execFile);
/** 63 Washington organizations in the IRS layout (the shipped data has no eo_wa.csv). */
const FIXTURE = path.join(repoRoot, 'gateway/backend/src/testing/fixtures/irs-wa');
/**
 * The refresh goes into a copy of the suite's data folder, so that the next local run (which reuses the folder)
 * still sees the shipped data only.
 */
const IMPORTED_DATA_DIR = `${E2E_DATA_DIR}-after-import`;

let gateway: RunningProcess | null = null;
let publisher: IrsSourceServer | null = null;

test.describe.configure({ mode: 'serial' });

// The operator's way: stop the product, run the real refresh command against a publisher in the IRS's layout on
// loopback (it has Washington's file, which the shipped data lacks), start the product again with the same
// environment. The teardown stops the restarted gateway by the PID file if this file does not.
test.beforeAll(async () => {
  test.setTimeout(10 * 60_000);
  const smtpUrl = process.env.E2E_SMTP_URL;
  if (!smtpUrl) throw new Error('E2E_SMTP_URL is not set: the global setup passes it on');
  await stopProcess(Number(readFileSync(PID_FILE, 'utf8')));
  rmSync(IMPORTED_DATA_DIR, { recursive: true, force: true });
  cpSync(E2E_DATA_DIR, IMPORTED_DATA_DIR, { recursive: true, filter: (source) => path.basename(source) !== 'gateway.pid' });
  publisher = await startIrsSourceServer({ 'eo_wa.csv': { body: readFileSync(path.join(FIXTURE, 'eo_wa.csv')), lastModified: 'Sun, 08 Nov 2026 10:00:00 GMT' } });
  const { stdout } = await run(process.execPath, ['gateway/backend/dist/cli/refresh-data.js'], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: IMPORTED_DATA_DIR, IRS_BMF_URL: publisher.url, SAIPE_URL: 'false', SMTP_URL: smtpUrl },
    timeout: 5 * 60_000,
  });
  expect(stdout).toMatch(/eo_wa\.csv updated, 63 rows/);
  expect(stdout).toMatch(/Business Master File extract: refresh partial, 1 file\(s\) switched in; .*1 region loaded for the first time/);
  expect(stdout).toContain('(SAIPE), states and counties: fetching is switched off (SAIPE_URL=false)');
  gateway = startServer('gateway/dist/main.js', gatewayEnv(smtpUrl, IMPORTED_DATA_DIR), 'gateway', E2E_LOG_FILE);
  writeFileSync(PID_FILE, String(gateway.child.pid));
  await waitForProduct(5 * 60_000);
});

test.afterAll(async () => {
  await gateway?.stop();
  await publisher?.close();
  rmSync(PID_FILE, { force: true });
  rmSync(IMPORTED_DATA_DIR, { recursive: true, force: true });
});

test.describe('After a refresh from the IRS brings Washington’s file', () => {
  test('the finder finds its organizations, money flow maps them and Our Data lists the state', async ({ page }) => {
    await page.goto('/nonprofit-ntee-code-finder?q=washington%20vocational');
    const results = page.getByRole('list', { name: 'Results for “washington vocational”' });
    await expect(results.getByRole('link', { name: /^WASHINGTON VOCATIONAL SERVICES \(WA\)/ })).toBeVisible();
    await page.goto('/our-data');
    const irs = page.getByRole('region', { name: 'IRS exempt organization records', exact: true });
    await expect(irs).toContainText('Washington’s file from November 2026, newer than the rest;');
    await expect(irs.getByRole('heading', { name: 'Not covered yet' }).locator('xpath=following-sibling::p[1]')).not.toContainText('Washington');
    await expectAccessible(page, '/our-data after the refresh');
  });

  test('the team sees the refresh on /admin/data: each file as it stands, and the history with what changed', async ({ page }) => {
    await page.goto('/');
    await signIn(page, DEMO_ACCOUNTS.team);
    await page.goto('/admin/data');
    await expect(page.getByRole('heading', { level: 1, name: 'Public data' })).toBeVisible();
    const files = page.getByRole('region', { name: 'Files of the IRS Exempt Organizations Business Master File extract', exact: true });
    const washington = files.getByRole('row', { name: /eo_wa\.csv/ });
    await expect(washington).toContainText('November 8, 2026');
    await expect(washington).toContainText('63');
    await expect(washington).toContainText('Updated');
    await expect(files.getByRole('row', { name: /eo_ca\.csv/ })).toContainText('Not at the publisher');
    // The product runs with fetching switched off in the browser tests: the page says so and offers no refresh.
    for (const source of ['IRS Exempt Organizations Business Master File extract', 'Census Bureau Small Area Income and Poverty Estimates (SAIPE), states and counties']) {
      const actions = page.getByRole('group', { name: source, exact: true });
      await expect(actions.getByText(/Fetching from the publisher is switched off on this server/)).toBeVisible();
      await expect(actions.getByRole('button', { name: 'Refresh now' })).toBeDisabled();
    }
    const history = page.getByRole('region', { name: 'History', exact: true });
    await expect(history).toContainText('Command line');
    await expect(history).toContainText('Loaded for the first time: Washington (63 records).');
    await expectAccessible(page, '/admin/data after the refresh');
  });
});

test.describe('Service-desert maps after importing a Washington IRS file', () => {
  test('the disability map counts the IRS organizations by county and marks Pierce County, which has none, a desert', async ({ page }) => {
    await page.goto('/service-desert-maps/disabilities-wa');
    await expect(page.getByRole('region', { name: 'IRS organizations', exact: true })).toContainText('counted from the IRS file for Washington (2026-11-08 snapshot)');
    await expect(page.getByRole('region', { name: 'No IRS file for Washington is imported', exact: true })).toHaveCount(0);
    const organizations = page.getByRole('group', { name: 'Organizations offering services for people with disabilities, by county', exact: true });
    // The fixture's disability organizations whose ZIP codes lie in King County.
    await expect(organizations.getByRole('img', { name: 'King County: 7' })).toBeVisible();
    const perOrganization = page.getByRole('group', { name: 'People in poverty per organization offering services for people with disabilities', exact: true });
    await expect(perOrganization.getByRole('img', { name: 'Pierce County: no organization, service desert' })).toBeVisible();
    const ranking = page.getByRole('region', { name: 'Counties ranked by people in poverty per organization offering services for people with disabilities', exact: true });
    await expect(ranking.getByRole('row').filter({ hasText: 'Pierce County' })).toContainText('Yes: no organization');
    await expectAccessible(page, '/service-desert-maps/disabilities-wa after the import');
  });

  test("Pierce County's map counts its human-services organizations and lists them by ZIP code", async ({ page }) => {
    await page.goto('/service-desert-maps/pierce-county-wa');
    const organizations = page.getByRole('group', { name: 'Organizations offering human services, by county', exact: true });
    await expect(organizations.getByRole('img', { name: 'Pierce County: 9' })).toBeVisible();
    const zipCodes = page.getByRole('region', { name: 'Organizations offering human services in Pierce County, by ZIP code', exact: true });
    await expect(zipCodes.getByRole('row').filter({ has: page.getByRole('rowheader', { name: '98405' }) })).toContainText('2');
    await expectAccessible(page, '/service-desert-maps/pierce-county-wa after the import');
  });
});
