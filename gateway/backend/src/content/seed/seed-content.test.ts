import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { openDb } from '../../db/connect.js';
import type { Db } from '../../db/db.js';
import { runMigrations } from '../../db/migrate.js';
import { DEMO_ORGANIZATION, seedDemoAccounts } from '../../identity/demo-accounts.js';
import { removeTempDirs, tempDir } from '../../testing/test-backend.js';
import { startContent } from '../index.js';
import { FIXTURE_DEMO_CONTENT_DIR } from '../testing/content-test-app.js';
import { seedContent } from './seed-content.js';

jest.setTimeout(60_000);

let db: Db;
const logs: string[] = [];
const log = (message: string) => logs.push(message);

beforeAll(async () => {
  db = await openDb({ dataDir: await tempDir('seed') });
  await runMigrations(db);
  await seedDemoAccounts(db);
});
afterAll(async () => {
  await db.close();
  await removeTempDirs();
});
beforeEach(async () => {
  logs.length = 0;
  await db.exec('DELETE FROM content_items');
});

const count = async (sql: string) => Number((await db.query<{ n: number }>(sql))[0]!.n);
const itemCount = () => count('SELECT count(*)::int AS n FROM content_items');

/** A corpus folder: the fixture files, with some replaced. */
async function corpusDir(replace: Record<string, string> = {}, leaveOut: string[] = []): Promise<string> {
  const dir = await tempDir('corpus');
  await mkdir(dir, { recursive: true });
  for (const file of ['badges.json', 'solutions.json', 'challenges.json', 'grants.json', 'articles.json']) {
    if (leaveOut.includes(file)) continue;
    if (replace[file] !== undefined) await writeFile(path.join(dir, file), replace[file]!);
    else await copyFile(path.join(FIXTURE_DEMO_CONTENT_DIR, file), path.join(dir, file));
  }
  return dir;
}

async function fixtureSolutions(): Promise<Record<string, unknown>[]> {
  return JSON.parse(await readFile(path.join(FIXTURE_DEMO_CONTENT_DIR, 'solutions.json'), 'utf8')).solutions;
}

