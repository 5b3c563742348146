import { openDb } from '../db/connect.js';
import type { Db } from '../db/db.js';
import { runMigrations } from '../db/migrate.js';
import { shippedDataDir } from '../paths.js';
import { removeTempDirs, tempDir } from '../testing/test-backend.js';
import { DOL_WAGE_FILE, INDICATOR_FILES, QCEW_FILE } from './indicator-files.js';
import { importReferenceData } from './reference-data.js';

jest.setTimeout(60_000);

describe('importing the shipped indicator files', () => {
  let db: Db;

  beforeAll(async () => {
    db = await openDb({ dataDir: await tempDir('indicators') });
    await runMigrations(db);
  });
  afterAll(async () => {
    await db.close();
    await removeTempDirs();
  });

  it('fills one table per file, every row with its file and vintage, and does nothing the second time', async () => {
    const first = await importReferenceData(db, shippedDataDir);
    const loaded = new Map(first.loaded.map((item) => [item.file, item.rows]));
    for (const file of INDICATOR_FILES) expect(loaded.get(file.file)).toBeGreaterThan(0);
    // Row counts of data/SOURCES.md.
    expect(await count('saipe_poverty')).toBe(3195);
    expect(await count('usda_food_insecurity')).toBe(832);
    expect(await count('dol_minimum_wage')).toBe(2862);
    expect(await count('eia_co2_emissions')).toBe(2601);
    expect(await count('kff_hospital_beds')).toBe(52);
    expect(await count('bls_qcew_nonprofits')).toBe(24245);
    expect(await db.query(`SELECT DISTINCT source_file, vintage <> '' AS has_vintage FROM bls_qcew_nonprofits`)).toEqual([
      { source_file: QCEW_FILE, has_vintage: true },
    ]);

    const again = await importReferenceData(db, shippedDataDir);
    expect(again.loaded).toEqual([]);
  });

  it('keeps the values of the examples in data/SOURCES.md', async () => {
    expect(await db.query(`SELECT state_code, poverty_rate_pct FROM saipe_poverty WHERE fips IN ('00000', '53000', '53053') ORDER BY fips`)).toEqual([
      { state_code: 'US', poverty_rate_pct: 11.9 },
      { state_code: 'WA', poverty_rate_pct: 9.5 },
      { state_code: 'WA', poverty_rate_pct: 8.7 },
    ]);
    // 'U.S. total' (2006-2008) and 'U.S.' (later ranges) are both the nation.
    const nation = await db.query<{ period: string }>(`SELECT period FROM usda_food_insecurity WHERE geo_level = 'nation' ORDER BY period`);
    expect(nation).toHaveLength(16);
    expect(await db.query(`SELECT state_code, beds_per_1000_population FROM kff_hospital_beds WHERE state_code IN ('US', 'WA', 'MA') ORDER BY state_code`)).toEqual([
      { state_code: 'MA', beds_per_1000_population: 2.3 },
      { state_code: 'US', beds_per_1000_population: 2.4 },
      { state_code: 'WA', beds_per_1000_population: 1.7 },
    ]);
    expect(await db.query(`SELECT co2_metric_tons FROM eia_co2_emissions WHERE state_code = 'WA' AND year = 2020`)).toEqual([{ co2_metric_tons: 68372251 }]);
    expect(
      await db.query(`SELECT year, npo_employ::int AS npo_employ FROM bls_qcew_nonprofits WHERE state_code = 'WA' AND naics = '10' AND year IN (2013, 2021) ORDER BY year`),
    ).toEqual([
      { year: 2013, npo_employ: 232752 },
      { year: 2021, npo_employ: 277406 },
    ]);
  });

  it("reads the wage file's '...' as no state law, not a $0 wage, and its Windows-1252 dashes", async () => {
    const alabama = await db.query(`SELECT state_code, state_minimum_wage, effective_minimum_wage, dol_published FROM dol_minimum_wage WHERE year = 2020 AND jurisdiction = 'Alabama'`);
    expect(alabama).toEqual([{ state_code: 'AL', state_minimum_wage: null, effective_minimum_wage: 7.25, dol_published: '...' }]);
    expect(await db.query(`SELECT state_minimum_wage FROM dol_minimum_wage WHERE year = 2020 AND state_code = 'WA'`)).toEqual([{ state_minimum_wage: 13.5 }]);
    expect(await db.query(`SELECT dol_published FROM dol_minimum_wage WHERE year = 2010 AND jurisdiction = 'Puerto Rico'`)).toEqual([
      { dol_published: '5.08 – 7.25 (i2)' },
    ]);
    // Territories are kept, with no state code.
    expect(await db.query(`SELECT count(*)::int AS n FROM dol_minimum_wage WHERE state_code IS NULL`)).toEqual([{ n: 3 * 53 }]);
    expect(await db.query(`SELECT DISTINCT source_file FROM dol_minimum_wage`)).toEqual([{ source_file: DOL_WAGE_FILE }]);
  });

  const count = async (table: string) => (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]!.n;
});
