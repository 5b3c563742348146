import { DEMO_ACCOUNTS, expect, expectAccessible, signIn, test } from '@x4i/shared/e2e';

const API_HEADERS = { 'x-requested-with': 'x4i' };
// A word unique to each run: the browser tests share one database.
const stamp = () => `e2e${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

test.describe('taking content off the directory', () => {
  test('the team unpublishes a listing a visitor then no longer finds, and deletes another by typing its title', async ({ page, browser }) => {
    const id = stamp();
    const spam = `Spam listing ${id}`;
    const junk = `Test listing ${id}`;

    await page.goto('/x4admin');
    await signIn(page, DEMO_ACCOUNTS.team, { fromModal: true });
    await expect(page).toHaveURL(/\/admin\/organizations$/);
    const created: Record<string, { slug: string; url: string }> = {};
    for (const title of [spam, junk]) {
      const response = await page.request.post('/api/challenge/create', {
        headers: API_HEADERS,
        data: { title, categories: ['UNSDG1'], organization: 'Nobody', summary: 'Posted to be taken down.', body: ['Nothing to see.'] },
      });
      expect(response.status()).toBe(201);
      created[title] = await response.json();
    }

    // A visitor finds both.
    const visitor = await (await browser.newContext()).newPage();
    const visitorSearch = async () =>
      ((await (await visitor.request.get(`/api/search/content?type=social-challenge-idea&q=${id}`)).json()) as { results: { slug: string }[] }).results.map((card) => card.slug);
    await visitor.goto(`/all/social-challenge-idea/q-${id}`);
    await expect(visitor.getByText(spam).first()).toBeVisible();

    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Content' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Content' })).toBeVisible();
    await expect(page).toHaveTitle('X4I - Content');
    await page.getByRole('searchbox', { name: 'Search by title' }).fill(id);
    await expect(page.getByRole('region', { name: 'Directory items' }).getByRole('rowheader')).toHaveCount(2);
    await expectAccessible(page, 'content');

    await page.getByRole('button', { name: `Unpublish ${spam}` }).click();
    await expect(page.getByText(`${spam} has been unpublished. Only the team can see it now.`)).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(spam) })).toContainText('Unpublished');

    // The visitor no longer finds it, in a search or at its address; the team still opens it, marked.
    expect(await visitorSearch()).toEqual([created[junk]!.slug]);
    await visitor.goto(`/all/social-challenge-idea/q-spam-${id}`);
    await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(visitor.getByText(spam)).toHaveCount(0);
    await visitor.goto(created[spam]!.url);
    await expect(visitor).toHaveTitle(/Page not found/);
    await page.goto(created[spam]!.url);
    await expect(page.getByRole('heading', { level: 1, name: spam })).toBeVisible();
    await expect(page.getByRole('note')).toContainText('Unpublished: only the X4I team can see this page.');
    await page.getByRole('link', { name: 'Publish it again on the Content page' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Content' })).toBeVisible();

    await page.getByRole('searchbox', { name: 'Search by title' }).fill(id);
    await page.getByRole('button', { name: `Delete ${junk}` }).click();
    const dialog = page.getByRole('dialog', { name: `Delete ${junk}` });
    await expect(dialog.getByRole('button', { name: 'Delete' })).toBeDisabled();
    await dialog.getByLabel(/to confirm/).fill(junk);
    await dialog.getByLabel(/Reason/).fill('A test listing');
    await expectAccessible(page, 'delete content dialog');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(`${junk} has been deleted.`)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Deleted content records' })).toContainText(junk);
    // Nothing has the word now: the search answers its default list, without either.
    expect(await visitorSearch()).not.toContain(created[junk]!.slug);
    expect(await visitorSearch()).not.toContain(created[spam]!.slug);

    // Left as it was found: the unpublished listing goes too.
    const removed = await page.request.post(`/api/admin/content/${created[spam]!.slug}/delete`, { headers: API_HEADERS, data: { title: spam } });
    expect(removed.status()).toBe(200);
    await visitor.context().close();
  });
});