describe('seedContent', () => {
  it('adds the badge catalogue and every corpus item; the demo solution belongs to the demo organisation', async () => {
    const result = await seedContent(db, { dir: FIXTURE_DEMO_CONTENT_DIR, demoContent: true, log });
    expect(result).toEqual({ badges: 8, added: 25, removed: 0 });
    expect(logs).toEqual(['Demo content: 25 items added']);
    const byType = await db.query<{ content_type: string; n: number }>('SELECT content_type, count(*)::int AS n FROM content_items GROUP BY 1 ORDER BY 1');
    expect(byType).toEqual([
      { content_type: 'grants-funding', n: 5 },
      { content_type: 'knowledge-base', n: 3 },
      { content_type: 'social-challenge-idea', n: 4 },
      { content_type: 'tech-solution', n: 13 },
    ]);
    const withOrg = await db.query<{ slug: string; org: string }>(
      'SELECT i.slug, o.name AS org FROM content_items i JOIN organizations o ON o.id = i.org_id',
    );
    expect(withOrg).toEqual([{ slug: 's-demo_solutions_hub', org: DEMO_ORGANIZATION }]);
    expect(await count(`SELECT count(*)::int AS n FROM content_items WHERE NOT demo OR created_by IS NOT NULL`)).toBe(0);
    const [grant] = await db.query(
      `SELECT grant_amount::int AS amount, expiration_date::text AS expires, eligibility, details->>'fundingName' AS funder,
              to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI') AS created
       FROM content_items WHERE slug = 'g-cascade_food'`,
    );
    expect(grant).toEqual({ amount: 25000, expires: '2099-03-31', eligibility: 'NON_PROFIT', funder: 'Cascade Ridge Community Foundation', created: '2025-05-05 10:00' });
    const badges = await db.query<{ badge_id: string }>(
      `SELECT cb.badge_id FROM content_badges cb JOIN content_items i ON i.id = cb.item_id WHERE i.slug = 's-grantpilot' ORDER BY 1`,
    );
    expect(badges.map((row) => row.badge_id)).toEqual(['api-available', 'nonprofit-pricing']);
  });

  it('is idempotent and never overwrites an item that is there, edited or not', async () => {
    await seedContent(db, { dir: FIXTURE_DEMO_CONTENT_DIR, demoContent: true, log });
    await db.query(`UPDATE content_items SET title = 'GrantPilot 2' WHERE slug = 's-grantpilot'`);
    await db.query(`DELETE FROM content_items WHERE slug = 's-foodroute'`);
    logs.length = 0;
    expect(await seedContent(db, { dir: FIXTURE_DEMO_CONTENT_DIR, demoContent: true, log })).toEqual({ badges: 8, added: 1, removed: 0 });
    expect(await seedContent(db, { dir: FIXTURE_DEMO_CONTENT_DIR, demoContent: true, log })).toEqual({ badges: 8, added: 0, removed: 0 });
    expect(await itemCount()).toBe(25);
    expect((await db.query(`SELECT title FROM content_items WHERE slug = 's-grantpilot'`))[0]).toEqual({ title: 'GrantPilot 2' });
    expect(await count('SELECT count(*)::int AS n FROM content_badges')).toBe(5);
  });

  it('with demoContent false: keeps the badges, removes the demo items and keeps the others', async () => {
    await seedContent(db, { dir: FIXTURE_DEMO_CONTENT_DIR, demoContent: true, log });
    await db.query(`INSERT INTO content_items (slug, content_type, title) VALUES ('s-users_own', 'tech-solution', 'Users Own')`);
    logs.length = 0;
    expect(await seedContent(db, { dir: FIXTURE_DEMO_CONTENT_DIR, demoContent: false, log })).toEqual({ badges: 8, added: 0, removed: 25 });
    expect(logs).toEqual(['Demo content: 25 items removed (DEMO_CONTENT=false)']);
    expect(await db.query('SELECT slug FROM content_items')).toEqual([{ slug: 's-users_own' }]);
    expect(await count('SELECT count(*)::int AS n FROM badges')).toBe(8);
  });

  it('skips missing corpus files with a log line, but needs the badge catalogue', async () => {
    const dir = await corpusDir({}, ['grants.json', 'articles.json']);
    expect(await seedContent(db, { dir, demoContent: true, log })).toMatchObject({ added: 17 });
    expect(logs[0]).toBe(`Demo content: grants.json, articles.json not found in ${dir}; skipped`);
    const noBadges = await corpusDir({}, ['badges.json']);
    await expect(seedContent(db, { dir: noBadges, demoContent: true, log })).rejects.toThrow(`badges.json: not found in ${noBadges}`);
  });

  it('brings the catalogue in line with badges.json', async () => {
    const catalogue = JSON.parse(await readFile(path.join(FIXTURE_DEMO_CONTENT_DIR, 'badges.json'), 'utf8'));
    catalogue.badges[0].description = 'Changed.';
    catalogue.badges.pop();
    const dir = await corpusDir({ 'badges.json': JSON.stringify(catalogue) }, ['solutions.json']);
    await seedContent(db, { dir, demoContent: true, log });
    const badges = await db.query<{ id: string; description: string }>('SELECT id, description FROM badges ORDER BY position');
    expect(badges).toHaveLength(7);
    expect(badges[0]).toEqual({ id: 'accessibility-first', description: 'Changed.' });
    await seedContent(db, { dir: FIXTURE_DEMO_CONTENT_DIR, demoContent: true, log });
    expect(await count('SELECT count(*)::int AS n FROM badges')).toBe(8);
  });

  it.each([
    ['a missing field', (s: Record<string, unknown>[]) => delete s[1]!.attributes, 'solutions.json: solutions[1] (s-demo_solutions_hub): attributes: Invalid input: expected object, received undefined'],
    ['a bad goal', (s: Record<string, unknown>[]) => (s[2]!.category = ['UNSDG18']), 'solutions.json: solutions[2] (s-recovery_compass): category.0: must be UNSDG1..UNSDG17'],
    ['a lower-case state', (s: Record<string, unknown>[]) => (s[0]!.geoAreaPrimary = ['wa']), 'solutions.json: solutions[0] (s-grantpilot): geoAreaPrimary.0: must be an upper-case state code'],
    ['an unknown field', (s: Record<string, unknown>[]) => (s[3]!.hiringURL = ''), 'solutions.json: solutions[3] (s-shieldwise): Unrecognized key: "hiringURL"'],
    ['an unknown badge', (s: Record<string, unknown>[]) => (s[4]!.badges = ['gold-star']), 'solutions.json: solutions[4] (s-solarshare): badges: gold-star is not in badges.json'],
    ['a duplicate slug', (s: Record<string, unknown>[]) => (s[5]!.slug = 's-grantpilot'), 'solutions.json: slug s-grantpilot is already used in solutions.json'],
  ])('fails loudly on %s, naming the file and the entry, and writes nothing', async (_name, spoil, message) => {
    const solutions = await fixtureSolutions();
    spoil(solutions);
    const dir = await corpusDir({ 'solutions.json': JSON.stringify({ notice: 'x', solutions }) });
    await expect(seedContent(db, { dir, demoContent: true, log })).rejects.toThrow(message);
    expect(await itemCount()).toBe(0);
  });

  it('fails on a file that is not JSON or has no list; startContent says where', async () => {
    const notJson = await corpusDir({ 'grants.json': '{ "grants": [' });
    await expect(seedContent(db, { dir: notJson, demoContent: true, log })).rejects.toThrow(/^grants\.json: not valid JSON/);
    const noList = await corpusDir({ 'articles.json': '{ "notice": "x" }' });
    await expect(startContent(db, { dir: noList, demoContent: true, log })).rejects.toThrow(
      `Demo content in ${noList}: articles.json: expected an object with a "articles" list`,
    );
    expect(await itemCount()).toBe(0);
  });
});
