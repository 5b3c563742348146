import { openDb } from '../db/connect.js';
import type { Db } from '../db/db.js';
import { runMigrations } from '../db/migrate.js';
import { startSmtpCatcher, type SmtpCatcher } from '../testing/smtp-catcher.js';
import { removeTempDirs, tempDir } from '../testing/test-backend.js';
import { DIGEST_PERIOD_DAYS, digestMail, runDigest, type DigestItem } from './digest.js';
import { createMailer, type Mailer } from './mailer.js';

jest.setTimeout(60_000);

const SITE = 'https://x4i.example';
const DAY = 24 * 60 * 60 * 1000;
const T0 = new Date('2026-11-24T09:00:00.000Z');
const at = (days: number) => new Date(T0.getTime() + days * DAY);

const item = (overrides: Partial<DigestItem> = {}): DigestItem => ({
  slug: 's-hub',
  contentType: 'tech-solution',
  title: 'Volunteer Hub',
  summary: 'Schedules volunteers.',
  categories: ['UNSDG1'],
  demo: false,
  ...overrides,
});

describe('digestMail', () => {
  const items = [
    item({ slug: 'k-guide', contentType: 'knowledge-base', title: 'A guide to grants', categories: ['UNSDG4'], demo: true }),
    item({ slug: 'g-fund', contentType: 'grants-funding', title: 'Water Fund', categories: ['UNSDG6'] }),
    item({ slug: 's-hub', demo: true }),
    item({ slug: 'c-food', contentType: 'social-challenge-idea', title: 'Food waste', categories: ['UNSDG2', 'UNSDG12'] }),
  ];

  it('lists the new items by kind, each with its summary and its page, demo items labelled', () => {
    const mail = digestMail({ productName: 'X4I', name: 'Ada', since: at(-14), items, siteUrl: SITE });
    expect(mail.subject).toBe('New on X4I: 4 items since November 10, 2026');
    expect(mail.text).toContain('Hello Ada,');
    const order = ['Solutions (1)', 'Challenges (1)', 'Grants (1)', 'Articles (1)'].map((heading) => mail.text.indexOf(heading));
    expect(order.every((position, i) => position > 0 && (i === 0 || position > order[i - 1]!))).toBe(true);
    expect(mail.text).toContain('Volunteer Hub (Demo)\nSchedules volunteers.\nhttps://x4i.example/all/tech-solution/volunteer-hub-s-hub');
    expect(mail.text).toContain('Food waste\nSchedules volunteers.\nhttps://x4i.example/zero-hunger+responsible-consumption-and-production/challenge/food-waste/c-food');
    expect(mail.text).toContain('Water Fund\n');
    expect(mail.text).not.toContain('Water Fund (Demo)');
    expect(mail.text).toContain('A guide to grants (Demo)');
    expect(mail.text).toContain('Items marked (Demo) were written for the demo of this directory, not taken from a real organization.');
    expect(mail.text).toContain('You get this e-mail because “Biweekly email” is on in your X4I profile, where you can turn it off.\nhttps://x4i.example/profile');
    expect(mail.html).toContain('<a href="https://x4i.example/all/tech-solution/volunteer-hub-s-hub" style="color:#D62839;font-weight:bold">Volunteer Hub</a> (Demo)');
    expect(mail.html).toContain('<a href="https://x4i.example/profile" style="color:#D62839;font-weight:bold">your X4I profile</a>, where you can turn it off.');
  });

  it('says one item, cuts a long summary at a word, and leaves links out without the site address', () => {
    const long = `${'word '.repeat(60)}end`;
    const mail = digestMail({ productName: 'X4I', name: '', since: at(-14), items: [item({ summary: long })] });
    expect(mail.subject).toBe('New on X4I: 1 item since November 10, 2026');
    expect(mail.text).toContain('Hello,');
    expect(mail.text).toMatch(/\nword( word)+…\n/);
    expect(mail.text).not.toContain('end');
    expect(mail.text).not.toContain('https://');
    expect(mail.text).not.toContain('(Demo)');
    expect(mail.text).toContain('is on in your X4I profile, where you can turn it off.');
  });
});

