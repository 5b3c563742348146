import type { Page } from '@playwright/test';
import { collectPageErrors, DEMO_ACCOUNTS, expect, expectAccessible, signIn, test } from '@x4i/shared/e2e';

/** At each desktop width, every entry of the top row on one line (a wrapped label makes its entry a line taller), and nothing wider than the window. */
async function checkRow(page: Page) {
  for (const width of [768, 800, 960, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Main' });
    await expect(menu).toBeVisible();
    const boxes = await menu
      .locator(':scope > ul > li')
      .evaluateAll((items) => items.map((item) => ({ text: item.textContent ?? '', height: (item.querySelector('a, button') as HTMLElement).getBoundingClientRect().height })));
    expect(boxes.length).toBeGreaterThan(2);
    const shortest = Math.min(...boxes.map((box) => box.height));
    for (const box of boxes) expect([width, box.text, box.height]).toEqual([width, box.text, shortest]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
}

test.describe('the site layout', () => {
  test('a visitor sees the app bar, the menu with what is built, the partners row and the footers', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto('/');
    await expect(page).toHaveTitle('X4I - Explore Solutions, Challenges and Grants');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: /X4I/ }).first()).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Main' });
    await expect(menu.getByRole('button', { name: 'Our Products' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Tech Directory' })).toBeVisible();
    await menu.getByRole('button', { name: 'Our Products' }).click();
    await expect(menu.getByRole('link', { name: 'Money Flow' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'NTEE Code Finder', exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'NTEE Code Builder' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Landscape Reports' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('heading', { name: 'Our Public Data Sources' })).toBeVisible();
    await expect(page.getByText('The public data this site is built on')).toBeVisible();
    await expect(page.getByText('© 2023 X4I')).toBeVisible();
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });

  test('the Our Products menu works from the keyboard and leads to the NTEE code finder', async ({ page }) => {
    await page.goto('/');
    const trigger = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Our Products' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const finderLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'NTEE Code Finder', exact: true });
    await expect(finderLink).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toBeFocused();
    await page.keyboard.press('Enter');
    await finderLink.click();
    await expect(page).toHaveURL(/\/nonprofit-ntee-code-finder$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Nonprofit NTEE Code Finder' })).toBeVisible();
  });

  test('a menu item that points at the current page scrolls to the top instead of navigating', async ({ page }) => {
    await page.goto('/nonprofit-ntee-code-finder?q=habitat');
    await expect(page.getByRole('list', { name: 'Results for “habitat”' })).toBeVisible();
    await page.getByText('© 2023 X4I').scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Our Products' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'NTEE Code Finder', exact: true }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('unknown addresses show the not-found page with a way home', async ({ page }) => {
    await page.goto('/no-such-page/anywhere');
    await expect(page.getByRole('heading', { name: '404 Not Found' })).toBeVisible();
    await expect(page.getByText('This page could not be found')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('main').getByRole('link', { name: 'Home page', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the top menu keeps each entry on one line, from the narrowest desktop width up, signed out and signed in', async ({ page }) => {
    await checkRow(page);
    await page.goto('/');
    await signIn(page, DEMO_ACCOUNTS.member);
    await checkRow(page);
  });

  test('the page never scrolls sideways', async ({ page }) => {
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/nonprofit-ntee-code-finder');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }
  });
});

test.describe('on a phone (under 768 px)', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the navigation drawer opens, works from the keyboard and closes with Escape', async ({ page }) => {
    await page.goto('/');
    const menuButton = page.getByRole('button', { name: 'Menu' });
    await expect(menuButton).toBeVisible();
    await menuButton.click();
    const drawer = page.getByRole('dialog');
    await expect(drawer).toBeVisible();
    await drawer.getByRole('button', { name: 'Our Products' }).click();
    await expect(drawer.getByRole('link', { name: 'NTEE Code Finder', exact: true })).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();

    await menuButton.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Our Products' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'NTEE Code Finder', exact: true }).click();
    await expect(page).toHaveURL(/\/nonprofit-ntee-code-finder$/);
    await expect(page.getByRole('dialog')).toBeHidden();
  });
});
