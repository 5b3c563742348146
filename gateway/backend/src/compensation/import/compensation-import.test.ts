import { openDb } from '../../db/connect.js';
import type { Db } from '../../db/db.js';
import { runMigrations } from '../../db/migrate.js';
import { importShippedData } from '../../data/first-start-import.js';
import { importIrsFiles } from '../../data/irs-import.js';
import { listIrsFiles } from '../../data/irs-files.js';
import { shippedDataDir } from '../../paths.js';
import { FIXTURE_IRS_DIR, FIXTURE_WA_IRS_DIR, removeTempDirs, tempDir } from '../../testing/test-backend.js';
import { CEO_CHANGEOVERS, CEO_IMPLAUSIBLE, CEO_PART_YEAR, COMPENSATION_DATASET, importCompensationData, IRS_LOOKUP_ENTRY, RULES_ENTRY } from './compensation-import.js';
import { inDollarsOf } from '@x4i/shared/domain';

jest.setTimeout(120_000);

let db: Db;

beforeAll(async () => {
  db = await openDb({ dataDir: await tempDir('compensation-import') });
  await runMigrations(db);
  await importShippedData(db, { referenceDir: shippedDataDir, irsDir: FIXTURE_IRS_DIR, log: () => undefined });
});
afterAll(async () => {
  await db.close();
  await removeTempDirs();
});

