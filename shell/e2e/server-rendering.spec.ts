import { collectPageErrors, expect, test } from '@x4i/shared/e2e';

test.describe('pages rendered by the gateway, read without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a visitor without JavaScript reads About Us', async ({ page }) => {
    await page.goto('/about-us');
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    await expect(page).toHaveTitle('X4I - About Us');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });

  test('a visitor without JavaScript reads the home page with its data', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Explore solutions, challenges and grants for social impact' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Featured solutions' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Loading the directory' })).toHaveCount(0);
  });

  test("a visitor without JavaScript reads a goal's report and a listing with their figures", async ({ page }) => {
    await page.goto('/sdg/no-poverty');
    await expect(page.getByRole('heading', { level: 2, name: 'Poverty rate by state' })).toBeVisible();
    await page.goto('/all/tech-solution/');
    await expect(page.getByRole('status').filter({ hasText: /^\d[\d,]* results?$/ })).toBeVisible();
  });
});

test.describe('pages rendered by the gateway, taken over by the browser', () => {
  // One page of each kind the server renders with its data: a mismatch between the server's markup and the
  // browser's first render (a number formatted differently by Node and the browser, say) fails here.
  for (const path of [
    '/about-us',
    '/',
    '/all/tech-solution/',
    '/all/money-flow',
    '/nonprofit-ntee-code-finder',
    '/nonprofit-ntee-code-finder?q=food%20bank',
    '/sdg/no-poverty',
    '/sdg-index?state=OR',
    '/state-guide?state=AK',
    '/nonprofit-compensation',
  ]) {
    test(`${path} hydrates without an error and keeps the server's elements`, async ({ page }) => {
      const errors = collectPageErrors(page);
      // Asked for until the server renders it: a page whose data the backend is still computing for the first time
      // (a landscape, under the load of the other tests) can pass the server's time limit and go out for the
      // browser to render, and there would be nothing to take over.
      await expect.poll(async () => (await (await page.request.get(path)).text()).includes('<h1'), { timeout: 60_000 }).toBe(true);
      // The heading as the server sent it, before any script ran.
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          (window as unknown as { serverHeading: Element | null }).serverHeading = document.querySelector('h1');
        });
      });
      await page.goto(path);
      const menu = page.getByRole('navigation', { name: 'Main' });
      // The menu opens only once React has taken the page over.
      await menu.getByRole('button', { name: 'Our Products' }).click();
      await expect(menu.getByRole('link', { name: 'NTEE Code Builder' })).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { serverHeading: Element | null }).serverHeading === document.querySelector('h1'))).toBe(true);
      expect(errors).toEqual([]);
    });
  }
});

test.describe('pages painted before their scripts run', () => {
  test("the server's page is on screen before the shell's entry is added, and the page still starts", async ({ page }) => {
    await page.addInitScript(() => {
      const seen = window as unknown as { entryAddedAt?: number };
      new MutationObserver((records, observer) => {
        const added = records.flatMap((record) => [...record.addedNodes]);
        if (added.some((node) => node instanceof HTMLScriptElement && new URL(node.src || '/', location.href).pathname === '/main.js')) {
          seen.entryAddedAt = performance.now();
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/about-us');
    const menu = page.getByRole('navigation', { name: 'Main' });
    await menu.getByRole('button', { name: 'Our Products' }).click();
    await expect(menu.getByRole('link', { name: 'NTEE Code Builder' })).toBeVisible();
    const { entryAddedAt, firstPaint } = await page.evaluate(() => ({
      entryAddedAt: (window as unknown as { entryAddedAt?: number }).entryAddedAt,
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    }));
    expect(firstPaint).toBeDefined();
    expect(entryAddedAt).toBeGreaterThanOrEqual(firstPaint!);
  });

  test("no script downloads before the first paint; then the shell's entry and the page's remote download side by side", async ({ page }) => {
    await page.goto('/nonprofit-ntee-code-finder');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const { firstPaint, scripts } = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => ({ path: new URL(entry.name).pathname, startTime: entry.startTime, responseEnd: (entry as PerformanceResourceTiming).responseEnd })),
    }));
    expect(firstPaint).toBeDefined();
    for (const script of scripts) expect(script.startTime, script.path).toBeGreaterThanOrEqual(firstPaint!);
    const entry = scripts.find((script) => script.path === '/main.js');
    const remoteEntry = scripts.find((script) => /^\/remotes\/mfe-ntee-tools\/[^/]+\/remoteEntry\.js$/.test(script.path));
    expect(entry).toBeDefined();
    expect(remoteEntry).toBeDefined();
    // Asked for before the shell's entry had arrived: not a link in a chain behind it.
    expect(remoteEntry!.startTime).toBeLessThan(entry!.responseEnd);
    // Each download is marked while under way (a retry waits for those), and none is left marked.
    await expect(page.locator('head link[rel="preload"][href^="/remotes/mfe-ntee-tools/"]')).toHaveCount(3);
    await expect(page.locator('link[data-downloading]')).toHaveCount(0);
  });
});

test.describe('the first visit', () => {
  test('asks for the font face with the page and paints its headings in Montserrat', async ({ page, request }) => {
    const html = await (await request.get('/about-us', { headers: { accept: 'text/html' } })).text();
    const preload = /<link rel="preload" href="(\/assets\/montserrat-[^"]+\.woff2)" as="font" type="font\/woff2" crossorigin>/.exec(html);
    expect(preload).not.toBeNull();
    // The preloaded file is the one the style sheet's face uses, so the browser takes it from the preload.
    expect(html).toContain(`src: url(${preload![1]}) format('woff2')`);
    expect(html.indexOf(preload![0])).toBeLessThan(html.indexOf('@font-face'));

    await page.goto('/about-us');
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    expect(await page.evaluate(() => document.fonts.check('700 32px Montserrat'))).toBe(true);
  });
});
