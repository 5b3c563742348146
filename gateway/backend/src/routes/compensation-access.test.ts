import { COMPENSATION_MESSAGES, type TermsOfUseDocument } from '@x4i/shared/contracts';
import request from 'supertest';
import { compensationAppForFile } from '../testing/compensation-app.js';
import { afterAnnouncement } from '../testing/test-engine.js';

jest.setTimeout(120_000);

const context = compensationAppForFile();
const api = () => request(context().app);

const PREMIUM_PATHS = ['/premium-report/compensation', '/compensation/report?report=benchmarking', '/compensation/options'];
const TERMS_ID = 'compensation-1';
const IRS_LETTER_TERMS = { id: 'irs-letter-1', type: 'IRS_LETTER', title: 'NTEE Code Changer: Terms of Use for IRS Letters' };

/** A member of an organisation that subscribes to the report, through a domain rule (as the admin screens set it up). */
async function subscriber(email: string): Promise<string> {
  const domain = email.slice(email.indexOf('@') + 1);
  const [org] = await context().db.query<{ id: string }>(
    `INSERT INTO organizations (name, subscriptions) VALUES ($1, '{premium:compensation}') RETURNING id::text AS id`,
    [`Subscriber ${domain}`],
  );
  await context().db.query(`INSERT INTO role_rules (org_id, type, value, roles) VALUES ($1, 'DOMAIN', $2, '{COMMUNITY_MEMBER}')`, [org!.id, domain]);
  return context().bearer({ sub: `user|${email}`, email });
}

describe('access to the compensation report', () => {
  it.each(PREMIUM_PATHS)('asks an anonymous caller of %s to sign in (401)', async (path) => {
    const response = await api().get(path).expect(401);
    expect(response.body.error.code).toBe('unauthorized');
  });

  it.each(PREMIUM_PATHS)('refuses %s to a member without the subscription (403)', async (path) => {
    const member = await context().bearer({ sub: 'member|1', email: 'casey@example.org' });
    const response = await api().get(path).set('authorization', member).expect(403);
    expect(response.body).toEqual({ error: { code: 'compensation_access_required', message: COMPENSATION_MESSAGES.noAccess } });
  });

  it('opens the report to the team without terms', async () => {
    const team = await context().bearer({ sub: 'team|1', email: 'taylor@x4i.example.org', permissions: ['do:all'] });
    expect((await api().get('/me').set('authorization', team).expect(200)).body.pendingTermsOfUse).toEqual([]);
    for (const path of PREMIUM_PATHS) await api().get(path).set('authorization', team).expect(200);
  });

  it('asks a subscriber to accept the terms first, then opens the report', async () => {
    const bearer = await subscriber('robin@subscriber.example.org');
    const me = (await api().get('/me').set('authorization', bearer).expect(200)).body;
    expect(me.permissions).toContain('premium:compensation');
    expect(me.pendingTermsOfUse).toEqual([{ id: TERMS_ID, type: 'COMPENSATION', title: 'Nonprofit Compensation Report: Terms of Use' }, IRS_LETTER_TERMS]);
    for (const path of PREMIUM_PATHS) expect((await api().get(path).set('authorization', bearer).expect(403)).body.error.code).toBe('compensation_access_required');

    const terms = (await api().get(`/terms-of-use/${TERMS_ID}`).set('authorization', bearer).expect(200)).body as TermsOfUseDocument;
    expect(terms).toMatchObject({ id: TERMS_ID, type: 'COMPENSATION', version: '1', effectiveOn: '2026-01-01' });
    expect(terms.paragraphs.length).toBeGreaterThan(2);

    const accepted = await api().post(`/terms-of-use/accept/${TERMS_ID}`).set('authorization', bearer).send({ type: 'COMPENSATION' }).expect(200);
    // What is left are the terms of the IRS letters, which every signed-in user is asked for (SPEC 6).
    expect(accepted.body).toEqual({ accepted: { id: TERMS_ID, type: 'COMPENSATION' }, pendingTermsOfUse: [IRS_LETTER_TERMS] });
    expect((await api().get('/me').set('authorization', bearer).expect(200)).body.pendingTermsOfUse).toEqual([IRS_LETTER_TERMS]);
    for (const path of PREMIUM_PATHS) await api().get(path).set('authorization', bearer).expect(200);
    // Accepting twice is fine and changes nothing.
    await api().post(`/terms-of-use/accept/${TERMS_ID}`).set('authorization', bearer).send({ type: 'COMPENSATION' }).expect(200);
    const [{ n }] = (await context().db.query<{ n: number }>(`SELECT count(*)::int AS n FROM terms_acceptances WHERE terms_id = $1`, [TERMS_ID])) as [{ n: number }];
    expect(n).toBe(1);
  });

  it('closes the report as soon as the subscription is taken away or new terms take effect, however the change is made', async () => {
    const bearer = await subscriber('alex@lapsed.example.org');
    await api().post(`/terms-of-use/accept/${TERMS_ID}`).set('authorization', bearer).send({ type: 'COMPENSATION' }).expect(200);
    await api().get(PREMIUM_PATHS[0]!).set('authorization', bearer).expect(200);

    // Written straight to the database, as another backend or the command line would.
    const db = context().db;
    const report = (status: number) => afterAnnouncement(() => api().get(PREMIUM_PATHS[0]!).set('authorization', bearer), (res) => res.status === status);
    await db.query(`UPDATE organizations SET subscriptions = '{}' WHERE name = 'Subscriber lapsed.example.org'`);
    expect((await report(403)).status).toBe(403);
    await db.query(`UPDATE organizations SET subscriptions = '{premium:compensation}' WHERE name = 'Subscriber lapsed.example.org'`);
    expect((await report(200)).status).toBe(200);

    await db.query(`INSERT INTO terms_of_use (id, type, version, title, effective_on, paragraphs) VALUES ('compensation-test-2', 'COMPENSATION', '2', 'New terms', current_date, '{Changed.}')`);
    try {
      const closed = await report(403);
      expect(closed.status).toBe(403);
      expect(closed.body.error.code).toBe('compensation_access_required');
    } finally {
      await db.query(`DELETE FROM terms_of_use WHERE id = 'compensation-test-2'`);
    }
    expect((await report(200)).status).toBe(200);
  });

  it('lists no compensation terms for a member without the subscription', async () => {
    const member = await context().bearer({ sub: 'member|2', email: 'sam@example.org' });
    expect((await api().get('/me').set('authorization', member).expect(200)).body.pendingTermsOfUse).toEqual([IRS_LETTER_TERMS]);
  });

  it('serves the marketing teaser to anyone', async () => {
    const response = await api().get('/compensation/marketing').expect(200);
    expect(response.body.data.title).toBe('EXECUTIVE DIRECTOR / OFFICER');
  });
});

