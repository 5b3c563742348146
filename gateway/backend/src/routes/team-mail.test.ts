import request from 'supertest';
import type { Db } from '../db/db.js';
import type { SmtpCatcher } from '../testing/smtp-catcher.js';
import { startMailApp, MAIL_APP_TEAM_EMAIL, type MailApp } from '../testing/mail-app.js';

jest.setTimeout(60_000);

const TEAM_EMAIL = MAIL_APP_TEAM_EMAIL;

let mailApp: MailApp;
let db: Db;
let smtp: SmtpCatcher;
let app: MailApp['app'];
let team: string;
let member: string;
let clientNumber = 0;

beforeAll(async () => {
  mailApp = await startMailApp('team-mail');
  ({ db, smtp, app, team, member } = mailApp);
});

afterAll(() => mailApp.close());

const api = () => request(app);
const contact = (body: object) => api().post('/contact').set('X-Forwarded-For', `203.0.113.${++clientNumber}`).send(body);

describe('Contact Us messages in the team inbox', () => {
  it('forwards a message to the team address with a Reply-To of the sender', async () => {
    const sent = await contact({ name: 'Ada Lovelace', email: 'ada@example.org', organization: 'Engines', message: 'Can you list our tool?' }).expect(201);
    const mail = await smtp.next(TEAM_EMAIL);
    expect(mail.subject).toBe('Contact Us: Ada Lovelace');
    expect(mail.text).toContain('Ada Lovelace <ada@example.org> of Engines wrote through Contact Us:');
    expect(mail.text).toContain('Can you list our tool?');
    expect(mail.text).toContain('https://x4i.example/admin/messages');
    const [row] = await db.query<{ reply_to: string; kind: string; status: string; contact_message_id: string }>(
      `SELECT reply_to, kind, status, contact_message_id::text AS contact_message_id FROM outbox WHERE recipient = $1`,
      [TEAM_EMAIL],
    );
    expect(row).toEqual({ reply_to: 'ada@example.org', kind: 'CONTACT_FORWARD', status: 'SENT', contact_message_id: sent.body.id });
  });

  it('is for the team only', async () => {
    await api().get('/admin/messages').expect(401);
    const refused = await api().get('/admin/messages').set('authorization', member).expect(403);
    expect(refused.body.error.code).toBe('forbidden');
    await api().post(`/admin/messages/00000000-0000-4000-8000-000000000000/reply`).set('authorization', member).send({ text: 'x' }).expect(403);
    await api().get('/admin/outbox').set('authorization', member).expect(403);
    for (const path of ['/admin/messages/export', '/admin/outbox/export']) {
      await api().get(path).expect(401);
      await api().get(path).set('authorization', member).expect(403);
    }
  });

  it('downloads the whole inbox and outbox, more than a screen’s page, with what they are', async () => {
    await contact({ name: 'Rosalind Franklin', email: 'rosalind@example.org', message: 'Download test' }).expect(201);
    // The outbox screen shows 50 a page: make it longer than one page.
    await db.query(
      `INSERT INTO outbox (kind, sender, recipient, subject, text_body, html_body, status)
       SELECT 'CONTACT_FORWARD', 'x4i@example.org', 'team@example.org', 'Bulk ' || n, 'Body', '<p>Body</p>', 'SENT' FROM generate_series(1, 60) AS n`,
    );
    const [counts] = await db.query<{ mails: number; messages: number }>(
      'SELECT (SELECT count(*)::int FROM outbox) AS mails, (SELECT count(*)::int FROM contact_messages) AS messages',
    );

    const outbox = await api().get('/admin/outbox/export').set('authorization', team).buffer(true).expect(200);
    expect(outbox.headers['content-disposition']).toMatch(/filename="admin-outbox-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = outbox.text.trimEnd().split('\n');
    expect(lines[0]).toBe('# Outbox: every e-mail the product sent or kept, latest first');
    expect(lines[1]).toMatch(/^# Source: X4I admin records \(team only\), \d{4}-\d{2}-\d{2}$/);
    expect(lines[3]).toBe('created,from,to,replyTo,subject,status,sent,error,text');
    const json = await api().get('/admin/outbox/export').query({ format: 'json' }).set('authorization', team).expect(200);
    expect(counts!.mails).toBeGreaterThan(50);
    expect(json.body.rows).toHaveLength(counts!.mails);

    const inbox = await api().get('/admin/messages/export').query({ format: 'json' }).set('authorization', team).expect(200);
    expect(inbox.body.rows).toHaveLength(counts!.messages);
    expect(inbox.body.rows).toContainEqual(expect.objectContaining({ name: 'Rosalind Franklin', email: 'rosalind@example.org', message: 'Download test', replies: 0 }));
  });

  it('lists, replies by e-mail and marks handled; waiting messages come first', async () => {
    const first = (await contact({ name: 'Grace Hopper', email: 'grace@example.org', message: 'Support ticket: the search is slow.' }).expect(201)).body.id;
    const second = (await contact({ name: 'Alan Turing', email: 'alan@example.org', message: 'Hello team' }).expect(201)).body.id;

    const listed = await api().get('/admin/messages').set('authorization', team).expect(200);
    const ids = listed.body.messages.map((message: { id: string }) => message.id);
    expect(ids.indexOf(first)).toBeLessThan(ids.indexOf(second));

    await api().post(`/admin/messages/${first}/reply`).set('authorization', team).send({ text: '  ' }).expect(400);
    await api().post(`/admin/messages/not-an-id/reply`).set('authorization', team).send({ text: 'Hi' }).expect(404);
    await api().post(`/admin/messages/00000000-0000-4000-8000-000000000000/reply`).set('authorization', team).send({ text: 'Hi' }).expect(404);

    const replied = await api().post(`/admin/messages/${first}/reply`).set('authorization', team).send({ text: 'Thank you, Grace: it is fixed.' }).expect(201);
    expect(replied.body.message.replies).toEqual([expect.objectContaining({ text: expect.stringContaining('Thank you, Grace: it is fixed.'), status: 'SENT' })]);
    const mail = await smtp.next('grace@example.org');
    expect(mail.subject).toBe('Re: your message to X4I');
    expect(mail.text).toContain('Thank you, Grace: it is fixed.');
    expect(mail.text).toContain('> Support ticket: the search is slow.');

    const handled = await api().post(`/admin/messages/${first}/handled`).set('authorization', team).send({ handled: true }).expect(200);
    expect(handled.body.message).toMatchObject({ id: first, handledBy: 'taylor@x4i.example.org', handledAt: expect.any(String) });
    await api().post(`/admin/messages/${first}/handled`).set('authorization', team).send({ handled: 'yes' }).expect(400);

    const after = await api().get('/admin/messages').set('authorization', team).expect(200);
    const order = after.body.messages.map((message: { id: string }) => message.id);
    expect(order.indexOf(second)).toBeLessThan(order.indexOf(first));

    const reopened = await api().post(`/admin/messages/${first}/handled`).set('authorization', team).send({ handled: false }).expect(200);
    expect(reopened.body.message).toMatchObject({ handledAt: null, handledBy: null });
  });
});

describe('access request mails', () => {
  it('tells the requester that the request was received, then granted or declined', async () => {
    await api().post('/role/request').set('authorization', member).send({ orgName: 'Helping Hands', orgUrl: 'https://hh.example.org', actionText: 'List our app' }).expect(201);
    const received = await smtp.next('casey@example.org');
    expect(received.subject).toBe('We received your request for editing access');
    expect(received.text).toContain('Hello Casey,');
    expect(received.text).toContain('will confirm within 2 business days');

    const [org] = await db.query<{ id: string }>(`INSERT INTO organizations (name) VALUES ('Helping Hands') RETURNING id::text AS id`);
    const requests = (await api().get('/role/requests').set('authorization', team).expect(200)).body.requests;
    await api()
      .post(`/role/requests/${requests[0].id}/grant`)
      .set('authorization', team)
      .send({ orgId: org!.id, type: 'EMAIL', value: 'casey@example.org', roles: ['SOLUTION_PROVIDER'] })
      .expect(200);
    const granted = await smtp.next('casey@example.org');
    expect(granted.subject).toBe('Your request for editing access was granted');
    expect(granted.text).toContain('you are now Solution Provider (Additive) of Helping Hands');

    await api().post('/role/request').set('authorization', member).send({ orgName: 'Other Org', orgUrl: 'https://other.example.org', actionText: 'Edit' }).expect(201);
    await smtp.next('casey@example.org');
    const pending = (await api().get('/role/requests').set('authorization', team).expect(200)).body.requests.find((r: { status: string }) => r.status === 'PENDING');
    await api().post(`/role/requests/${pending.id}/decline`).set('authorization', team).send({}).expect(200);
    const declined = await smtp.next('casey@example.org');
    expect(declined.subject).toBe('Your request for editing access was declined');
    expect(declined.text).toContain('for Other Org');
  });
});
