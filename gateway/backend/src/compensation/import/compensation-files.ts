import { findUsStateByCode, incomeBucketOf, normalizeTitle, titleKey, type CensusRegion, type IncomeBucketCode } from '@x4i/shared/domain';
import type { CsvRecord } from '../../data/read-csv.js';

/**
 * The shipped compensation files (data/SOURCES.md section 6) as table rows: pure functions from CSV records, so
 * the import and its tests read them the same way.
 */

export const COMPENSATION_DIR = 'compensation';

export const COMPENSATION_FILES = {
  ceo: `${COMPENSATION_DIR}/ceo_compensation_990_2010_2019.csv.gz`,
  partVii: `${COMPENSATION_DIR}/form990_part7_compensation_sample.csv.gz`,
  scheduleJ: `${COMPENSATION_DIR}/form990_schedJ_compensation_sample.csv.gz`,
  taxonomy: `${COMPENSATION_DIR}/title_taxonomy.csv`,
  variants: `${COMPENSATION_DIR}/title_variants_to_standard.csv`,
} as const;

export const CEO_COLUMNS = ['EIN', 'FormYr', 'FormType', 'Name', 'State', 'NTEE', 'NTEE.CC', 'TotalExpense', 'TotalEmployee', 'GrossReceipts', 'TotalAssests', 'CEOCompensation', 'Gender', 'LocationType'];
const P7 = 'F9_07_COMP_DTK_';
export const PART_VII_COLUMNS = ['EIN', 'TAXYR', 'FORMTYPE', `${P7}TITLE`, `${P7}COMP_ORG`, `${P7}COMP_RLTD`, `${P7}COMP_OTH`];
const SJ = 'SJ_02_COMP_DTK_';
export const SCHEDULE_J_COLUMNS = ['EIN', 'TAXYR', 'FORMTYPE', `${SJ}TITLE`, `${SJ}BASE_ORG`, `${SJ}BASE_RLTD`, `${SJ}TOT_ORG`, `${SJ}TOT_RLTD`];
export const TAXONOMY_FLAGS = ['emp', 'ceo', 'c.level', 'dir.vp', 'mgr', 'spec', 'board', 'pres', 'vp', 'sec', 'treas', 'com'] as const;
export const TAXONOMY_COLUMNS = ['title.standard', 'domain.category', 'domainl.label', 'soc.label', 'major.group', 'minor.group', 'broad.group', 'detailed.occupation', ...TAXONOMY_FLAGS];
export const VARIANT_COLUMNS = ['title.variant', 'title.standard'];

