import {
  findUsStateByCode,
  inDollarsOf,
  incomeBucketOf,
  keepCeoRecords,
  normalizeTitle,
  titleByFiling,
  titleKey,
  type CensusRegion,
  type IncomeBucketCode,
  type TitleRule,
} from '@x4i/shared/domain';
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
const P7_POSITIONS = [`${P7}POS_OFF_X`, `${P7}POS_INDIV_TRUST_X`, `${P7}POS_INST_TRUST_X`, `${P7}POS_KEY_EMPL_X`, `${P7}POS_HIGH_COMP_X`];
export const PART_VII_COLUMNS = ['EIN', 'TAXYR', 'FORMTYPE', `${P7}TITLE`, `${P7}COMP_ORG`, `${P7}COMP_RLTD`, `${P7}COMP_OTH`, `${P7}AVE_HOUR_WEEK`, ...P7_POSITIONS];
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
  /** In REPORT_DOLLAR_YEAR dollars. */
  pay: number;
  /** As the file published it: about 2022 dollars. */
  payAsFiled: number;
  gender: 'F' | 'M' | 'U';
  locationType: string | null;
}

/**
 * The compilers adjusted the CEO file's pay to about 2022 dollars (to 2020 dollars, then by a 2020→2022 factor);
 * the report carries it from there with CPI-U, as it does the officers' pay from their tax year.
 */
export const CEO_FILE_DOLLAR_YEAR = 2022;

export interface CeoFile {
  rows: CeoRow[];
  /** Records of a pay under MIN_PLAUSIBLE_CEO_PAY, left out. */
  implausible: number;
  /** Organisation-years with two CEO records, and the lower-paid records they dropped. */
  changeovers: number;
  partYear: number;
}

/**
 * The CEO file: the records with a pay, less the implausible ones, one CEO per organisation and year (keepCeoRecords);
 * the income bucket from the filing's GrossReceipts; pay carried to the report's dollar year.
 */
export function ceoRows(records: readonly CsvRecord[]): CeoFile {
  const all = records.flatMap((record, index) => {
    const payAsFiled = amount(record.CEOCompensation);
    if (payAsFiled === null || payAsFiled <= 0) return [];
    const grossReceipts = amount(record.GrossReceipts);
    const gender: CeoRow['gender'] = record.Gender === 'F' || record.Gender === 'M' ? record.Gender : 'U';
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
        pay: payAsFiled,
        payAsFiled,
        gender,
        locationType: clean(record.LocationType),
      },
    ];
  });
  const { kept, implausible, changeovers, partYear } = keepCeoRecords(all);
  return { rows: kept.map((row) => ({ ...row, pay: inDollarsOf(row.payAsFiled, CEO_FILE_DOLLAR_YEAR) })), implausible, changeovers, partYear };
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
  /** The title rule that overrode the variants' reading. */
  titleRule: TitleRule | null;
  /** In REPORT_DOLLAR_YEAR dollars. */
  pay: number;
  basePay: number | null;
  /** As filed, in dollars of the tax year. */
  payAsFiled: number;
  basePayAsFiled: number | null;
}

const ticked = (value: string | undefined) => (value ?? '').trim().toUpperCase() === 'X';

/** An officer row of a sample file: its title read through the title variants, its pay as filed and in the report's dollars. */
function officerRow(source: OfficerRow['source'], record: CsvRecord, title: string, variants: ReadonlyMap<string, string>, pay: number, basePay: number | null): OfficerRow {
  const taxYear = Number.parseInt(record.TAXYR!, 10);
  const fromVariants = title ? normalizeTitle(title, variants) : null;
  // Only Part VII ticks the person's position; Schedule J's rows tick nothing, so only the rules of the title alone apply.
  const position =
    source === 'PART_VII'
      ? {
          officer: ticked(record[`${P7}POS_OFF_X`]),
          trustee: ticked(record[`${P7}POS_INDIV_TRUST_X`]) || ticked(record[`${P7}POS_INST_TRUST_X`]),
          keyEmployee: ticked(record[`${P7}POS_KEY_EMPL_X`]),
          highestCompensated: ticked(record[`${P7}POS_HIGH_COMP_X`]),
          hoursPerWeek: amount(record[`${P7}AVE_HOUR_WEEK`]),
        }
      : { officer: false, trustee: false, keyEmployee: false, highestCompensated: false, hoursPerWeek: null };
  const filed = titleByFiling(title, fromVariants, position);
  return {
    source,
    ein: ein9(record.EIN),
    taxYear,
    formType: clean(record.FORMTYPE),
    titleAsFiled: title,
    standardTitle: filed.standardTitle,
    titleRule: filed.rule,
    pay: inDollarsOf(pay, taxYear),
    basePay: basePay === null ? null : inDollarsOf(basePay, taxYear),
    payAsFiled: pay,
    basePayAsFiled: basePay,
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
