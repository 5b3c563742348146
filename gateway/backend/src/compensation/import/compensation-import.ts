import { createHash } from 'node:crypto';
import { CPI_U_ANNUAL_AVERAGES, MIN_PLAUSIBLE_CEO_PAY, REPORT_DOLLAR_YEAR, TITLE_RULES } from '@x4i/shared/domain';
import path from 'node:path';
import type { Db, Queryable } from '../../db/db.js';
import { insertRows, type Column } from '../../db/bulk-insert.js';
import { lockImports } from '../../db/locks.js';
import { sha256File } from '../../data/file-hash.js';
import { readCsv } from '../../data/read-csv.js';
import {
  CEO_COLUMNS,
  COMPENSATION_FILES,
  PART_VII_COLUMNS,
  SCHEDULE_J_COLUMNS,
  TAXONOMY_COLUMNS,
  VARIANT_COLUMNS,
  ceoRows,
  partViiRows,
  profileOf,
  scheduleJRows,
  titleRows,
  variantMapOf,
  variantRows,
  type OrganizationProfile,
} from './compensation-files.js';

export const COMPENSATION_DATASET = 'compensation';

export interface CompensationImportResult {
  action: 'imported' | 'unchanged';
  ceo: number;
  officers: number;
  titles: number;
  variants: number;
}

const text = (name: string): Column => ({ name, type: 'text' });
const int = (name: string): Column => ({ name, type: 'integer' });
const num = (name: string): Column => ({ name, type: 'double precision' });

const CEO_TABLE_COLUMNS = [
  int('id'), text('ein'), int('form_year'), text('form_type'), text('name'), text('state'), text('region'), text('issue_area'), text('ntee_code'),
  text('income_bucket'), num('gross_receipts'), num('employees'), num('expenses'), num('assets'), num('pay'), text('gender'), text('location_type'),
  num('pay_as_filed'),
];
const OFFICER_TABLE_COLUMNS = [
  int('id'), text('source'), text('ein'), int('tax_year'), text('form_type'), text('title_as_filed'), text('standard_title'), num('pay'), num('base_pay'),
  text('state'), text('region'), text('issue_area'), text('income_bucket'), text('org_from'), num('pay_as_filed'), num('base_pay_as_filed'), text('title_rule'),
];

/** The latest IRS record of each EIN asked for: its state, NTEE code and income. */
async function irsProfiles(tx: Queryable, eins: readonly string[]): Promise<Map<string, OrganizationProfile>> {
  const rows = await tx.query<{ ein: string; state: string | null; ntee_cd: string | null; income_amt: string | number | null }>(
    `SELECT DISTINCT ON (b.ein) b.ein, b.state, b.ntee_cd, b.income_amt
     FROM irs_eo_bmf b JOIN irs_files f ON f.file_name = b.source_file
     WHERE b.ein = ANY($1::text[])
     ORDER BY b.ein, f.snapshot_date DESC, b.tax_period DESC NULLS LAST, b.source_file`,
    [eins],
  );
  return new Map(rows.map((row) => [row.ein, profileOf(row.state, row.ntee_cd, row.income_amt === null ? null : Number(row.income_amt))]));
}

