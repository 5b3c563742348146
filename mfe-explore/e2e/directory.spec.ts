import { DEMO_ACCOUNTS, downloadTable, expect, expectAccessible, signIn, test } from '@x4i/shared/e2e';
import type { Page } from '@playwright/test';

const DEMO_SOLUTION = '/all/tech-solution/demo-solutions-hub-s-demo_solutions_hub';

const results = (page: Page, name = 'Solutions') => page.getByRole('list', { name }).getByRole('listitem').filter({ has: page.getByRole('heading') });

test.describe('the directory URLs (SPEC 2.4)', () => {
  test('the home page shows the goals with their counts and the featured solutions', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const goal of ['No Poverty', 'Quality Education', 'Partnerships for the Goals']) {
      await expect(page.getByRole('button', { name: new RegExp(goal) }).first()).toBeVisible();
    }
    await expectAccessible(page, 'home');
  });

  test('the full listing pages ten at a time and loads more', async ({ page }) => {
    await page.goto('/all/tech-solution/');
    await expect(page.getByRole('heading', { level: 1, name: 'Solutions' })).toBeVisible();
    await expect(results(page)).toHaveCount(10);
    await expect(page.getByRole('status').filter({ hasText: /\d+ results/ })).toBeVisible();
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(results(page)).toHaveCount(20);
    await expectAccessible(page, 'listing');
  });

  test('an unknown category or content type redirects to the valid listing', async ({ page }) => {
    await page.goto('/mars/tech-solution');
    await expect(page).toHaveURL(/\/all\/tech-solution$/);
    // SPEC 2.4: a listing whose content type is not one falls back to the home page.
    await page.goto('/no-poverty/podcasts');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/all/grant');
    await expect(page).toHaveURL(/\/all\/grants-funding$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Grants' })).toBeVisible();
  });

  test("a 'q-' search term is searched, and the menu's presets find solutions", async ({ page }) => {
    // The Tech Directory menu's presets (SPEC 2.5), as the menu writes them: 'q-mental-health'.
    const presets = ['addiction', 'cybersecurity', 'environment and energy', 'esg', 'fundraising', 'mental health', 'relationship management', 'workforce development'];
    for (const term of presets) {
      await page.goto(`/all/tech-solution/q-${term.replaceAll(' ', '-')}`);
      await expect(page.getByRole('status').filter({ hasText: `for “${term}”` })).toBeVisible();
      await expect(results(page).first()).toBeVisible();
    }
    await page.goto('/no-poverty/tech-solution/');
    await expect(page.getByRole('heading', { level: 1, name: 'Solutions: No Poverty' })).toBeVisible();
    await expect(results(page).first()).toBeVisible();
  });

  test('filters ride in the URL as slugs', async ({ page }) => {
    await page.goto('/all/tech-solution?filter=black-leadership');
    await expect(page.getByRole('button', { name: 'Sort and filter (1 filter)' })).toBeVisible();
    await expect(results(page).first()).toBeVisible();
  });

  test('a non-canonical solution URL answers 301, an unknown solution 307 to the home page', async ({ page }) => {
    const moved = await page.request.get('/ALL/tech-solution/old-name-s-demo_solutions_hub?ref=mail', { maxRedirects: 0, headers: { accept: 'text/html' } });
    expect(moved.status()).toBe(301);
    expect(moved.headers().location).toBe(`${DEMO_SOLUTION}?ref=mail`);
    const gone = await page.request.get('/all/tech-solution/nothing-here-s-nothing_here', { maxRedirects: 0, headers: { accept: 'text/html' } });
    expect(gone.status()).toBe(307);
    expect(gone.headers().location).toBe('/');

    await page.goto('/all/tech-solution/old-name-s-demo_solutions_hub');
    await expect(page).toHaveURL(new RegExp(`${DEMO_SOLUTION}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Demo Solutions Hub' })).toBeVisible();
    await expectAccessible(page, 'solution page');
  });

  test('articles, challenges and grants open from their listings', async ({ page }) => {
    for (const [listing, name] of [
      ['/all/knowledge-base/', 'Articles'],
      ['/all/social-challenge-idea/', 'Challenges'],
      ['/all/grants-funding/', 'Grants'],
    ] as const) {
      await page.goto(listing);
      const first = results(page, name).first().getByRole('heading').getByRole('link');
      const title = (await first.textContent())!.trim();
      await first.click();
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expectAccessible(page, `${name} detail`);
    }
  });

  test('demo content carries the Demo badge on cards, detail pages and home tiles, and figures built from it say so', async ({ page }) => {
    await page.goto('/');
    const impact = page.getByRole('region', { name: 'Impact' });
    await expect(impact.getByText('Grant funding open now')).toBeVisible();
    await expect(impact.getByText(/demo/i).first()).toBeVisible();
    await expect(page.getByRole('list', { name: 'Premium solutions' }).getByRole('article').first().getByText('Demo', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: /All UN SDGs/ })).toContainText('demo');

    // The demo grants' cards carry the badge (grants created by other tests in the shared database do not).
    await page.goto('/all/grants-funding/');
    await expect(results(page, 'Grants').filter({ has: page.getByText('Demo', { exact: true }) }).first()).toBeVisible();

    await page.goto(DEMO_SOLUTION);
    await expect(page.getByRole('heading', { level: 1, name: 'Demo Solutions Hub' })).toBeVisible();
    await expect(page.getByText('Written for the demo of this directory, not taken from a real organization.')).toBeVisible();
    await expectAccessible(page, 'demo solution');
  });

  test('an unknown detail page says it could not be found', async ({ page }) => {
    await page.goto('/quality-education/kb/no-such-article/k-no_such_article');
    await expect(page.getByText('This page could not be found')).toBeVisible();
  });
});

test.describe('search with filters and sort', () => {
  test('the Filter view applies checked filters to the URL, and a sort reorders', async ({ page }) => {
    await page.goto('/all/tech-solution/');
    await page.getByRole('button', { name: 'Sort and filter' }).click();
    const modal = page.getByRole('dialog');
    await modal.getByRole('button', { name: 'FILTER' }).click();
    await modal.getByRole('checkbox', { name: 'Hiring' }).check();
    await modal.getByRole('checkbox', { name: 'Technology' }).check();
    await modal.getByRole('checkbox', { name: 'Service' }).check();
    await expect(modal.getByRole('checkbox', { name: 'Technology' })).not.toBeChecked();
    await expectAccessible(page, 'filter modal');
    await modal.getByRole('button', { name: 'APPLY' }).click();
    await expect(page).toHaveURL(/\?filter=hiring&filter=service$/);
    await expect(results(page).first()).toBeVisible();
    // The download holds every result under these filters, and says so.
    const count = Number((await page.getByRole('status').filter({ hasText: /\d+ results?/ }).textContent())!.match(/([\d,]+) result/)![1]!.replace(/,/g, ''));
    const csv = await downloadTable(page, page.getByRole('link', { name: /^Download CSV of all/ }));
    expect(csv.notes[0]).toBe('Solutions in the X4I directory, filtered by Hiring, Service');
    expect(csv.lines).toHaveLength(count + 1);

    await page.goto('/all/grants-funding/');
    await page.getByRole('button', { name: 'Sort and filter' }).click();
    await page.getByRole('dialog').getByRole('radio', { name: 'Largest amount' }).check();
    await page.keyboard.press('Escape');
    await expect(results(page, 'Grants').first()).toContainText('500,000');
  });
});

test.describe('votes and follows', () => {
  test('an anonymous visitor who recommends is asked to sign in', async ({ page }) => {
    await page.goto(DEMO_SOLUTION);
    await page.getByRole('group', { name: 'Actions' }).getByRole('button', { name: 'Recommend' }).click();
    await expect(page.getByRole('dialog', { name: 'Please sign in to continue' })).toBeVisible();
  });

  test('a member recommends and follows a solution; both survive a reload and show on the profile', async ({ page }) => {
    await page.goto('/');
    await signIn(page, DEMO_ACCOUNTS.member);
    await expect(page).toHaveURL(/\/profile$/);
    await page.goto('/all/tech-solution/q-naloxone');
    await results(page).first().getByRole('heading').getByRole('link').click();
    const actions = page.getByRole('group', { name: 'Actions' });
    const recommend = actions.getByRole('button', { name: 'Recommend' });
    const follow = actions.getByRole('button', { name: 'Follow' });
    await expect(recommend).toBeEnabled();

    // The data folder may keep an earlier run's choices: start from 'not recommended, not followed'.
    if ((await recommend.getAttribute('aria-pressed')) === 'true') await recommend.click();
    await expect(recommend).toHaveAttribute('aria-pressed', 'false');
    if ((await follow.getAttribute('aria-pressed')) === 'true') await follow.click();
    await expect(follow).toHaveAttribute('aria-pressed', 'false');

    await recommend.click();
    await expect(page.getByText('You have successfully recommended this content.')).toBeVisible();
    await follow.click();
    await expect(page.getByText('You are now following this content.')).toBeVisible();
    const title = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();

    await page.reload();
    await expect(recommend).toHaveAttribute('aria-pressed', 'true');
    await expect(follow).toHaveAttribute('aria-pressed', 'true');

    await page.goto('/profile');
    await expect(page.getByRole('region', { name: /^Following/ }).getByRole('link', { name: title })).toBeVisible();

    await page.goBack();
    await follow.click();
    await expect(page.getByText('You are no longer following this content.')).toBeVisible();
    await recommend.click();
    await expect(page.getByText('You are no longer recommending this content.')).toBeVisible();
  });
});

test.describe('creating and editing solutions', () => {
  test('a member of another organisation cannot edit the demo solution, and the backend refuses it too', async ({ page }) => {
    await page.goto('/');
    await signIn(page, DEMO_ACCOUNTS.member);
    await expect(page).toHaveURL(/\/profile$/);
    await page.goto(DEMO_SOLUTION);
    await expect(page.getByRole('heading', { level: 1, name: 'Demo Solutions Hub' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);

    const solution = await (await page.request.get('/api/solution/s-demo_solutions_hub')).json();
    const refused = await page.request.post('/api/solution/update', {
      headers: { 'x-requested-with': 'x4i' },
      data: {
        id: solution.id,
        slug: solution.slug,
        orgId: solution.orgId,
        solutionType: solution.solutionType,
        solutionName: 'Taken over',
        solutionUrl: solution.solutionUrl,
        organization: solution.organization,
        organizationUrl: solution.organizationUrl,
        organizationEin: solution.organizationEin,
        organizationEmail: solution.organizationEmail,
        logo: solution.logo,
        category: solution.category,
        executiveSummary: solution.executiveSummary,
        demoContact: solution.demoContact,
        specialOfferUrl: solution.specialOfferUrl,
        hiringUrl: solution.hiringUrl,
        caseStudiesUrl: solution.caseStudiesUrl,
        impactUrl: solution.impactUrl,
        mainFeatures: solution.mainFeatures,
        userBenefits: solution.userBenefits,
        primaryAudience: solution.primaryAudience,
        marketingMaterial: solution.marketingMaterial,
        references: solution.references,
        tractionBadge: solution.tractionBadge,
        tech4piCert: solution.tech4piCert,
        msCert: solution.msCert,
        geoAreaPrimary: solution.geoAreaPrimary.map((code: string) => code.toUpperCase()),
        badges: solution.badges.map((badge: { id: string }) => ({ id: badge.id })),
      },
    });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).error.message).toBe('Only members of this organization are able to edit.');
  });

  test('the provider creates a solution in the wizard, lands on its page and edits it', async ({ page }) => {
    const name = `Volunteer Shift Planner ${Date.now().toString(36)}`;
    await page.goto('/');
    await signIn(page, DEMO_ACCOUNTS.provider);
    await expect(page).toHaveURL(/\/profile$/);
    await page.goto('/all/tech-solution/');
    await page.getByRole('button', { name: 'Create/Edit a Solution' }).click();
    const wizard = page.getByRole('dialog', { name: 'Start Something New' });
    await expect(wizard).toBeVisible();

    await wizard.getByLabel('Solution name').fill(name);
    await wizard.getByLabel('Solution website').fill('planner.example');
    await wizard.getByRole('checkbox', { name: /Quality Education/ }).check();
    await wizard.getByLabel('Summary').fill('Schedules volunteer shifts and sends reminders by text message.');
    await expectAccessible(page, 'solution wizard');
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByLabel('Organization name').fill('Demo Solutions Co. (demo)');
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByLabel('Feature 1').fill('Shift sign-up from any phone');

    await wizard.getByRole('button', { name: 'Save and publish' }).click();
    await expect(page.getByText('New Solution Created!')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page).toHaveURL(/\/all\/tech-solution\/volunteer-shift-planner-[a-z0-9]+-s-\w+$/);
    await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();

    // Its owner edits it: the wizard opens on the saved fields, and the page shows the update.
    await page.getByRole('button', { name: 'Edit' }).click();
    const editor = page.getByRole('dialog', { name: 'Edit a Solution' });
    await expect(editor.getByLabel('Solution name')).toHaveValue(name);
    await editor.getByLabel('Summary').fill('Schedules volunteer shifts, sends reminders and tracks hours.');
    await editor.getByRole('button', { name: 'Save Update' }).click();
    await expect(page.getByText('Solution Updated!')).toBeVisible();
    await expect(page.getByText('Schedules volunteer shifts, sends reminders and tracks hours.')).toBeVisible();

    await page.goto(`/all/tech-solution/q-${encodeURIComponent(name.toLowerCase())}`);
    await expect(results(page).first()).toContainText(name);
  });
});

test.describe('money flow', () => {
  test('selecting a state toggles it, and reset shows only when the filters differ from the default', async ({ page }) => {
    await page.goto('/all/money-flow');
    await expect(page.getByRole('heading', { level: 1, name: /Money flow/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reset' })).toHaveCount(0);
    const oregon = page.getByRole('button', { name: /^Oregon/ }).first();
    await oregon.click();
    await expect(oregon).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'Reset' })).toBeVisible();
    await oregon.click();
    await expect(oregon).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByRole('button', { name: 'Reset' })).toHaveCount(0);
    await expectAccessible(page, 'money flow');
  });

  test('the figures by state and by income bucket download with every row, their source and the filters', async ({ page }) => {
    await page.goto('/all/money-flow');
    const states = await downloadTable(page, page.getByRole('button', { name: 'Download CSV of Organizations and income by state' }));
    expect(states.fileName).toMatch(/^money-flow-by-state-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(states.notes[1]).toMatch(/^Source: IRS Exempt Organizations Business Master File, \d+ states and DC, files dated /);
    expect(states.lines[0]).toBe('State,Code,Organizations,Income (USD)');
    // Every state with an IRS file, as the page's table lists them; the table also lists the others, as 'No data'.
    await page.getByText('Show the figures as a table').click();
    const table = page.getByRole('table', { name: 'Organizations and income by state' });
    await expect(table.locator('tbody tr')).toHaveCount(51);
    await expect(table.locator('tbody tr').filter({ hasNotText: 'No data' })).toHaveCount(states.lines.length - 1);

    // All four buckets count by default: leaving Small out counts the other three, and the download says so.
    await page.getByRole('button', { name: /^Small: Less than \$1M/ }).click();
    const buckets = await downloadTable(page, page.getByRole('button', { name: /^Download JSON of Organizations and income by income bucket \(income: Enterprise/ }));
    const data = buckets.json as { title: string; rows: { 'Income bucket': string; Organizations: number | null }[] };
    expect(data.title).not.toContain('Small');
    expect(data.rows).toHaveLength(4);
    expect(data.rows.filter((row) => row.Organizations === null).map((row) => row['Income bucket'])).toEqual(['Small: Less than $1M']);
  });
});

test.describe('on a phone (under 768 px)', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the directory pages fit the screen and pass axe', async ({ page }) => {
    for (const path of ['/', '/all/tech-solution/', DEMO_SOLUTION, '/all/money-flow']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Wait for the content, not only the heading.
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `width of ${path}`).toBeLessThanOrEqual(375);
      await expectAccessible(page, `${path} on a phone`);
    }
  });

  test('the current content-type tab is in sight, even the last one', async ({ page }) => {
    await page.goto('/all/money-flow');
    const tabs = page.getByRole('navigation', { name: 'Content types' });
    await expect(tabs.getByRole('link', { name: 'Flow' })).toHaveAttribute('aria-current', 'page');
    await expect(tabs.getByRole('link', { name: 'Flow' })).toBeInViewport({ ratio: 1 });
    await tabs.getByRole('link', { name: 'Challenges' }).scrollIntoViewIfNeeded();
    await tabs.getByRole('link', { name: 'Challenges' }).click();
    await expect(tabs.getByRole('link', { name: 'Challenges' })).toHaveAttribute('aria-current', 'page');
    await expect(tabs.getByRole('link', { name: 'Challenges' })).toBeInViewport({ ratio: 1 });
  });

  test('creating a solution says it can only be done on desktop', async ({ page }) => {
    await page.goto('/all/tech-solution/');
    await page.getByRole('button', { name: 'Create/Edit a Solution' }).click();
    await expect(page.getByText('Creating content can only be done on desktop.')).toBeVisible();
  });
});