const count = async (sql: string) => Number((await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`))[0]!.n);

describe('the compensation import', () => {
  it('loads one CEO per organisation and year, the paid officer rows, the taxonomy and the variants', async () => {
    // data/SOURCES.md section 6: 12,843 CEO records of 12,609 EINs. 9 pays under $1,000 are dropped; of the 234
    // organisation-years with two CEOs, 231 keep two plausible records, and the lower paid of each is dropped.
    expect(await count('compensation_ceo')).toBe(12_603);
    expect(await count('(SELECT DISTINCT ein FROM compensation_ceo) e')).toBe(12_603);
    expect(await count('(SELECT DISTINCT ein, form_year FROM compensation_ceo) e')).toBe(12_603);
    expect(await count(`compensation_ceo WHERE pay_as_filed < 1000`)).toBe(0);
    const counts = await db.query<{ what: string; n: number }>('SELECT what, n FROM compensation_import_counts ORDER BY what');
    expect(counts).toEqual([
      { what: CEO_CHANGEOVERS, n: 231 },
      { what: CEO_IMPLAUSIBLE, n: 9 },
      { what: CEO_PART_YEAR, n: 231 },
    ]);
    expect(await count('compensation_titles')).toBe(226);
    // The 705 variant rows are 692 spellings-and-titles (13 differ only in punctuation), 677 spellings.
    expect(await count('compensation_title_variants')).toBe(692);
    expect(await count('compensation_title_variants WHERE used')).toBe(677);
    // Part VII: 1,454 of the 10,108 rows have COMP_ORG + COMP_RLTD + COMP_OTH above 0; Schedule J: 3,944 of 4,008 a total above 0.
    expect(await count(`compensation_officer WHERE source = 'PART_VII'`)).toBe(1_454);
    expect(await count(`compensation_officer WHERE source = 'SCHEDULE_J'`)).toBe(3_944);
    expect(await count(`compensation_officer WHERE pay <= 0`)).toBe(0);
  });

  it('files a spelling of two standard titles under the one that is not a board title', async () => {
    const used = await db.query<{ key: string; standard_title: string }>(
      `SELECT key, standard_title FROM compensation_title_variants WHERE used AND key IN ('ASSISTANT DIRECTOR', 'CHANCELLOR', 'FINANCE OFFICER') ORDER BY key`,
    );
    expect(used).toEqual([
      { key: 'ASSISTANT DIRECTOR', standard_title: 'ASSISTANT DIRECTOR' },
      { key: 'CHANCELLOR', standard_title: 'CEO' },
      { key: 'FINANCE OFFICER', standard_title: 'FINANCE OFFICER' },
    ]);
  });

  it('derives the filters of a CEO record from the file', async () => {
    // The first data row: AUTAUGAWESTERN ELMORE ARC, AL, NTEE P82, gross receipts 2,510,254.
    const [row] = await db.query<Record<string, unknown>>(`SELECT * FROM compensation_ceo WHERE ein = '630889927'`);
    expect(row).toMatchObject({ state: 'AL', region: 'SOUTH', issue_area: 'P', ntee_code: 'P82', income_bucket: 'LOWER_MID', gender: 'F', form_year: 2018 });
    // Published in about 2022 dollars, carried to 2024 with CPI-U (313.689 / 292.655).
    expect(row!.pay_as_filed).toBeCloseTo(94_684.38, 2);
    expect(row!.pay).toBeCloseTo(94_684.38 * (313.689 / 292.655), 2);
    // 324 records in the file; 318 once each organisation's year counts one CEO.
    expect(await count(`compensation_ceo WHERE state = 'DC' AND region = 'SOUTH'`)).toBe(318);
    // Puerto Rico is no census region, and 'NA' is no state: their records count only without a region filter.
    expect(await count(`compensation_ceo WHERE state = 'PR' AND region IS NULL`)).toBe(6);
    expect(await count(`compensation_ceo WHERE state IS NULL AND region IS NULL`)).toBe(8);
  });

  it('reads Schedule J base and total as the sums of the filing and related organisations', async () => {
    // OHIO ASSOC OF ELEMENTARY SCHOOL ADM: base 103,590 + 52,010, total 111,311 + 94,541.
    const [row] = await db.query<{ base_pay_as_filed: number; pay_as_filed: number; base_pay: number; pay: number; standard_title: string }>(
      `SELECT base_pay_as_filed, pay_as_filed, base_pay, pay, standard_title FROM compensation_officer WHERE source = 'SCHEDULE_J' AND ein = '316141216' AND title_as_filed = 'EXECUTIVE DIRECTOR'`,
    );
    expect(row).toMatchObject({ base_pay_as_filed: 155_600, pay_as_filed: 205_852, standard_title: 'CEO' });
    // Tax year 2018, in 2024 dollars.
    expect(row!.base_pay).toBeCloseTo(inDollarsOf(155_600, 2018), 6);
    expect(row!.pay).toBeCloseTo(205_852 * (313.689 / 251.107), 6);
  });

  it('reads a Part VII title by the position the filing ticks', async () => {
    const rules = await db.query<{ rule: string; title: string | null; n: number }>(
      `SELECT title_rule AS rule, standard_title AS title, count(*)::int AS n FROM compensation_officer WHERE title_rule IS NOT NULL GROUP BY 1, 2 ORDER BY 1`,
    );
    // Plain PRESIDENT ticked as an officer: 66 rows, less the trustee-presidents working under 30 hours a week.
    const president = rules.find((row) => row.rule === 'president-officer')!;
    expect(president.title).toBe('CEO');
    expect(president.n).toBe(await count(`compensation_officer WHERE source = 'PART_VII' AND upper(title_as_filed) = 'PRESIDENT' AND standard_title = 'CEO'`));
    expect(president.n).toBeGreaterThan(32);
    expect(president.n).toBeLessThan(66);
    // One pharmacist in each sample.
    expect(rules.find((row) => row.rule === 'not-a-doctor')).toEqual({ rule: 'not-a-doctor', title: null, n: 2 });
    expect(rules.find((row) => row.rule === 'board-title-on-staff')?.title).toBeNull();
    expect(await count(`compensation_officer WHERE upper(title_as_filed) = 'PHARMACIST' AND standard_title = 'DOCTOR'`)).toBe(0);
    // Directors ticked as trustees stay board members.
    expect(await count(`compensation_officer WHERE source = 'PART_VII' AND upper(title_as_filed) = 'DIRECTOR' AND standard_title = 'BOARD MEMBER'`)).toBeGreaterThanOrEqual(127);
  });

  it('gives an officer the organisation of the CEO file when its EIN is there, and none otherwise', async () => {
    const officers = await db.query<{ ein: string; org_from: string | null; state: string | null }>(`SELECT ein, org_from, state FROM compensation_officer`);
    const ceoEins = new Set((await db.query<{ ein: string }>('SELECT DISTINCT ein FROM compensation_ceo')).map((row) => row.ein));
    for (const officer of officers) {
      if (ceoEins.has(officer.ein)) expect(officer.org_from).toBe('CEO_FILE');
      if (officer.org_from === null) expect(officer.state).toBeNull();
    }
    // SOURCES.md: 26 Part VII EINs and 112 Schedule J EINs are also in the CEO file (25 of the Part VII ones with pay).
    expect(await count(`(SELECT DISTINCT ein FROM compensation_officer WHERE org_from = 'CEO_FILE' AND source = 'SCHEDULE_J') e`)).toBe(112);
  });

  it('does nothing on a restart with the same files, and loads again when the IRS files change', async () => {
    const before = await db.query<{ key: string }>(`SELECT file_name || sha256 AS key FROM dataset_imports WHERE dataset = $1 ORDER BY 1`, [COMPENSATION_DATASET]);
    expect(before).toHaveLength(7);
    expect(await count(`dataset_imports WHERE dataset = '${COMPENSATION_DATASET}' AND file_name = '${RULES_ENTRY}'`)).toBe(1);
    const again = await importCompensationData(db, shippedDataDir);
    expect(again).toEqual({ action: 'unchanged', ceo: 12_603, officers: 1_454 + 3_944, titles: 226, variants: 692 });

    // Washington's organisations arrive: the officers are matched again, the import runs once more.
    await importIrsFiles(db, await listIrsFiles(FIXTURE_WA_IRS_DIR), { atomic: true });
    const reloaded = await importCompensationData(db, shippedDataDir);
    expect(reloaded.action).toBe('imported');
    expect(await count('compensation_ceo')).toBe(12_603);
    const [irsEntry] = await db.query<{ n: number }>(`SELECT row_count AS n FROM dataset_imports WHERE dataset = $1 AND file_name = $2`, [COMPENSATION_DATASET, IRS_LOOKUP_ENTRY]);
    expect(irsEntry).toBeDefined();
    expect((await importCompensationData(db, shippedDataDir)).action).toBe('unchanged');
  });
});
