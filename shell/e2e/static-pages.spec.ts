import { collectPageErrors, expect, expectAccessible, test } from '@x4i/shared/e2e';

const staticPages = [
  { path: '/about-us', title: 'About Us' },
  { path: '/our-services', title: 'Our Services' },
  { path: '/our-data', title: 'Our Data' },
  { path: '/privacy', title: 'Privacy Policy' },
  { path: '/terms-of-use', title: 'Terms of Use' },
  { path: '/listing-agreement-terms', title: 'Listing Agreement Terms' },
];

/** The pages added after the first six: each loads with its h1 and title and passes axe. */
const morePages = [
  { path: '/apis', title: 'APIs' },
  { path: '/newsletter', title: 'Newsletter' },
  { path: '/faq', title: 'Frequently Asked Questions' },
  { path: '/partnerships', title: 'Partnerships' },
  { path: '/community', title: 'Community' },
  { path: '/collections', title: 'Collections' },
  { path: '/exchange', title: 'Exchange' },
  { path: '/interactive-tools', title: 'Interactive Tools' },
  { path: '/premium-tools', title: 'Premium Tools' },
  { path: '/create', title: 'Create' },
  { path: '/verify-email', title: 'Verify Your E-mail' },
  { path: '/tech4pi', title: 'Tech4PI' },
  { path: '/research', title: 'Research' },
  { path: '/research-papers', title: 'Research Papers' },
  { path: '/case-studies', title: 'Case Studies' },
  { path: '/case-studies/alaska-nonprofit-landscape', title: 'Alaska’s Nonprofit Landscape in the IRS Master File' },
  { path: '/case-studies/how-ntee-codes-classify-organizations', title: 'How NTEE Codes Classify Organizations' },
  { path: '/case-studies/irs-data-coverage-and-vintages', title: 'Where the IRS Data Stops: Coverage and Vintages' },
  { path: '/case-studies/sdgs-as-a-map-for-social-impact', title: 'The SDGs as a Map for Social-Impact Work' },
];

test.describe('the static pages', () => {
  for (const { path, title } of [...staticPages, ...morePages]) {
    test(`a visitor opens ${path} and reads "${title}"`, async ({ page }) => {
      const errors = collectPageErrors(page);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page).toHaveTitle(`X4I - ${title}`);
      // The honesty rule: no page says a built part of the site is still to come.
      await expect(page.getByRole('main')).not.toContainText(/not open yet|coming soon/i);
      await expectAccessible(page);
      expect(errors).toEqual([]);
    });
  }

  test('the footer leads to the Privacy Policy and the Terms of Use', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('navigation', { name: 'Footer' });
    await footer.getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(page.getByText('Effective date: November 21, 2026')).toBeVisible();

    await footer.getByRole('link', { name: 'Terms of Use' }).click();
    await expect(page).toHaveURL(/\/terms-of-use$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeVisible();

    // This deployment names no social accounts: the footer's icons are the newsletter's alone.
    const follow = page.getByRole('contentinfo').getByRole('list', { name: 'Follow X4I' });
    await expect(follow.getByRole('link')).toHaveCount(1);
    await follow.getByRole('link', { name: 'The X4I newsletter' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Newsletter' })).toBeVisible();
  });

  test('the menu offers Our Services, About (with the newsletter and the FAQ) and the Tech Directory', async ({ page }) => {
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Main' });
    await menu.getByRole('link', { name: 'Our Services' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Our Services' })).toBeVisible();

    await menu.getByRole('button', { name: 'About', exact: true }).click();
    await menu.getByRole('link', { name: 'About Us' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    for (const [link, heading] of [['Newsletter', 'Newsletter'], ['FAQ', 'Frequently Asked Questions']]) {
      await menu.getByRole('button', { name: 'About', exact: true }).click();
      await menu.getByRole('link', { name: link, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }

    await menu.getByRole('button', { name: 'Tech Directory' }).click();
    await menu.getByRole('link', { name: 'Black Leadership' }).click();
    await expect(page).toHaveURL(/\/all\/tech-solution\?filter=black-leadership$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Solutions' })).toBeVisible();
  });

  test('About Us leads to Our Data, which names its sources and the states it does not cover', async ({ page }) => {
    await page.goto('/about-us');
    await page.getByRole('main').getByRole('link', { name: 'Our Data' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Our Data' })).toBeVisible();
    await expect(page.getByText(/350,180 records covering 350,040 distinct organizations/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Not covered yet' })).toBeVisible();
  });
});

test.describe('on a phone (under 768 px)', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the static pages fit the screen and pass axe, and the drawer reaches About Us', async ({ page }) => {
    for (const { path } of [...staticPages, ...morePages]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    }
    await page.goto('/our-data');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Menu' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('button', { name: 'About', exact: true }).click();
    await drawer.getByRole('link', { name: 'About Us' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  });
});
