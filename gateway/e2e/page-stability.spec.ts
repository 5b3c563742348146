import { expect, test } from '@x4i/shared/e2e';
import measuredPages from '../bench/measured-pages.json' with { type: 'json' };

/**
 * The pages the speed targets name (the bench measures the same ones), two more, and the finder with a query in its
 * address, as a shared link or a search from the header opens it.
 */
const PAGES = [...measuredPages, '/nonprofit-compensation-in-the-us', '/about-us', '/nonprofit-ntee-code-finder?q=food%20bank'];

/** The layout-shift score a page may reach while it loads: beyond it, readers see content jump. */
const MAX_LAYOUT_SHIFT = 0.02;

test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

test.describe('while a page loads on a phone', () => {
  test('the browser records its largest contentful paint, and what is on screen does not jump', async ({ page }) => {
    await page.addInitScript(() => {
      const metrics = { paints: 0, shift: 0, shifted: [] as string[] };
      Object.assign(window, { __metrics: metrics });
      new PerformanceObserver((list) => {
        metrics.paints += list.getEntries().length;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources: { node?: Node }[] })[]) {
          metrics.shift += entry.value;
          metrics.shifted.push(...entry.sources.map((source) => (source.node as Element | undefined)?.outerHTML?.slice(0, 80) ?? '?'));
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    for (const url of PAGES) {
      const response = await page.goto(url);
      expect([url, response?.status()]).toEqual([url, 200]);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      const metrics = await page.evaluate(() => (window as unknown as { __metrics: { paints: number; shift: number; shifted: string[] } }).__metrics);
      expect({ url, recorded: metrics.paints > 0 }).toEqual({ url, recorded: true });
      expect({ url, shift: metrics.shift <= MAX_LAYOUT_SHIFT, shifted: metrics.shifted }).toEqual({ url, shift: true, shifted: metrics.shifted });
    }
  });
});
