import request from 'supertest';
import { CookieJar, signInFlow } from '../testing/sign-in-flow.js';
import { startProviderBackend, TEST_CLIENT, type ProviderBackend } from '../testing/provider-backend.js';
import { DEMO_PASSWORD } from './demo-accounts.js';

jest.setTimeout(120_000);

const NEWCOMER = 'newcomer@example.org';
const PASSWORD = 'a long enough password';

describe('e-mail verification after sign-up, through a real SMTP server', () => {
  let backend: ProviderBackend;
  beforeAll(async () => {
    backend = await startProviderBackend();
  });
  afterAll(() => backend.close());

  const flow = signInFlow(() => backend.base, TEST_CLIENT);
  const api = () => request(backend.app);
  const profile = (token: string) => api().get('/profile').set('authorization', `Bearer ${token}`).expect(200);
  const resend = (token: string) => api().post('/me/verification-email').set('authorization', `Bearer ${token}`);
  const verify = (token: string) => api().post('/account/verify-email').send({ token });
  const linkIn = (text: string) => /Verify my e-mail address: (\S+)/.exec(text)?.[1];

  it('mails a link at sign-up that verifies the address once; the profile and the ID token say so', async () => {
    const jar = new CookieJar();
    const { interaction, verifier } = await flow.startSignIn(jar);
    const signedUp = await flow.post(jar, `${interaction}/signup`, { firstName: 'Nia', lastName: 'Okafor', email: NEWCOMER, password: PASSWORD, terms: 'yes' });
    const tokens = (await (await flow.exchange(await flow.codeAfter(jar, signedUp), verifier)).json()) as { access_token: string };

    const mail = await backend.smtp.next(NEWCOMER);
    expect(mail.subject).toBe('Verify your e-mail address for X4I');
    const link = linkIn(mail.text);
    expect(link).toMatch(new RegExp(`^${backend.base}/verify-email\\?token=[\\w-]{43}$`));
    expect(mail.html).toContain(`href="${link}"`);
    expect((await profile(tokens.access_token)).body.emailVerified).toBe(false);

    const token = new URL(link!).searchParams.get('token')!;
    const verified = await verify(token).expect(200);
    expect(verified.body).toEqual({ email: NEWCOMER });
    expect((await profile(tokens.access_token)).body.emailVerified).toBe(true);

    // The link works once; a verified address gets no new one.
    const again = await verify(token).expect(400);
    expect(again.body.error).toEqual({ code: 'link_used', message: expect.stringContaining('already been used') });
    const refused = await resend(tokens.access_token).expect(409);
    expect(refused.body.error.code).toBe('already_verified');

    // The provider's ID token now carries email_verified.
    const signedIn = await flow.accessToken(NEWCOMER, PASSWORD);
    const idClaims = JSON.parse(Buffer.from((signedIn as { id_token: string }).id_token.split('.')[1]!, 'base64url').toString());
    expect(idClaims.email_verified).toBe(true);
  });

  it('sends a new link on request to an unverified address; the older link still works until one is used', async () => {
    const member = await flow.accessToken('member@demo.x4i.org', DEMO_PASSWORD);
    expect((await profile(member.access_token)).body.emailVerified).toBe(false);
    const sent = await resend(member.access_token).expect(202);
    expect(sent.body).toEqual({ sentTo: 'member@demo.x4i.org' });
    const first = linkIn((await backend.smtp.next('member@demo.x4i.org')).text)!;
    await resend(member.access_token).expect(202);
    const second = linkIn((await backend.smtp.next('member@demo.x4i.org')).text)!;
    expect(second).not.toBe(first);

    await verify(new URL(first).searchParams.get('token')!).expect(200);
    // Using one link uses up the others.
    const other = await verify(new URL(second).searchParams.get('token')!).expect(400);
    expect(other.body.error.code).toBe('link_used');
  });

  it.each([
    [{ token: 'not-a-token' }, 'link_invalid'],
    [{ token: 'A'.repeat(43) }, 'link_invalid'],
    [{}, 'invalid_token'],
    [{ token: 'x', extra: 1 }, 'invalid_token'],
  ])('refuses %j with 400 %s', async (body, code) => {
    const res = await api().post('/account/verify-email').send(body).expect(400);
    expect(res.body.error.code).toBe(code);
  });

  it('asks for a sign-in before sending a new link', async () => {
    await api().post('/me/verification-email').expect(401);
  });
});