describe('accepting terms of use', () => {
  it('needs a signed-in user', async () => {
    await api().get(`/terms-of-use/${TERMS_ID}`).expect(401);
    await api().post(`/terms-of-use/accept/${TERMS_ID}`).send({ type: 'COMPENSATION' }).expect(401);
  });

  it('validates the type and the id', async () => {
    const bearer = await subscriber('alex@validation.example.org');
    const post = (id: string, body: unknown) => api().post(`/terms-of-use/accept/${id}`).set('authorization', bearer).send(body as object);
    expect((await post(TERMS_ID, {}).expect(400)).body.error.code).toBe('invalid_terms_acceptance');
    expect((await post(TERMS_ID, { type: 'GOLD' }).expect(400)).body.error.message).toBe('type is COMPENSATION or IRS_LETTER.');
    expect((await post(TERMS_ID, { type: 'IRS_LETTER' }).expect(400)).body.error.message).toBe('These terms are of type COMPENSATION, not IRS_LETTER.');
    expect((await post(TERMS_ID, { type: 'COMPENSATION', extra: 1 }).expect(400)).body.error.message).toBe('Unknown field: extra.');
    expect((await post('no-such-terms', { type: 'COMPENSATION' }).expect(404)).body.error.code).toBe('terms_not_found');
    await api().get('/terms-of-use/no-such-terms').set('authorization', bearer).expect(404);
    // Nothing was accepted by the refused calls.
    expect((await api().get('/me').set('authorization', bearer).expect(200)).body.pendingTermsOfUse).toHaveLength(2);
  });
});
