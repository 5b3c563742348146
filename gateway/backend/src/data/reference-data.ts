import path from 'node:path';
import type { Db, Queryable } from '../db/db.js';
import { insertRows } from '../db/bulk-insert.js';
import { lockImports } from '../db/locks.js';
import { normalizeCode, type IrsCodeField } from './codes.js';
import { sha256File } from './file-hash.js';
import { INDICATOR_FILES } from './indicator-files.js';
import { readCsv } from './read-csv.js';
import { blankToNull, boolean, integer, tableFile, text, textOrNull, type ReferenceFile } from './reference-file.js';

export const REFERENCE_DATASET = 'reference';

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

/** "2 decimal places" → 2; null when the text has no leading number. */
export function decimalsOf(text: string | undefined): number | null {
  const match = /^\s*(\d+)/.exec(text ?? '');
  return match ? Number(match[1]) : null;
}

/** A published value as a number; null for 'NA', blank, or a bound such as '<1' (kept as published text). */
export function publishedNumber(text: string | undefined): number | null {
  const trimmed = (text ?? '').trim();
  if (!/^-?\d+(\.\d+)?$/.test(trimmed)) return null;
  return Number(trimmed);
}

const SDSN_DIR = 'indicators/sdsn_usa_2018';

/** The SDSN indicators' metadata, one row per indicator. */
const sdsnIndicatorsFile = tableFile(
  `${SDSN_DIR}/indicator_metadata.csv`,
  'sdsn_indicators',
  ['indicator', 'goal', 'name', 'units', 'decimals', 'source', 'data_year', 'direction', 'definition'],
  [
    text('indicator'),
    integer('goal'),
    text('name'),
    text('units'),
    { name: 'decimals', type: 'integer', from: (r) => decimalsOf(r.decimals) },
    text('source'),
    text('data_year'),
    text('direction'),
    text('definition'),
  ],
);

/** The SDSN values: one column per indicator in the file, one row per state and indicator in the table. */
const sdsnValuesFile: ReferenceFile = {
  file: `${SDSN_DIR}/state_indicators.csv`,
  columns: ['state', 'state_code'],
  async load(tx, records) {
    await tx.query('DELETE FROM sdsn_state_values');
    const rows = records.flatMap((record) =>
      Object.entries(record)
        .filter(([column]) => column !== 'state' && column !== 'state_code')
        .map(([indicator, published]) => [record.state_code!.trim().toUpperCase(), indicator, publishedNumber(published), published.trim()]),
    );
    const columns = [
      { name: 'state_code', type: 'text' },
      { name: 'indicator', type: 'text' },
      { name: 'value', type: 'double precision' },
      { name: 'published', type: 'text' },
    ] as const;
    return insertRows(tx, 'sdsn_state_values', columns, rows);
  },
};

export const REFERENCE_FILES: readonly ReferenceFile[] = [
  tableFile('ntee_major_groups.csv', 'ntee_major_groups', ['major_group', 'title', 'definition'], [
    text('code', 'major_group'),
    text('title'),
    text('definition'),
  ]),
  tableFile(
    'ntee_codes.csv',
    'ntee_codes',
    ['ntee_code', 'title', 'definition', 'major_group', 'major_group_title', 'broad_category', 'broad_category_title', 'org_type', 'is_hospital', 'is_university', 'keywords'],
    [
      text('code', 'ntee_code'),
      text('title'),
      text('definition'),
      text('major_group'),
      text('major_group_title'),
      integer('broad_category'),
      text('broad_category_title'),
      text('org_type'),
      boolean('is_hospital'),
      boolean('is_university'),
      text('keywords'),
    ],
  ),
  tableFile(
    'irs_codes/bmf_subsection_classification_codes.csv',
    'irs_subsection_codes',
    ['subsection_code', 'classification_code', 'classification_description', 'exempt_organization_type'],
    [
      integer('subsection_code'),
      integer('classification_code'),
      text('classification_description'),
      text('exempt_organization_type'),
      textOrNull('effective_start_date'),
      textOrNull('effective_end_date'),
    ],
  ),
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
  tableFile(
    'un_sdg_goals.csv',
    'un_sdg_goals',
    ['goal', 'code', 'short_name', 'unstats_short_title', 'official_title', 'color_hex', 'color_rgb', 'unstats_2017_color_hex', 'n_targets', 'n_indicators'],
    [
      integer('goal'),
      text('code'),
      text('short_name'),
      text('unstats_short_title'),
      text('official_title'),
      text('color_hex'),
      text('color_rgb'),
      text('unstats_2017_color_hex'),
      integer('n_targets'),
      integer('n_indicators'),
    ],
  ),
  tableFile(
    'us_states.csv',
    'us_states',
    ['state_name', 'state_abbr', 'state_fips', 'census_region', 'census_region_code', 'census_division'],
    [
      text('state_abbr'),
      text('state_name'),
      text('state_fips'),
      text('census_region'),
      integer('census_region_code'),
      text('census_division'),
    ],
  ),
  sdsnIndicatorsFile,
  sdsnValuesFile,
  ...INDICATOR_FILES,
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
      const rows = await ref.load(tx, await readCsv(path.join(dataDir, ref.file), ref.columns, ref.encoding));
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
