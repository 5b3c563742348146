import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, E2E_BASE_URL, E2E_MAIL_DIR } from './product';

// The test workers read the mail the product sent from here (see nextMail in the shared e2e helpers).
process.env.E2E_MAIL_DIR = E2E_MAIL_DIR;

const repoRoot = path.resolve(import.meta.dirname, '../..');
const AFTER_IMPORT = /\/(shell|mfe-[a-z-]+|gateway)\/e2e\/[^/]+\.after-import\.spec\.ts$/;
const LAST = /\/gateway\/e2e\/[^/]+\.last\.spec\.ts$/;

/**
 * Every app keeps its browser tests in `<app>/e2e/`; they all run here against one running product
 * (gateway, embedded backend, real database and data), started once by the global setup.
 */
export default defineConfig({
  testDir: repoRoot,
  testMatch: /\/(shell|mfe-[a-z-]+|gateway)\/e2e\/[^/]+\.spec\.ts$/,
  testIgnore: ['**/node_modules/**', '**/dist/**', '**/.data/**'],
  globalSetup: './global-setup.ts',
  globalTeardown: './global-teardown.ts',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // A safety net, not a speed check: a test with several axe runs takes most of a minute on a busy two-core machine.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  outputDir: path.join(repoRoot, '.data/e2e-results'),
  use: {
    baseURL: E2E_BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: [AFTER_IMPORT, LAST],
      use: { ...devices['Desktop Chrome'], launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } },
    },
    // Tests that import more data into the running product (and restart it) run after all the others, which must
    // not see that data: `<app>/e2e/*.after-import.spec.ts`.
    {
      name: 'after-import',
      testMatch: AFTER_IMPORT,
      dependencies: ['desktop'],
      use: { ...devices['Desktop Chrome'], launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } },
    },
    // Checks of what the whole run left behind (the product's log): `gateway/e2e/*.last.spec.ts`.
    { name: 'last', testMatch: LAST, dependencies: ['after-import'] },
  ],
});