/** A published amount; null for 'NA', blank or anything that is not a number. */
export function amount(text: string | undefined): number | null {
  const trimmed = (text ?? '').trim();
  if (trimmed === '' || trimmed.toUpperCase() === 'NA') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

/** The sum of the amounts, a missing one counting as 0 (the e-file tables leave an empty column out). */
const sum = (...values: (number | null)[]) => values.reduce<number>((total, value) => total + (value ?? 0), 0);

const clean = (text: string | undefined) => {
  const trimmed = (text ?? '').trim();
  return trimmed === '' || trimmed.toUpperCase() === 'NA' ? null : trimmed;
};

/** An EIN as nine digits (a spreadsheet drops the leading zeros). */
export const ein9 = (text: string | undefined) => (text ?? '').trim().padStart(9, '0');

/** The organisation fields the filters use. */
export interface OrganizationProfile {
  state: string | null;
  region: CensusRegion | null;
  issueArea: string | null;
  incomeBucket: IncomeBucketCode;
}

export function profileOf(state: string | null, ntee: string | null, income: number | null): OrganizationProfile {
  const code = state?.trim().toUpperCase() || null;
  const letter = ntee?.trim().toUpperCase().charAt(0) ?? '';
  return {
    state: code,
    region: code ? (findUsStateByCode(code)?.region ?? null) : null,
    issueArea: /^[A-Z]$/.test(letter) ? letter : null,
    incomeBucket: incomeBucketOf(income),
  };
}

export interface CeoRow extends OrganizationProfile {
  id: number;
  ein: string;
  formYear: number;
  formType: string;
  name: string;
  nteeCode: string | null;
  grossReceipts: number | null;
  employees: number | null;
  expenses: number | null;
  assets: number | null;
  pay: number;
  gender: 'F' | 'M' | 'U';
  locationType: string | null;
}

/** The CEO file: every record with a pay above 0; the income bucket from GrossReceipts. */
export function ceoRows(records: readonly CsvRecord[]): CeoRow[] {
  return records.flatMap((record, index) => {
    const pay = amount(record.CEOCompensation);
    if (pay === null || pay <= 0) return [];
    const grossReceipts = amount(record.GrossReceipts);
    const gender = record.Gender === 'F' || record.Gender === 'M' ? record.Gender : 'U';
    return [
      {
        id: index + 1,
        ein: ein9(record.EIN),
        formYear: Number.parseInt(record.FormYr!, 10),
        formType: (record.FormType ?? '').trim(),
        name: (record.Name ?? '').trim(),
        ...profileOf(clean(record.State), clean(record.NTEE), grossReceipts),
        nteeCode: clean(record['NTEE.CC'])?.toUpperCase() ?? null,
        grossReceipts,
        employees: amount(record.TotalEmployee),
        expenses: amount(record.TotalExpense),
        assets: amount(record.TotalAssests),
        pay,
        gender,
        locationType: clean(record.LocationType),
      },
    ];
  });
}

export interface TitleRow {
  standardTitle: string;
  domainCategory: string | null;
  domainLabel: string | null;
  socLabel: string | null;
  socMajorGroup: string | null;
  socMinorGroup: string | null;
  socBroadGroup: string | null;
  socDetailedOccupation: string | null;
  flags: string[];
}

export function titleRows(records: readonly CsvRecord[]): TitleRow[] {
  return records.map((record) => ({
    standardTitle: record['title.standard']!.trim(),
    domainCategory: clean(record['domain.category']),
    domainLabel: clean(record['domainl.label']),
    socLabel: clean(record['soc.label']),
    socMajorGroup: clean(record['major.group']),
    socMinorGroup: clean(record['minor.group']),
    socBroadGroup: clean(record['broad.group']),
    socDetailedOccupation: clean(record['detailed.occupation']),
    flags: TAXONOMY_FLAGS.filter((flag) => record[flag]?.trim().toUpperCase() === 'X'),
  }));
}

export interface VariantRow {
  variant: string;
  key: string;
  standardTitle: string;
  /** Whether titles of this key are filed under this standard title (one per key). */
  used: boolean;
}

/** A board or committee title of the taxonomy: what a spelling names when it sits on the board, not on the payroll. */
export const isBoardTitle = (title: TitleRow | undefined) => Boolean(title && (title.domainCategory === 'board' || title.flags.includes('board') || title.flags.includes('com')));

/**
 * The variants keyed by titleKey. The NODC classifier files a few spellings under two standard titles and
 * chooses by context ('ASSISTANT DIRECTOR': an employee, or a board member); these rows are paid officers, so a
 * title that is not a board or committee title is preferred, then the first in the file.
 */
export function variantRows(records: readonly CsvRecord[], titles: readonly TitleRow[]): VariantRow[] {
  const taxonomy = new Map(titles.map((title) => [title.standardTitle, title]));
  const rows: VariantRow[] = [];
  const seen = new Set<string>();
  for (const record of records) {
    const variant = record['title.variant']!.trim();
    const standardTitle = record['title.standard']!.trim();
    const key = titleKey(variant);
    if (!key || seen.has(`${key}\n${standardTitle}`)) continue;
    seen.add(`${key}\n${standardTitle}`);
    rows.push({ variant, key, standardTitle, used: false });
  }
  const byKey = new Map<string, VariantRow[]>();
  for (const row of rows) byKey.set(row.key, [...(byKey.get(row.key) ?? []), row]);
  for (const candidates of byKey.values()) {
    (candidates.find((row) => !isBoardTitle(taxonomy.get(row.standardTitle))) ?? candidates[0]!).used = true;
  }
  return rows;
}

/** key → standard title, as normalizeTitle reads the variants. */
export const variantMapOf = (rows: readonly VariantRow[]) => new Map(rows.filter((row) => row.used).map((row) => [row.key, row.standardTitle]));

export interface OfficerRow {
  source: 'PART_VII' | 'SCHEDULE_J';
  ein: string;
  taxYear: number;
  formType: string | null;
  titleAsFiled: string;
  standardTitle: string | null;
  pay: number;
  basePay: number | null;
}

/** An officer row of a sample file: its title read through the title variants, its pay, and base pay if filed. */
function officerRow(source: OfficerRow['source'], record: CsvRecord, title: string, variants: ReadonlyMap<string, string>, pay: number, basePay: number | null): OfficerRow {
  return {
    source,
    ein: ein9(record.EIN),
    taxYear: Number.parseInt(record.TAXYR!, 10),
    formType: clean(record.FORMTYPE),
    titleAsFiled: title,
    standardTitle: title ? normalizeTitle(title, variants) : null,
    pay,
    basePay,
  };
}

/** Part VII rows with pay: total = COMP_ORG + COMP_RLTD + COMP_OTH above 0 (most rows are unpaid board members). */
export function partViiRows(records: readonly CsvRecord[], variants: ReadonlyMap<string, string>): OfficerRow[] {
  return records.flatMap((record) => {
    const pay = sum(amount(record[`${P7}COMP_ORG`]), amount(record[`${P7}COMP_RLTD`]), amount(record[`${P7}COMP_OTH`]));
    return pay > 0 ? [officerRow('PART_VII', record, clean(record[`${P7}TITLE`]) ?? '', variants, pay, null)] : [];
  });
}

/** Schedule J rows with a total above 0: base = BASE_ORG + BASE_RLTD, total = TOT_ORG + TOT_RLTD. */
export function scheduleJRows(records: readonly CsvRecord[], variants: ReadonlyMap<string, string>): OfficerRow[] {
  return records.flatMap((record) => {
    const pay = sum(amount(record[`${SJ}TOT_ORG`]), amount(record[`${SJ}TOT_RLTD`]));
    const basePay = sum(amount(record[`${SJ}BASE_ORG`]), amount(record[`${SJ}BASE_RLTD`]));
    return pay > 0 ? [officerRow('SCHEDULE_J', record, clean(record[`${SJ}TITLE`]) ?? '', variants, pay, basePay)] : [];
  });
}
