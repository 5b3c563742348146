import request from 'supertest';
import type { Db } from '../db/db.js';
import type { SmtpCatcher } from '../testing/smtp-catcher.js';
import { startMailApp, type MailApp } from '../testing/mail-app.js';

jest.setTimeout(60_000);

let mailApp: MailApp;
let db: Db;
let smtp: SmtpCatcher;
let app: MailApp['app'];
let team: string;
let member: string;

beforeAll(async () => {
  mailApp = await startMailApp('newsletter');
  ({ db, smtp, app, team, member } = mailApp);
});

afterAll(() => mailApp.close());

const api = () => request(app);
const subscribe = (email: string, newsletter: boolean) =>
  db.query(`INSERT INTO accounts (subject, email, newsletter) VALUES ($1, $1, $2)`, [email, newsletter]);

describe('the newsletter', () => {
  it('is for the team only', async () => {
    await api().get('/admin/newsletter').expect(401);
    await api().post('/admin/newsletter').send({ subject: 'Hi', body: 'Hello' }).expect(401);
    const refused = await api().get('/admin/newsletter').set('authorization', member).expect(403);
    expect(refused.body.error.code).toBe('forbidden');
    await api().post('/admin/newsletter').set('authorization', member).send({ subject: 'Hi', body: 'Hello' }).expect(403);
  });

  it('refuses to send when nobody subscribes', async () => {
    const overview = await api().get('/admin/newsletter').set('authorization', team).expect(200);
    expect(overview.body).toEqual({ subscribers: 0, sent: [] });
    const refused = await api().post('/admin/newsletter').set('authorization', team).send({ subject: 'Hi', body: 'Hello' }).expect(409);
    expect(refused.body.error.code).toBe('no_subscribers');
    expect((await api().get('/admin/newsletter').set('authorization', team).expect(200)).body.sent).toEqual([]);
  });

  it('answers bad input with 400 and a clear message', async () => {
    const post = (body: unknown) => api().post('/admin/newsletter').set('authorization', team).send(body as object);
    const cases: Array<[unknown, string]> = [
      [{ body: 'Hello' }, 'Write a subject of 1 to 200 characters.'],
      [{ subject: '   ', body: 'Hello' }, 'Write a subject of 1 to 200 characters.'],
      [{ subject: 'x'.repeat(201), body: 'Hello' }, 'Write a subject of 1 to 200 characters.'],
      [{ subject: 'Line one\nline two', body: 'Hello' }, 'The subject is one line.'],
      [{ subject: 'Hi', body: '' }, 'Write the text: 1 to 20,000 characters.'],
      [{ subject: 'Hi', body: 'x'.repeat(20_001) }, 'Write the text: 1 to 20,000 characters.'],
      [{ subject: 'Hi', body: 42 }, 'Write the text: 1 to 20,000 characters.'],
      [{ subject: 'Hi', body: 'Hello', to: 'everyone' }, 'Unknown field: to.'],
      [['Hi'], 'Send a JSON object with subject and body.'],
    ];
    for (const [body, message] of cases) {
      const res = await post(body).expect(400);
      expect(res.body).toEqual({ error: { code: 'invalid_newsletter', message } });
    }
  });

  it('mails every subscriber, with the closing line and the link to the profile, and lists what was sent', async () => {
    await subscribe('reader@example.org', true);
    await subscribe('second@example.org', true);
    await subscribe('quiet@example.org', false);
    expect((await api().get('/admin/newsletter').set('authorization', team).expect(200)).body.subscribers).toBe(2);

    const body = 'Dear members,\n\nThe directory now lists 100 grants.\nSee you soon.\n\n\n';
    const sent = await api().post('/admin/newsletter').set('authorization', team).send({ subject: '  November news  ', body }).expect(201);
    expect(sent.body).toEqual({ id: expect.any(String), recipients: 2 });

    const mail = await smtp.next('reader@example.org');
    expect(mail.subject).toBe('November news');
    expect(mail.text).toBe(
      'Dear members,\n\nThe directory now lists 100 grants.\nSee you soon.\n\n' +
        'You get this e-mail because “Newsletter” is on in your X4I profile, where you can turn it off.\nhttps://x4i.example/profile\n\n— X4I\n',
    );
    expect(mail.html).toContain('The directory now lists 100 grants.<br>See you soon.');
    await smtp.next('second@example.org');
    const kinds = await db.query<{ recipient: string }>(`SELECT recipient FROM outbox WHERE kind = 'NEWSLETTER' ORDER BY recipient`);
    expect(kinds.map((row) => row.recipient)).toEqual(['reader@example.org', 'second@example.org']);

    const overview = await api().get('/admin/newsletter').set('authorization', team).expect(200);
    expect(overview.headers['cache-control']).toBe('no-store');
    expect(overview.body).toEqual({
      subscribers: 2,
      sent: [{ id: sent.body.id, subject: 'November news', sentAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/), recipients: 2, sentBy: 'taylor@x4i.example.org' }],
    });
  });
});
