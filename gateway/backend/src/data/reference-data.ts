import path from 'node:path';
import type { Db, Queryable } from '../db/db.js';
import { insertRows } from '../db/bulk-insert.js';
import { lockImports } from '../db/locks.js';
import { normalizeCode, type IrsCodeField } from './codes.js';
import { sha256File } from './file-hash.js';
import { readCsv, type CsvRecord } from './read-csv.js';

export const REFERENCE_DATASET = 'reference';

interface ReferenceFile {
  /** Path inside the data folder; also the key in dataset_imports. */
  file: string;
  columns: readonly string[];
  /** Replaces the rows this file owns; returns how many it wrote. */
  load(tx: Queryable, records: CsvRecord[]): Promise<number>;
}

const blankToNull = (value: string | undefined) => (value === undefined || value.trim() === '' ? null : value);
const isTrue = (value: string | undefined) => value?.trim().toUpperCase() === 'TRUE';

/** An IRS code table: the rows of the given BMF fields in irs_codes. */
async function replaceCodes(tx: Queryable, fields: readonly IrsCodeField[], rows: [IrsCodeField, string, string, string | null][]) {
  await tx.query('DELETE FROM irs_codes WHERE field = ANY($1::text[])', [fields]);
  const columns = [
    { name: 'field', type: 'text' },
    { name: 'code', type: 'text' },
    { name: 'description', type: 'text' },
    { name: 'detail', type: 'text' },
  ] as const;
  return insertRows(tx, 'irs_codes', columns, rows.map(([field, code, description, detail]) => [field, normalizeCode(code), description, detail]));
}

function simpleCodeTable(file: string, field: IrsCodeField, prefix: string): ReferenceFile {
  return {
    file,
    columns: [`${prefix}_code`, `${prefix}_code_definition`],
    load: (tx, records) =>
      replaceCodes(
        tx,
        [field],
        records.map((r) => [field, r[`${prefix}_code`]!, r[`${prefix}_code_definition`]!, blankToNull(r[`${prefix}_code_description`])]),
      ),
  };
}

/** The fields of the IRS table that lists several code tables; ASSET_CD/INCOME_CD share one table. */
function statusTableFields(field: string): IrsCodeField[] {
  return field === 'ASSET_CD/INCOME_CD' ? ['ASSET_CD', 'INCOME_CD'] : [field as IrsCodeField];
}