async function load(tx: Queryable, dataDir: string): Promise<Omit<CompensationImportResult, 'action'> & { rowsOf: Record<string, number> }> {
  const read = (file: string, columns: readonly string[]) => readCsv(path.join(dataDir, file), columns);
  const titles = titleRows(await read(COMPENSATION_FILES.taxonomy, TAXONOMY_COLUMNS));
  const variants = variantRows(await read(COMPENSATION_FILES.variants, VARIANT_COLUMNS), titles);
  const variantMap = variantMapOf(variants);
  const ceoFile = ceoRows(await read(COMPENSATION_FILES.ceo, CEO_COLUMNS));
  const ceo = ceoFile.rows;
  const partVii = partViiRows(await read(COMPENSATION_FILES.partVii, PART_VII_COLUMNS), variantMap);
  const scheduleJ = scheduleJRows(await read(COMPENSATION_FILES.scheduleJ, SCHEDULE_J_COLUMNS), variantMap);
  const officers = [...partVii, ...scheduleJ];

  // An officer's organisation: the CEO file first (the same source family), else the IRS records.
  const fromCeo = new Map<string, OrganizationProfile>();
  for (const row of ceo) if (!fromCeo.has(row.ein)) fromCeo.set(row.ein, row);
  const fromIrs = await irsProfiles(tx, [...new Set(officers.map((row) => row.ein))].filter((ein) => !fromCeo.has(ein)));

  await tx.exec(
    'DELETE FROM compensation_officer; DELETE FROM compensation_ceo; DELETE FROM compensation_title_variants; DELETE FROM compensation_titles; DELETE FROM compensation_import_counts;',
  );
  await insertRows(
    tx,
    'compensation_import_counts',
    [text('what'), int('n')],
    [
      [CEO_IMPLAUSIBLE, ceoFile.implausible],
      [CEO_CHANGEOVERS, ceoFile.changeovers],
      [CEO_PART_YEAR, ceoFile.partYear],
    ],
  );
  await insertRows(
    tx,
    'compensation_titles',
    [text('standard_title'), text('domain_category'), text('domain_label'), text('soc_label'), text('soc_major_group'), text('soc_minor_group'), text('soc_broad_group'), text('soc_detailed_occupation')],
    titles.map((row) => [row.standardTitle, row.domainCategory, row.domainLabel, row.socLabel, row.socMajorGroup, row.socMinorGroup, row.socBroadGroup, row.socDetailedOccupation]),
  );
  // Flags are a list each: unnest() would flatten a 2-D array, so they travel as joined text.
  await tx.query(
    `UPDATE compensation_titles t SET flags = string_to_array(f.flags, ',')
     FROM unnest($1::text[], $2::text[]) AS f(standard_title, flags) WHERE t.standard_title = f.standard_title`,
    [titles.map((row) => row.standardTitle), titles.map((row) => row.flags.join(','))],
  );
  await insertRows(
    tx,
    'compensation_title_variants',
    [text('variant'), text('key'), text('standard_title'), { name: 'used', type: 'boolean' }],
    variants.map((row) => [row.variant, row.key, row.standardTitle, row.used]),
  );
  await insertRows(
    tx,
    'compensation_ceo',
    CEO_TABLE_COLUMNS,
    ceo.map((row) => [
      row.id, row.ein, row.formYear, row.formType, row.name, row.state, row.region, row.issueArea, row.nteeCode,
      row.incomeBucket, row.grossReceipts, row.employees, row.expenses, row.assets, row.pay, row.gender, row.locationType, row.payAsFiled,
    ]),
  );
  await insertRows(
    tx,
    'compensation_officer',
    OFFICER_TABLE_COLUMNS,
    officers.map((row, index) => {
      const ceoProfile = fromCeo.get(row.ein);
      const profile = ceoProfile ?? fromIrs.get(row.ein) ?? null;
      return [
        index + 1, row.source, row.ein, row.taxYear, row.formType, row.titleAsFiled, row.standardTitle, row.pay, row.basePay,
        profile?.state ?? null, profile?.region ?? null, profile?.issueArea ?? null, profile?.incomeBucket ?? null,
        ceoProfile ? 'CEO_FILE' : profile ? 'IRS_BMF' : null, row.payAsFiled, row.basePayAsFiled, row.titleRule,
      ];
    }),
  );
  return {
    ceo: ceo.length,
    officers: officers.length,
    titles: titles.length,
    variants: variants.length,
    rowsOf: {
      [COMPENSATION_FILES.ceo]: ceo.length,
      [COMPENSATION_FILES.partVii]: partVii.length,
      [COMPENSATION_FILES.scheduleJ]: scheduleJ.length,
      [COMPENSATION_FILES.taxonomy]: titles.length,
      [COMPENSATION_FILES.variants]: variants.length,
      [IRS_LOOKUP_ENTRY]: officers.filter((row) => !fromCeo.has(row.ein) && fromIrs.has(row.ein)).length,
      [RULES_ENTRY]: Object.keys(TITLE_RULES).length,
    },
  };
}