describe('runDigest', () => {
  let db: Db;
  let smtp: SmtpCatcher;
  let mailer: Mailer;

  beforeAll(async () => {
    db = await openDb({ dataDir: await tempDir('digest') });
    await runMigrations(db);
    smtp = await startSmtpCatcher();
    mailer = createMailer(db, { smtpUrl: smtp.url, from: 'X4I <no-reply@x4i.example>', siteUrl: SITE });
    await addAccount('reader@example.org', 'Robin', true);
    await addAccount('quiet@example.org', 'Quinn', false);
  });

  afterAll(async () => {
    mailer.close();
    await smtp.close();
    await db.close();
    await removeTempDirs();
  });

  async function addAccount(email: string, firstName: string, weeklyEmail: boolean) {
    await db.query(`INSERT INTO accounts (subject, email, first_name, weekly_email) VALUES ($1, $1, $2, $3)`, [email, firstName, weeklyEmail]);
  }

  async function addItem(slug: string, contentType: string, title: string, createdAt: Date, demo = false) {
    await db.query(
      `INSERT INTO content_items (slug, content_type, title, summary, categories, demo, created_at) VALUES ($1, $2, $3, $4, '{UNSDG3}', $5, $6)`,
      [slug, contentType, title, `About ${title}.`, demo, createdAt.toISOString()],
    );
  }

  const digestsTo = async (email: string) =>
    (await db.query<{ subject: string }>(`SELECT subject FROM outbox WHERE kind = 'DIGEST' AND recipient = $1 ORDER BY created_at`, [email])).map((row) => row.subject);

  it('mails the items of the last 14 days to subscribers only, then waits 14 days, then covers only what is newer', async () => {
    expect(DIGEST_PERIOD_DAYS).toBe(14);
    await addItem('s-old', 'tech-solution', 'Old Tool', at(-20));
    await addItem('s-clinic', 'tech-solution', 'Clinic Finder', at(-3), true);
    await addItem('g-water', 'grants-funding', 'Water Grant', at(-2));

    const first = await runDigest(db, mailer, { now: T0 });
    expect(first).toEqual({ periodStart: at(-14), periodEnd: T0, items: 2, recipients: 1, mails: { SENT: 1, STORED: 0, FAILED: 0 } });
    const mail = await smtp.next('reader@example.org');
    expect(mail.subject).toBe('New on X4I: 2 items since November 10, 2026');
    expect(mail.text).toContain('Hello Robin,');
    expect(mail.text).toContain('Clinic Finder (Demo)');
    expect(mail.text).toContain('https://x4i.example/all/tech-solution/clinic-finder-s-clinic');
    expect(mail.text).toContain('Water Grant\nAbout Water Grant.\nhttps://x4i.example/good-health-and-well-being/grant/water-grant/g-water');
    expect(mail.text).not.toContain('Old Tool');
    expect(await digestsTo('quiet@example.org')).toEqual([]);

    // Within 14 days of the last period's end: nothing is due, whatever is new.
    await addItem('c-late', 'social-challenge-idea', 'Late Challenge', at(1));
    expect(await runDigest(db, mailer, { now: at(13) })).toBeNull();
    expect(await digestsTo('reader@example.org')).toHaveLength(1);

    const second = await runDigest(db, mailer, { now: at(14) });
    expect(second).toMatchObject({ periodStart: T0, periodEnd: at(14), items: 1, recipients: 1 });
    const next = await smtp.next('reader@example.org');
    expect(next.subject).toBe('New on X4I: 1 item since November 24, 2026');
    expect(next.text).toContain('Late Challenge');
    expect(next.text).not.toContain('Clinic Finder');
    expect(next.text).not.toContain('(Demo)');

    const runs = await db.query<{ items: number; recipients: number }>('SELECT items, recipients FROM digest_runs ORDER BY period_start');
    expect(runs).toEqual([
      { items: 2, recipients: 1 },
      { items: 1, recipients: 1 },
    ]);
  });

  it('records a period with nothing new and mails nobody', async () => {
    const before = (await digestsTo('reader@example.org')).length;
    const empty = await runDigest(db, mailer, { now: at(28) });
    expect(empty).toMatchObject({ periodStart: at(14), items: 0, recipients: 0, mails: { SENT: 0, STORED: 0, FAILED: 0 } });
    expect(await digestsTo('reader@example.org')).toHaveLength(before);
    // The empty period counts: the next one starts where it ended.
    expect(await runDigest(db, mailer, { now: at(30) })).toBeNull();
  });

  it('goes on to the other subscribers when one mail fails', async () => {
    await addAccount('broken@example.org', 'Blake', true);
    await addItem('k-tips', 'knowledge-base', 'Grant Tips', at(40));
    const failing: Mailer = {
      ...mailer,
      send: (mail) => (mail.to === 'broken@example.org' ? Promise.reject(new Error('disk full')) : mailer.send(mail)),
    };
    const logs: string[] = [];
    const run = await runDigest(db, failing, { now: at(42), log: (message) => logs.push(message) });
    expect(run).toMatchObject({ items: 1, recipients: 2, mails: { SENT: 1, STORED: 0, FAILED: 1 } });
    expect(logs).toEqual(['A digest e-mail was not recorded: disk full']);
    expect((await smtp.next('reader@example.org')).text).toContain('Grant Tips');
  });
});
