import request from 'supertest';
import { CookieJar, signInFlow } from '../testing/sign-in-flow.js';
import { startProviderBackend, TEST_CLIENT, type ProviderBackend } from '../testing/provider-backend.js';
import { createPasswordlessAccount } from './accounts.js';
import { DEMO_PASSWORD } from './demo-accounts.js';

jest.setTimeout(120_000);

const MEMBER = 'member@demo.x4i.org';

describe('password reset by e-mail, through a real SMTP server', () => {
  let backend: ProviderBackend;
  beforeAll(async () => {
    backend = await startProviderBackend();
  });
  afterAll(() => backend.close());

  const flow = signInFlow(() => backend.base, TEST_CLIENT);
  const me = (token: string) => request(backend.app).get('/me').set('authorization', `Bearer ${token}`);

  async function askForReset(email: string) {
    const jar = new CookieJar();
    const { interaction } = await flow.startSignIn(jar);
    return flow.post(jar, `${interaction}/forgot`, { email });
  }

  it('mails a single-use link that sets a new password, signs every other session out, and is refused once used', async () => {
    const before = await flow.accessToken(MEMBER, DEMO_PASSWORD);
    await me(before.access_token).expect(200);

    const asked = await askForReset(MEMBER);
    expect(asked.status).toBe(200);
    expect(await asked.text()).toContain('a reset e-mail has been sent to it');

    const mail = await backend.smtp.next(MEMBER);
    expect(mail.subject).toBe('Reset your X4I password');
    expect(mail.from).toContain('no-reply@x4i.example');
    const link = /Choose a new password: (\S+)/.exec(mail.text)?.[1];
    expect(link).toMatch(new RegExp(`^${backend.base}/oidc/reset-password\\?token=[\\w-]{43}$`));
    expect(mail.html).toContain(`href="${link}"`);

    const jar = new CookieJar();
    const form = await flow.get(jar, link!);
    expect(form.status).toBe(200);
    expect(await form.text()).toContain('Choose a new password');
    const token = new URL(link!).searchParams.get('token')!;

    const differ = await flow.post(jar, '/oidc/reset-password', { token, password: 'a new password', confirm: 'another one' });
    expect(differ.status).toBe(400);
    expect(await differ.text()).toContain('The two passwords are not the same');
    const short = await flow.post(jar, '/oidc/reset-password', { token, password: 'short', confirm: 'short' });
    expect(await short.text()).toContain('at least 8 characters');

    const done = await flow.post(jar, '/oidc/reset-password', { token, password: 'a new password', confirm: 'a new password' });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('Your password has been changed');

    // The session from before the reset is signed out; the old password no longer works, the new one does.
    await me(before.access_token).expect(401);
    const old = new CookieJar();
    const { interaction } = await flow.startSignIn(old);
    expect((await flow.post(old, `${interaction}/login`, { email: MEMBER, password: DEMO_PASSWORD, terms: 'yes' })).status).toBe(401);
    const after = await flow.accessToken(MEMBER, 'a new password');
    expect((await me(after.access_token).expect(200)).body.email).toBe(MEMBER);

    const changed = await backend.smtp.next(MEMBER);
    expect(changed.subject).toBe('Your X4I password was changed');

    const again = await flow.get(new CookieJar(), link!);
    expect(again.status).toBe(400);
    expect(await again.text()).toContain('This password reset link has already been used.');
    const reuse = await flow.post(new CookieJar(), '/oidc/reset-password', { token, password: 'third password', confirm: 'third password' });
    expect(reuse.status).toBe(400);
    expect(await reuse.text()).toContain('already been used');
    await me(after.access_token).expect(200);
  });

  it('refuses a made-up link, and mails nothing for an address without an account, with the same answer', async () => {
    const made = await flow.get(new CookieJar(), '/oidc/reset-password?token=not-a-real-token');
    expect(made.status).toBe(400);
    expect(await made.text()).toContain('This password reset link is not valid.');

    const count = backend.smtp.mails.length;
    const asked = await askForReset('nobody@example.org');
    expect(asked.status).toBe(200);
    expect(await asked.text()).toContain('a reset e-mail has been sent to it');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(backend.smtp.mails.length).toBe(count);
  });

  it('shows the team every mail in the outbox, marked as handed to SMTP', async () => {
    const team = await flow.accessToken('team@demo.x4i.org', DEMO_PASSWORD);
    const outbox = await request(backend.app).get('/admin/outbox').set('authorization', `Bearer ${team.access_token}`).expect(200);
    expect(outbox.body.mails[0]).toMatchObject({ to: MEMBER, subject: 'Your X4I password was changed', status: 'SENT', from: 'X4I <no-reply@x4i.example>' });
    expect(outbox.body.mails[0].sentAt).toEqual(expect.any(String));
    const member = await flow.accessToken(MEMBER, 'a new password');
    await request(backend.app).get('/admin/outbox').set('authorization', `Bearer ${member.access_token}`).expect(403);
    await request(backend.app).get('/admin/outbox').expect(401);
    await request(backend.app).get('/admin/outbox?page=0').set('authorization', `Bearer ${team.access_token}`).expect(400);
  });

  it('lets an account opened through an upstream provider, which has no password, choose one', async () => {
    const email = 'passwordless@example.org';
    await createPasswordlessAccount(backend.test.db, { email, firstName: 'Pat', lastName: 'Less' });
    const asked = await askForReset(email);
    expect(await asked.text()).toContain('a reset e-mail has been sent to it');
    const link = /Choose a new password: (\S+)/.exec((await backend.smtp.next(email)).text)![1]!;
    const token = new URL(link).searchParams.get('token')!;
    const done = await flow.post(new CookieJar(), '/oidc/reset-password', { token, password: 'chosen at last', confirm: 'chosen at last' });
    expect(done.status).toBe(200);
    expect((await me((await flow.accessToken(email, 'chosen at last')).access_token).expect(200)).body.email).toBe(email);
  });
});