/** The keys of compensation_import_counts. */
export const CEO_IMPLAUSIBLE = 'ceo_implausible_pay';
export const CEO_CHANGEOVERS = 'ceo_changeover_years';
export const CEO_PART_YEAR = 'ceo_part_year_records';

/**
 * The rules the import applies (the dollar year, its CPI-U values, the CEO record rules, the title rules), as one
 * entry beside the files: when a rule changes, the tables are loaded again though no file did.
 */
export const RULES_ENTRY = 'compensation rules';
const rulesHash = () =>
  createHash('sha256')
    .update(JSON.stringify({ year: REPORT_DOLLAR_YEAR, cpi: CPI_U_ANNUAL_AVERAGES, minPay: MIN_PLAUSIBLE_CEO_PAY, titles: TITLE_RULES, records: 'one CEO per organisation and year, the higher paid' }))
    .digest('hex');

/** The key of the IRS files the officers' organisations were looked up in: one entry beside the five files. */
export const IRS_LOOKUP_ENTRY = 'irs_eo_bmf (organisations of the officers)';

async function irsFilesHash(q: Queryable): Promise<string> {
  const [row] = await q.query<{ files: string | null }>(`SELECT string_agg(file_name || ':' || sha256, ',' ORDER BY file_name) AS files FROM irs_files`);
  return createHash('sha256').update(row?.files ?? '').digest('hex');
}

/**
 * Loads the compensation tables when a file changed since the last import, when the IRS files changed
 * (officers take their organisation's state, NTEE code and income from them), or when the import's rules did. All in one transaction: the
 * report never reads a half-loaded state. A restart with nothing new only hashes the five files.
 */
export async function importCompensationData(db: Db, dataDir: string): Promise<CompensationImportResult> {
  const files = await Promise.all(Object.values(COMPENSATION_FILES).map(async (file) => ({ file, sha256: await sha256File(path.join(dataDir, file)) })));
  const hashesNow = async (q: Queryable) => [...files, { file: IRS_LOOKUP_ENTRY, sha256: await irsFilesHash(q) }, { file: RULES_ENTRY, sha256: rulesHash() }];
  const imported = async (q: Queryable) =>
    new Set((await q.query<{ key: string }>(`SELECT file_name || ':' || sha256 AS key FROM dataset_imports WHERE dataset = $1`, [COMPENSATION_DATASET])).map((row) => row.key));
  const upToDate = async (q: Queryable) => {
    const known = await imported(q);
    return (await hashesNow(q)).every(({ file, sha256 }) => known.has(`${file}:${sha256}`));
  };
  const counts = async (q: Queryable) => {
    const [row] = await q.query<{ ceo: number; officers: number; titles: number; variants: number }>(
      `SELECT (SELECT count(*)::int FROM compensation_ceo) AS ceo, (SELECT count(*)::int FROM compensation_officer) AS officers,
              (SELECT count(*)::int FROM compensation_titles) AS titles, (SELECT count(*)::int FROM compensation_title_variants) AS variants`,
    );
    return row!;
  };

  if (await upToDate(db)) return { action: 'unchanged', ...(await counts(db)) };
  return db.transaction(async (tx) => {
    await lockImports(tx);
    if (await upToDate(tx)) return { action: 'unchanged' as const, ...(await counts(tx)) };
    const { rowsOf, ...loaded } = await load(tx, dataDir);
    // The rows each file gave (the paid rows of the two officer samples; the officers matched for the IRS entry).
    await tx.query('DELETE FROM dataset_imports WHERE dataset = $1', [COMPENSATION_DATASET]);
    for (const { file, sha256 } of await hashesNow(tx)) {
      await tx.query('INSERT INTO dataset_imports (file_name, sha256, dataset, row_count) VALUES ($1, $2, $3, $4)', [file, sha256, COMPENSATION_DATASET, rowsOf[file] ?? 0]);
    }
    return { action: 'imported' as const, ...loaded };
  });
}
