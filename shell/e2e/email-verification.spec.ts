import { expect, expectAccessible, linkIn, mailTo, signUp, test, uniqueEmail } from '@x4i/shared/e2e';

const SUBJECT = 'Verify your e-mail address for X4I';

test.describe('e-mail verification after sign-up', () => {
  test('a new member gets a verification mail; its link verifies the address once, and the profile stops asking', async ({ browser }) => {
    const email = uniqueEmail('verify');
    const page = await (await browser.newContext()).newPage();
    await signUp(page, { email, password: 'a long password', firstName: 'Vera', lastName: 'Fied' });

    // Until the link is followed, the profile says where it went and offers a new one.
    await page.goto('/profile');
    const notice = page.getByRole('region', { name: 'Your e-mail address is not verified yet' });
    await expect(notice).toContainText(`When you signed up, we sent a link to ${email}.`);
    await notice.getByRole('button', { name: 'Send a new link' }).click();
    await expect(notice.getByRole('status')).toHaveText(`A new link was sent to ${email}. It works for 7 days.`);
    await expectAccessible(page, 'profile with the verification notice');

    // The newest of the two mails (sign-up, then the new link) as it reached the SMTP server.
    const link = linkIn(await mailTo(email, SUBJECT), 'Verify my e-mail address');
    expect(new URL(link).pathname).toBe('/verify-email');

    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Your e-mail address is verified' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(`Thank you: ${email} is confirmed as yours.`);
    await expectAccessible(page, 'verified');

    await page.getByRole('link', { name: 'Go to your profile' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Vera Fied' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your e-mail address is not verified yet' })).toHaveCount(0);

    // The link works once.
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'This link did not work' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('alert')).toContainText('This verification link has already been used.');
  });

  test('a mistyped link is refused with a clear message, and the page without a link says what to do', async ({ page }) => {
    await page.goto('/verify-email?token=not-the-whole-link');
    await expect(page.getByRole('heading', { level: 1, name: 'This link did not work' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('alert')).toContainText('This verification link is not valid.');
    await page.goto('/verify-email');
    await expect(page.getByRole('heading', { level: 1, name: 'Verify Your E-mail' })).toBeVisible();
    await expect(page.getByText(`Find the message “${SUBJECT}”`, { exact: false })).toBeVisible();
    await expectAccessible(page);
  });
});