export const REFERENCE_FILES: readonly ReferenceFile[] = [
  {
    file: 'ntee_major_groups.csv',
    columns: ['major_group', 'title', 'definition'],
    async load(tx, records) {
      await tx.query('DELETE FROM ntee_major_groups');
      return insertRows(
        tx,
        'ntee_major_groups',
        [
          { name: 'code', type: 'text' },
          { name: 'title', type: 'text' },
          { name: 'definition', type: 'text' },
        ],
        records.map((r) => [r.major_group, r.title, r.definition ?? '']),
      );
    },
  },
  {
    file: 'ntee_codes.csv',
    columns: ['ntee_code', 'title', 'definition', 'major_group', 'major_group_title', 'broad_category', 'broad_category_title', 'org_type', 'is_hospital', 'is_university', 'keywords'],
    async load(tx, records) {
      await tx.query('DELETE FROM ntee_codes');
      return insertRows(
        tx,
        'ntee_codes',
        [
          { name: 'code', type: 'text' },
          { name: 'title', type: 'text' },
          { name: 'definition', type: 'text' },
          { name: 'major_group', type: 'text' },
          { name: 'major_group_title', type: 'text' },
          { name: 'broad_category', type: 'integer' },
          { name: 'broad_category_title', type: 'text' },
          { name: 'org_type', type: 'text' },
          { name: 'is_hospital', type: 'boolean' },
          { name: 'is_university', type: 'boolean' },
          { name: 'keywords', type: 'text' },
        ],
        records.map((r) => [
          r.ntee_code,
          r.title,
          r.definition ?? '',
          r.major_group,
          r.major_group_title,
          Number.parseInt(r.broad_category!, 10),
          r.broad_category_title,
          r.org_type,
          isTrue(r.is_hospital),
          isTrue(r.is_university),
          r.keywords ?? '',
        ]),
      );
    },
  },
  {
    file: 'irs_codes/bmf_subsection_classification_codes.csv',
    columns: ['subsection_code', 'classification_code', 'classification_description', 'exempt_organization_type'],
    async load(tx, records) {
      await tx.query('DELETE FROM irs_subsection_codes');
      return insertRows(
        tx,
        'irs_subsection_codes',
        [
          { name: 'subsection_code', type: 'integer' },
          { name: 'classification_code', type: 'integer' },
          { name: 'classification_description', type: 'text' },
          { name: 'exempt_organization_type', type: 'text' },
          { name: 'effective_start_date', type: 'text' },
          { name: 'effective_end_date', type: 'text' },
        ],
        records.map((r) => [
          Number.parseInt(r.subsection_code!, 10),
          Number.parseInt(r.classification_code!, 10),
          r.classification_description,
          r.exempt_organization_type,
          blankToNull(r.effective_start_date),
          blankToNull(r.effective_end_date),
        ]),
      );
    },
  },
  simpleCodeTable('irs_codes/bmf_foundation_codes.csv', 'FOUNDATION', 'foundation'),
  simpleCodeTable('irs_codes/bmf_deductibility_codes.csv', 'DEDUCTIBILITY', 'deductibility'),
  simpleCodeTable('irs_codes/bmf_affiliation_codes.csv', 'AFFILIATION', 'affiliation'),
  simpleCodeTable('irs_codes/bmf_organization_codes.csv', 'ORGANIZATION', 'organization'),
  {
    file: 'irs_codes/bmf_status_asset_income_filing_codes.csv',
    columns: ['field', 'code', 'description'],
    load: (tx, records) => {
      const rows = records.flatMap((r) =>
        statusTableFields(r.field!).map((field): [IrsCodeField, string, string, null] => [field, r.code!, r.description!, null]),
      );
      return replaceCodes(tx, [...new Set(rows.map(([field]) => field))], rows);
    },
  },
  {
    file: 'un_sdg_goals.csv',
    columns: ['goal', 'code', 'short_name', 'unstats_short_title', 'official_title', 'color_hex', 'color_rgb', 'unstats_2017_color_hex', 'n_targets', 'n_indicators'],
    async load(tx, records) {
      await tx.query('DELETE FROM un_sdg_goals');
      return insertRows(
        tx,
        'un_sdg_goals',
        [
          { name: 'goal', type: 'integer' },
          { name: 'code', type: 'text' },
          { name: 'short_name', type: 'text' },
          { name: 'unstats_short_title', type: 'text' },
          { name: 'official_title', type: 'text' },
          { name: 'color_hex', type: 'text' },
          { name: 'color_rgb', type: 'text' },
          { name: 'unstats_2017_color_hex', type: 'text' },
          { name: 'n_targets', type: 'integer' },
          { name: 'n_indicators', type: 'integer' },
        ],
        records.map((r) => [
          Number.parseInt(r.goal!, 10),
          r.code,
          r.short_name,
          r.unstats_short_title,
          r.official_title,
          r.color_hex,
          r.color_rgb,
          r.unstats_2017_color_hex,
          Number.parseInt(r.n_targets!, 10),
          Number.parseInt(r.n_indicators!, 10),
        ]),
      );
    },
  },
  {
    file: 'us_states.csv',
    columns: ['state_name', 'state_abbr', 'state_fips', 'census_region', 'census_region_code', 'census_division'],
    async load(tx, records) {
      await tx.query('DELETE FROM us_states');
      return insertRows(
        tx,
        'us_states',
        [
          { name: 'state_abbr', type: 'text' },
          { name: 'state_name', type: 'text' },
          { name: 'state_fips', type: 'text' },
          { name: 'census_region', type: 'text' },
          { name: 'census_region_code', type: 'integer' },
          { name: 'census_division', type: 'text' },
        ],
        records.map((r) => [r.state_abbr, r.state_name, r.state_fips, r.census_region, Number.parseInt(r.census_region_code!, 10), r.census_division]),
      );
    },
  },
];

export interface ReferenceImportResult {
  /** Files loaded now (new, or changed since the last import). */
  loaded: { file: string; rows: number }[];
  /** Files already imported with the same content. */
  unchanged: string[];
}

/** Loads the reference tables whose files are new or changed, all in one transaction. */
export async function importReferenceData(db: Db, dataDir: string): Promise<ReferenceImportResult> {
  const hashed = await Promise.all(
    REFERENCE_FILES.map(async (ref) => ({ ref, sha256: await sha256File(path.join(dataDir, ref.file)) })),
  );
  const importedKeys = async (q: Queryable) =>
    new Set(
      (await q.query<{ key: string }>(`SELECT file_name || ':' || sha256 AS key FROM dataset_imports WHERE dataset = $1`, [REFERENCE_DATASET])).map(
        (row) => row.key,
      ),
    );
  const changedIn = (known: Set<string>) => hashed.filter(({ ref, sha256 }) => !known.has(`${ref.file}:${sha256}`));
  const unchangedIn = (known: Set<string>) => hashed.filter(({ ref, sha256 }) => known.has(`${ref.file}:${sha256}`)).map(({ ref }) => ref.file);

  // Quick path for a restart: nothing changed, no transaction.
  const before = await importedKeys(db);
  if (changedIn(before).length === 0) return { loaded: [], unchanged: unchangedIn(before) };

  return db.transaction(async (tx) => {
    await lockImports(tx);
    const known = await importedKeys(tx);
    const loaded: { file: string; rows: number }[] = [];
    for (const { ref, sha256 } of changedIn(known)) {
      const rows = await ref.load(tx, await readCsv(path.join(dataDir, ref.file), ref.columns));
      await tx.query('DELETE FROM dataset_imports WHERE file_name = $1 AND dataset = $2', [ref.file, REFERENCE_DATASET]);
      await tx.query('INSERT INTO dataset_imports (file_name, sha256, dataset, row_count) VALUES ($1, $2, $3, $4)', [
        ref.file,
        sha256,
        REFERENCE_DATASET,
        rows,
      ]);
      loaded.push({ file: ref.file, rows });
    }
    return { loaded, unchanged: unchangedIn(known) };
  });
}
