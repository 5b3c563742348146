import { openDb } from '../db/connect.js';
import { runMigrations } from '../db/migrate.js';
import { removeTempDirs, startTestBackend, tempDir } from '../testing/test-backend.js';
import { describeDigestRun } from './digest-schedule.js';

jest.setTimeout(120_000);

afterAll(removeTempDirs);

const NOW = new Date('2026-11-24T09:00:00.000Z');

/** A data folder whose database already has a subscriber and one item of this week. */
async function dataDirWithSubscriber(): Promise<string> {
  const dataDir = await tempDir('digest-schedule');
  const db = await openDb({ dataDir });
  await runMigrations(db);
  await db.query(`INSERT INTO accounts (subject, email, first_name, weekly_email) VALUES ('reader', 'reader@example.org', 'Robin', true)`);
  await db.query(
    // An article: the directory's index, built at start, reads a solution's fields from details.
    `INSERT INTO content_items (slug, content_type, title, categories, created_at) VALUES ('k-new', 'knowledge-base', 'New Guide', '{UNSDG1}', $1)`,
    [new Date(NOW.getTime() - 2 * 24 * 60 * 60 * 1000).toISOString()],
  );
  await db.close();
  return dataDir;
}

async function digestRuns(dataDir: string) {
  const db = await openDb({ dataDir });
  try {
    return await db.query<{ items: number; recipients: number }>('SELECT items, recipients FROM digest_runs');
  } finally {
    await db.close();
  }
}

describe('the digest schedule in the backend', () => {
  it('checks once the data is ready, and logs a run that mailed someone', async () => {
    const dataDir = await dataDirWithSubscriber();
    const test = await startTestBackend({ dataDir, digestSchedule: true, demoContent: false }, { now: () => NOW });
    await test.backend.ready;
    const deadline = Date.now() + 30_000;
    while (!test.logs.some((line) => line.startsWith('Biweekly digest:')) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(test.logs).toContain('Biweekly digest: 1 new item since November 10, 2026 for 1 subscriber: 1 kept in the outbox (no SMTP server)');
    await test.close({ keepData: true });
    expect(await digestRuns(dataDir)).toEqual([{ items: 1, recipients: 1 }]);
  });

  it('is off in the test backend unless a test turns it on', async () => {
    const dataDir = await dataDirWithSubscriber();
    const test = await startTestBackend({ dataDir, demoContent: false }, { now: () => NOW });
    await test.backend.ready;
    expect(test.logs).toContain('E-mail: the biweekly digest is switched off (DIGEST_SCHEDULE), so this process does not send it');
    await test.close({ keepData: true });
    expect(await digestRuns(dataDir)).toEqual([]);
  });

  it('says what a run did in one line', () => {
    const run = { periodStart: NOW, periodEnd: NOW, items: 12, recipients: 3, mails: { SENT: 2, STORED: 0, FAILED: 1 } };
    expect(describeDigestRun(run)).toBe('Biweekly digest: 12 new items since November 24, 2026 for 3 subscribers: 2 sent, 1 not sent');
  });
});
