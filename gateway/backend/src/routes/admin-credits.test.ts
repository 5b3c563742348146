import type { CreditGrantResponse, CreditLedgerResponse } from '@x4i/shared/contracts';
import request from 'supertest';
import { bearer, startContentTestApp, type ContentTestApp } from '../content/testing/content-test-app.js';
import { removeTempDirs } from '../testing/test-backend.js';

jest.setTimeout(60_000);

let t: ContentTestApp;
beforeAll(async () => {
  t = await startContentTestApp();
  // The users exist once they have called the API (accounts of a hosted provider are made on first call).
  for (const user of ['team', 'member', 'member2'] as const) await request(t.app).get('/me').set(bearer(user)).expect(200);
});
afterAll(async () => {
  await t.close();
  await removeTempDirs();
});

const api = () => request(t.app);
const grant = (body: object, user: 'team' | 'member' | null = 'team') => {
  const req = api().post('/admin/credits/grant');
  if (user) req.set(bearer(user));
  return req.send(body);
};
const ledgerRows = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM credit_ledger'))[0]!.n;

describe('POST /admin/credits/grant', () => {
  it('is for the team only', async () => {
    const body = { email: 'member@example.org', type: 'IRS_LETTER', amount: 5, reason: 'Pilot organization' };
    expect((await grant(body, null).expect(401)).body.error.code).toBe('unauthorized');
    expect((await grant(body, 'member').expect(403)).body).toEqual({ error: { code: 'forbidden', message: 'Only the X4I team can do this.' } });
    await api().get('/admin/credits').expect(401);
    await api().get('/admin/credits').set(bearer('member')).expect(403);
    expect(await ledgerRows()).toBe(0);
  });

  it('adds a grant with who and why, and the balance follows', async () => {
    const res = await grant({ email: ' Member@Example.org ', type: 'IRS_LETTER', amount: 5, reason: '  Pilot organization  ' }).expect(201);
    const body = res.body as CreditGrantResponse;
    expect(body.balances).toEqual({ IRS_LETTER: 5 });
    expect(body.entry).toMatchObject({
      type: 'IRS_LETTER',
      amount: 5,
      reason: 'Pilot organization',
      account: { email: 'member@example.org', name: 'Morgan Member' },
      grantedBy: { email: 'team@x4i.example' },
      letterId: null,
    });
    expect((await api().get('/credits').set(bearer('member')).expect(200)).body).toEqual({ IRS_LETTER: 5 });
    await grant({ email: 'member@example.org', type: 'IRS_LETTER', amount: 2, reason: 'Second letter for the board' }).expect(201);
    expect((await api().get('/credits').set(bearer('member')).expect(200)).body).toEqual({ IRS_LETTER: 7 });
  });

  it.each([
    [{ email: 'not-an-address', type: 'IRS_LETTER', amount: 1, reason: 'Why not' }, 'Enter an e-mail address such as name@example.org.'],
    [{ email: 'member@example.org', type: 'GOLD', amount: 1, reason: 'Why not' }, 'type is IRS_LETTER.'],
    [{ email: 'member@example.org', type: 'IRS_LETTER', amount: 0, reason: 'Why not' }, 'amount is a whole number from 1 to 100.'],
    [{ email: 'member@example.org', type: 'IRS_LETTER', amount: 101, reason: 'Why not' }, 'amount is a whole number from 1 to 100.'],
    [{ email: 'member@example.org', type: 'IRS_LETTER', amount: 1.5, reason: 'Why not' }, 'amount is a whole number from 1 to 100.'],
    [{ email: 'member@example.org', type: 'IRS_LETTER', amount: '3', reason: 'Why not' }, 'amount is a whole number from 1 to 100.'],
    [{ email: 'member@example.org', type: 'IRS_LETTER', amount: 1, reason: '  ab ' }, 'Give the reason in 3 to 500 characters.'],
    [{ email: 'member@example.org', type: 'IRS_LETTER', amount: 1, reason: 'x'.repeat(501) }, 'Give the reason in 3 to 500 characters.'],
    [{ email: 'member@example.org', type: 'IRS_LETTER', amount: 1, reason: 'Why not', extra: true }, 'Unknown field: extra.'],
  ])('answers 400 and writes nothing for %j', async (body, message) => {
    const before = await ledgerRows();
    expect((await grant(body).expect(400)).body).toEqual({ error: { code: 'invalid_credit_grant', message } });
    expect(await ledgerRows()).toBe(before);
  });

  it('answers 404 for an address that has no account', async () => {
    const before = await ledgerRows();
    const res = await grant({ email: 'nobody@example.org', type: 'IRS_LETTER', amount: 1, reason: 'Why not' }).expect(404);
    expect(res.body).toEqual({ error: { code: 'account_not_found', message: 'There is no account with this e-mail address.' } });
    expect(await ledgerRows()).toBe(before);
  });
});

describe('GET /admin/credits', () => {
  it('downloads the whole ledger, or one account’s, for the team only', async () => {
    await api().get('/admin/credits/export').expect(401);
    await api().get('/admin/credits/export').set(bearer('member')).expect(403);
    const json = await api().get('/admin/credits/export').query({ format: 'json' }).set(bearer('team')).expect(200);
    expect(json.body.title).toBe('Credit ledger: every grant and use, latest first');
    expect(json.body.rows.length).toBeGreaterThan(0);
    expect(json.body.rows).toHaveLength(await ledgerRows());
    await api().get('/admin/credits/export').query({ email: 'nobody@example.org' }).set(bearer('team')).expect(404);
  });

  it("lists one account's ledger newest first with its balances, or everyone's", async () => {
    await grant({ email: 'member2@example.org', type: 'IRS_LETTER', amount: 1, reason: 'Another organization' }).expect(201);
    const one = (await api().get('/admin/credits?email=member@example.org').set(bearer('team')).expect(200)).body as CreditLedgerResponse;
    expect(one.balances).toEqual({ IRS_LETTER: 7 });
    expect(one.entries.map((entry) => entry.amount)).toEqual([2, 5]);
    const all = (await api().get('/admin/credits').set(bearer('team')).expect(200)).body as CreditLedgerResponse;
    expect(all.balances).toBeNull();
    expect(all.entries.map((entry) => [entry.account.email, entry.amount])).toEqual([
      ['member2@example.org', 1],
      ['member@example.org', 2],
      ['member@example.org', 5],
    ]);
    await api().get('/admin/credits?email=nobody@example.org').set(bearer('team')).expect(404);
    expect((await api().get('/admin/credits?email=bad').set(bearer('team')).expect(400)).body.error.code).toBe('invalid_email');
  });
});
