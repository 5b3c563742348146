import { DEMO_ACCOUNTS, expect, expectAccessible, mailTo, signIn, test, uniqueEmail } from '@x4i/shared/e2e';

test.describe("the team's inbox", () => {
  test('a Contact Us message reaches /admin/messages, where a team member reads it, replies by e-mail and marks it handled', async ({ browser }) => {
    const email = uniqueEmail('inbox');
    const name = `Grace ${email.split('@')[0]}`;

    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto('/');
    await visitor.getByRole('contentinfo').getByRole('button', { name: 'Contact Us' }).click();
    const dialog = visitor.getByRole('dialog', { name: 'Contact Us' });
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Message').fill('How do we list our literacy app?\nWe are a small nonprofit in Ohio.');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog.getByText('Thank you!')).toBeVisible();

    const page = await (await browser.newContext()).newPage();
    await page.goto('/');
    await signIn(page, DEMO_ACCOUNTS.team);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toHaveCount(0);
    await page.goto('/admin/messages');
    await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row).toContainText('Waiting');
    await row.locator('summary').click();
    await expect(row.locator('blockquote')).toHaveText('How do we list our literacy app?\nWe are a small nonprofit in Ohio.');
    await expectAccessible(page, 'messages with one open');

    await row.getByLabel(`Reply to ${name} by e-mail`).fill('Welcome! Request editing access from the Create page.');
    await row.getByRole('button', { name: `Send the reply to ${name}` }).click();
    await expect(page.getByText(`Your reply was sent to ${email}.`)).toBeVisible();
    await expect(row.getByText(', sent:', { exact: false })).toBeVisible();
    // The sender gets it, quoting the message; the team's address got the message itself (Reply-To: the sender).
    const reply = await mailTo(email, 'Re: your message to X4I');
    expect(reply.text).toContain('Welcome! Request editing access from the Create page.');
    expect(reply.text).toContain('> How do we list our literacy app?');
    const forwarded = await mailTo('team-inbox@x4i.example', `Contact Us: ${name}`);
    expect(forwarded.text).toContain('We are a small nonprofit in Ohio.');

    await row.getByRole('button', { name: `Mark handled the message from ${name}` }).click();
    await expect(row).toContainText('Handled on');
    await page.reload();
    await expect(page.getByRole('row').filter({ hasText: email })).toContainText('Handled on');

    await page.goto('/admin/outbox');
    await expect(page.getByRole('row').filter({ hasText: email }).filter({ hasText: 'Re: your message to X4I' })).toBeVisible();
  });

  test('the inbox is for the team only: the server refuses a member', async ({ page }) => {
    await page.goto('/');
    await signIn(page, DEMO_ACCOUNTS.member);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toHaveCount(0);
    const refused = await page.request.get('/api/admin/messages');
    expect(refused.status()).toBe(403);
    expect((await refused.json()).error.code).toBeTruthy();
    const reply = await page.request.post('/api/admin/messages/00000000-0000-0000-0000-000000000000/reply', {
      data: { text: 'hello' },
      headers: { origin: new URL(page.url()).origin },
    });
    expect(reply.status()).toBe(403);
  });
});
