import { copyFile, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import request from 'supertest';
import { openDb } from '../db/connect.js';
import type { Db } from '../db/db.js';
import { runMigrations } from '../db/migrate.js';
import {
  FIXTURE_IRS_DIR,
  FIXTURE_IRS_ROWS,
  FIXTURE_NEWER_IRS_DIR,
  removeTempDirs,
  startTestBackend,
  tempDir,
} from '../testing/test-backend.js';
import { itOnEmbedded } from '../testing/test-engine.js';
import { importIrsFolder } from './import-irs-folder.js';
import { REFERENCE_FILES } from './reference-data.js';

jest.setTimeout(60_000);

/** What the tables hold, to compare before and after. */
async function snapshot(db: Db) {
  const [rows] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM irs_eo_bmf');
  return {
    rows: rows!.n,
    files: await db.query('SELECT file_name, region, snapshot_date::text, row_count, sha256, imported_at::text FROM irs_files ORDER BY file_name'),
    imports: await db.query('SELECT file_name, sha256, dataset, row_count, imported_at::text FROM dataset_imports ORDER BY file_name, sha256'),
    words: await db.query('SELECT word, n FROM irs_name_words ORDER BY word'),
  };
}

/** irs_name_words as a recount of the names would give it. */
function recountWords(db: Db) {
  return db.query(
    `SELECT upper(word) AS word, count(*)::int AS n FROM irs_eo_bmf, regexp_split_to_table(name, '[^A-Za-z0-9]+') AS word
     WHERE word <> '' GROUP BY 1 ORDER BY 1`,
  );
}

async function withDb<T>(dataDir: string, fn: (db: Db) => Promise<T>): Promise<T> {
  const db = await openDb({ dataDir });
  try {
    return await fn(db);
  } finally {
    await db.close();
  }
}

function cli(folder: string, dataDir: string) {
  const out: string[] = [];
  const err: string[] = [];
  return importIrsFolder(folder, { dataDir }, { out: (l) => out.push(l), err: (l) => err.push(l) }).then((code) => ({ code, out, err }));
}

afterAll(removeTempDirs);

describe('importing the IRS files', () => {
  let dataDir: string;
  let first: Awaited<ReturnType<typeof snapshot>>;

  beforeAll(async () => {
    const test = await startTestBackend();
    dataDir = test.dataDir;
    await test.backend.ready;
    expect(test.logs).toContainEqual(expect.stringMatching(/^Data import done in .* s: 71 IRS rows from 5 file\(s\)$/));
    await test.close({ keepData: true });
    first = await withDb(dataDir, snapshot);
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('stores every row with its file, records each file once, and counts the name words', async () => {
    expect(first.rows).toBe(FIXTURE_IRS_ROWS);
    expect(first.files.map((f) => f.file_name)).toEqual(['eo4.csv', 'eo_ak.csv', 'eo_ar.csv.gz', 'eo_or_2018.csv.gz', 'eo_vt.csv.gz']);
    expect(first.imports.filter((i) => i.dataset === 'irs_eo_bmf')).toHaveLength(5);
    expect(first.imports.filter((i) => i.dataset === 'reference')).toHaveLength(REFERENCE_FILES.length);
    await withDb(dataDir, async (db) => {
      expect(first.words).toEqual(await recountWords(db));
      const [row] = await db.query(`SELECT * FROM irs_eo_bmf WHERE ein = '030185556'`);
      expect(row).toMatchObject({ source_file: 'eo_vt.csv.gz', zip: '05855-9326', group_code: '0000', ntee_cd: 'E220', sort_name: null });
      expect(Number(row!.revenue_amt)).toBe(109137566);
      // the indexes set aside during the first import are back
      const indexes = await db.query<{ indexname: string }>(`SELECT indexname FROM pg_indexes WHERE tablename = 'irs_eo_bmf' ORDER BY 1`);
      expect(indexes.map((i) => i.indexname)).toEqual([
        'irs_eo_bmf_ein_idx',
        'irs_eo_bmf_group_income_idx',
        'irs_eo_bmf_name_prefix_idx',
        'irs_eo_bmf_name_trgm_idx',
        'irs_eo_bmf_ntee_idx',
        'irs_eo_bmf_revenue_idx',
        'irs_eo_bmf_source_file_idx',
        'irs_eo_bmf_state_group_income_idx',
        'irs_eo_bmf_state_idx',
      ]);
      expect(await db.query(`SELECT indexname FROM pg_indexes WHERE tablename = 'irs_name_words' ORDER BY 1`)).toEqual([
        { indexname: 'irs_name_words_pkey' },
        { indexname: 'irs_name_words_trgm_idx' },
      ]);
      expect(await db.query('SELECT * FROM deferred_indexes')).toEqual([]);
    });
  });

  it('does no work on a restart: migrations, rows and the import table are unchanged', async () => {
    const again = await startTestBackend({ dataDir });
    await again.backend.ready;
    await again.close({ keepData: true });
    expect(again.logs.some((l) => l.startsWith('Database migrations applied'))).toBe(false);
    expect(again.logs).toContainEqual(`Data up to date (5 IRS files, ${REFERENCE_FILES.length} reference files already imported)`);
    expect(await withDb(dataDir, snapshot)).toEqual(first);
    expect(await withDb(dataDir, (db) => runMigrations(db))).toEqual([]);
  });

  it('leaves everything as it was when a file in the folder is broken', async () => {
    const folder = await tempDir('irs-broken');
    await copyFile(path.join(FIXTURE_NEWER_IRS_DIR, 'eo_or.csv'), path.join(folder, 'eo_or.csv'));
    const lines = (await readFile(path.join(FIXTURE_IRS_DIR, 'eo_ak.csv'), 'utf8')).trimEnd().split('\n');
    await writeFile(path.join(folder, 'eo_ak.csv'), [...lines.slice(0, 10), lines[10]!.split(',').slice(0, 20).join(',')].join('\n'));
    await writeFile(path.join(folder, 'MANIFEST.json'), JSON.stringify({ files: { 'eo_ak.csv': { snapshotDate: '2026-05-01' }, 'eo_or.csv': { snapshotDate: '2026-05-01' } } }));

    const result = await cli(folder, dataDir);
    expect(result.code).toBe(1);
    expect(result.err).toEqual(['Import failed, nothing was changed: eo_ak.csv: line 11: 20 fields, expected 28']);
    expect(await withDb(dataDir, snapshot)).toEqual(first);
  });

  it('replaces a region with a newer file, in one transaction, and keeps it over the older shipped file', async () => {
    const result = await cli(FIXTURE_NEWER_IRS_DIR, dataDir);
    expect(result.code).toBe(0);
    expect(result.out).toContainEqual(
      expect.stringMatching(/^eo_or\.csv: imported 5 rows for OR \(snapshot 2026-05-01\) in [\d.]+ s, replacing eo_or_2018\.csv\.gz \(15 rows\)$/),
    );
    expect(result.out.at(-1)).toMatch(/^Done: 5 rows from 1 file\(s\)\./);

    await withDb(dataDir, async (db) => {
      const now = await snapshot(db);
      expect(now.rows).toBe(FIXTURE_IRS_ROWS - 15 + 5);
      expect(now.files.map((f) => `${f.file_name} ${f.region} ${f.snapshot_date}`)).toContain('eo_or.csv OR 2026-05-01');
      expect(now.files.map((f) => f.file_name)).not.toContain('eo_or_2018.csv.gz');
      expect(await db.query(`SELECT DISTINCT source_file FROM irs_eo_bmf WHERE state = 'OR'`)).toEqual([{ source_file: 'eo_or.csv' }]);
      expect(now.words).toEqual(await recountWords(db));
    });

    // The same folder again: nothing to do.
    const twice = await cli(FIXTURE_NEWER_IRS_DIR, dataDir);
    expect(twice.out).toContain('eo_or.csv: skipped, already imported');
    expect(twice.out.at(-1)).toBe('Done: nothing new to import.');

    // An older Oregon file is refused.
    const older = await tempDir('irs-older');
    await copyFile(path.join(FIXTURE_IRS_DIR, 'eo_or_2018.csv.gz'), path.join(older, 'eo_or_2017.csv.gz'));
    await writeFile(path.join(older, 'MANIFEST.json'), JSON.stringify({ files: { 'eo_or_2017.csv.gz': { snapshotDate: '2017-01-01' } } }));
    expect((await cli(older, dataDir)).out).toContain('eo_or_2017.csv.gz: skipped, older than eo_or.csv (2026-05-01) for region OR');

    // A restart with the shipped files keeps the newer Oregon rows, and the API shows them.
    const restarted = await startTestBackend({ dataDir });
    try {
      await restarted.backend.ready;
      // eo_or_2018 was imported once already: it is not imported again over the newer file
      // Only the data's log lines: the mail setup, the landscapes' columns, the name index and the refresh schedule are logged at start too. The IRS
      // files changed since the last start, so the compensation officers are matched to their organisations again.
      expect(restarted.logs.filter((line) => !line.startsWith('E-mail:') && !line.startsWith('Landscapes:') && !line.startsWith('Name search:') && !line.startsWith('Data refresh:'))).toEqual([
        expect.stringMatching(/^Compensation: loaded 12603 CEO records, /),
        expect.stringMatching(/^Data import done in [\d.]+ s: 0 IRS rows from 0 file\(s\)$/),
      ]);
      const { body } = await request(restarted.backend.app).get('/x4i-nonprofit/finder-page').expect(200);
      expect(body.freshness.map((f: { file: string }) => f.file)).toEqual(['eo_ak.csv', 'eo_ar.csv.gz', 'eo4.csv', 'eo_or.csv', 'eo_vt.csv.gz']);
      // 68 EINs, less the 12 found only in the 2018 Oregon file, plus the 3 found only in the newer one
      expect(body.orgCount).toBe(59);
      await request(restarted.backend.app).get('/x4i-nonprofit/details/930386883').expect(200);
      // an Oregon organisation of the 2018 file only is gone
      await request(restarted.backend.app).get('/x4i-nonprofit/details/010594446').expect(404);
    } finally {
      await restarted.close({ keepData: true });
    }
  });

  it('explains how to run the command', async () => {
    const usage: string[] = [];
    expect(await importIrsFolder(undefined, { dataDir }, { out: () => undefined, err: (l) => usage.push(l) })).toBe(2);
    expect(usage).toEqual(['Usage: npm run import-irs -- <folder with eo_xx.csv or eo1.csv..eo4.csv files, plain or .gz>']);
    expect((await cli('/no/such/folder', dataDir)).err).toEqual(['No such folder: /no/such/folder']);
    expect((await cli(path.join(FIXTURE_IRS_DIR, '..'), dataDir)).err[0]).toMatch(/^No IRS EO BMF files/);
  });

  itOnEmbedded('refuses to import into an embedded database another process holds', async () => {
    await writeFile(path.join(dataDir, 'pglite.lock'), String(process.ppid));
    try {
      const result = await cli(FIXTURE_NEWER_IRS_DIR, dataDir);
      expect(result.code).toBe(1);
      expect(result.err[0]).toMatch(/^Import failed, nothing was changed: The database in .* is in use by process \d+\. Stop that process first/);
    } finally {
      await rm(path.join(dataDir, 'pglite.lock'));
    }
  });
});
