import { expect, expectAccessible, test } from '@x4i/shared/e2e';

const SINGLETONS = ['react', 'react-dom', '@x4i/shared/router', 'styled-components', 'jotai', 'swr', '@x4i/shared'];

test.describe('module federation', () => {
  test('shared libraries are loaded once per page, from the shell, and used by the remote', async ({ page }) => {
    await page.goto('/nonprofit-ntee-code-finder');
    await expect(page.getByRole('heading', { level: 1, name: 'Nonprofit NTEE Code Finder' })).toBeVisible();
    const scope = await page.evaluate((names) => {
      const share = (window as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, { from: string; loaded?: boolean; useIn: string[] }>>>> } }).__FEDERATION__.__SHARE__;
      const hostScope = Object.entries(share).find(([instance]) => instance.startsWith('shell:'))?.[1].default ?? {};
      return names.map((name) => {
        const versions = Object.values(hostScope[name] ?? {});
        return { name, copies: versions.filter((version) => version.loaded).length, from: versions.map((version) => version.from), useIn: versions.flatMap((version) => version.useIn) };
      });
    }, SINGLETONS);
    for (const entry of scope) {
      expect(entry.copies, `${entry.name} loaded copies`).toBe(1);
      expect(entry.from, `${entry.name} provider`).toEqual(['shell']);
    }
    for (const name of ['react', '@x4i/shared/router', 'styled-components', '@x4i/shared']) {
      expect(scope.find((entry) => entry.name === name)?.useIn, `${name} used by the remote`).toContain('mfe_ntee_tools');
    }
  });

  test('the page asks for the remote it needs in parallel with the shell, not after it', async ({ page, request }) => {
    const html = await (await request.get('/nonprofit-ntee-code-finder')).text();
    expect(html).toMatch(/<link rel="preload" href="\/remotes\/mfe-ntee-tools\/[^"]+\/mf-manifest\.json" as="fetch" crossorigin="anonymous">/);
    expect(html).toMatch(/<link rel="preload" href="\/remotes\/mfe-ntee-tools\/[^"]+\/remoteEntry\.js" as="script">/);
    expect(html).toContain('<title>X4I - Nonprofit NTEE Code Finder</title>');

    const order: string[] = [];
    page.on('request', (req) => order.push(new URL(req.url()).pathname));
    await page.goto('/nonprofit-ntee-code-finder');
    await expect(page.getByRole('heading', { level: 1, name: 'Nonprofit NTEE Code Finder' })).toBeVisible();
    const entry = order.findIndex((path) => path.endsWith('/remoteEntry.js'));
    const shellMain = order.indexOf('/main.js');
    expect(entry).toBeGreaterThanOrEqual(0);
    expect(entry).toBeLessThan(shellMain);
    expect(order.filter((path) => path.endsWith('/remoteEntry.js'))).toHaveLength(1);
  });

  test('a remote that cannot be loaded reloads the page once, then shows a fallback with a retry; the rest of the site keeps working', async ({ page }) => {
    // The page's chunk fails last, after the user has asked to try again: the retry must not take that answer.
    let remoteDown = true;
    let releasePageChunk = () => {};
    const pageChunkHeld = new Promise<void>((resolve) => (releasePageChunk = resolve));
    await page.route('**/remotes/mfe-ntee-tools/**', async (route) => {
      if (!remoteDown) return route.continue();
      if (/__federation_expose_/.test(route.request().url())) await pageChunkHeld;
      return route.abort('connectionrefused');
    });
    // Documents the browser asks for (the history API's address changes are not loads).
    let documentLoads = 0;
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documentLoads += 1;
    });
    await page.goto('/nonprofit-ntee-code-finder');
    const fallback = page.getByRole('alert');
    await expect(fallback.getByRole('heading', { name: 'This part of the site could not be loaded' })).toBeVisible();
    // A new deploy may have replaced the code, so the first failure reloads; the second, within a minute, does not.
    expect(documentLoads).toBe(2);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Our Public Data Sources' })).toBeVisible();
    await expectAccessible(page);

    // The menu still works while the remote is down.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Our Products' }).click();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'NTEE Code Finder', exact: true })).toBeVisible();
    await page.keyboard.press('Escape');

    remoteDown = false;
    await fallback.getByRole('button', { name: 'Try again' }).click();
    releasePageChunk();
    await expect(page.getByRole('heading', { level: 1, name: 'Nonprofit NTEE Code Finder' })).toBeVisible();
  });

  test('the gateway sends security headers and the page runs within its content security policy', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    const response = await page.goto('/nonprofit-ntee-code-finder?q=food%20bank');
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(response?.headers()['x-content-type-options']).toBe('nosniff');
    await expect(page.getByRole('list', { name: 'Results for “food bank”' })).toBeVisible();
    expect(violations).toEqual([]);
  });
});
