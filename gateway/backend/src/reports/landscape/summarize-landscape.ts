import { GRANTMAKER_FOUNDATION_CODES } from '@x4i/shared/contracts';
import { incomeBucketOf, nteeMatches, type IncomeBucketCode } from '@x4i/shared/domain';
import { addToTally, type IrsTallies, type IrsTally } from '../sections/irs-tally-sections.js';
import { NO_CODE, STATE_CODES, type OrganizationColumns } from './organization-columns.js';

/** Which organisations a landscape counts. */
export interface LandscapeSelection {
  state: string | null;
  /** A five-digit county FIPS code (within state), read through the organisations' ZIP codes. */
  county: string | null;
  /** A city as the IRS records spell it ('BOSTON'), within state. */
  city: string | null;
  /** NTEE code prefixes; null for every organisation. */
  nteePrefixes: readonly string[] | null;
}

/** The county of a five-digit ZIP code (as a number), or null. */
export type CountyOfZip = (zip: number) => string | null;

/** How specific an organisation's NTEE code is (the 'refining classification' landscape). */
export const CLASSIFICATION_KINDS = ['none', 'unknown', 'mutual', 'catchAll', 'common', 'specific'] as const;
export type ClassificationKind = (typeof CLASSIFICATION_KINDS)[number];

/** Its tallies by state, income bucket and major group are those the shared IRS sections are built from. */
export interface LandscapeSummary extends IrsTallies {
  count: number;
  income: number;
  assets: number;
  grantmakers: number;
  /** Of the organisations that report some income. */
  medianIncome: number | null;
  byState: Map<string, IrsTally>;
  byMajorGroup: Map<string, IrsTally>;
  byCode: Map<string, number>;
  byBucket: Map<IncomeBucketCode, IrsTally>;
  /** 'STATE|CITY' → organisations. */
  byCity: Map<string, number>;
  /** County FIPS → organisations, within the selected state; empty for the nation or without a ZIP-to-county lookup. */
  byCounty: Map<string, number>;
  bySubsection: Map<number, number>;
  byFoundation: Map<number, number>;
  /** The decade of the IRS ruling (1990 for the 1990s); 0 for no ruling date. */
  byDecade: Map<number, number>;
  byClassification: Map<ClassificationKind, number>;
  /** Per state: organisations with no NTEE code, and all. */
  unclassifiedByState: Map<string, { none: number; total: number }>;
  /** Row indices of the largest organisations by income, largest first. */
  largest: number[];
}

export const LARGEST_COUNT = 10;

/**
 * The kind of an NTEE code: none; Z99 (unknown); the Y group (mutual and membership benefit, which says what the
 * organisation is, not what it works on); a catch-all 'N.E.C.' code ending in 99; a common code 01–19 (alliances,
 * support, fundraising: the organisation's role, not its field); or a specific code.
 */
export function classificationOf(code: string): ClassificationKind {
  if (code === '') return 'none';
  if (code.startsWith('Z')) return 'unknown';
  if (code.startsWith('Y')) return 'mutual';
  const digits = code.slice(1, 3);
  if (digits === '99') return 'catchAll';
  const number = Number(digits);
  if (/^\d\d$/.test(digits) && number >= 1 && number <= 19) return 'common';
  return 'specific';
}

const count = <K>(map: Map<K, number>, key: K) => map.set(key, (map.get(key) ?? 0) + 1);

const grantmakerCodes = new Set<number>(GRANTMAKER_FOUNDATION_CODES.map(Number));

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  values.sort((a, b) => a - b);
  const middle = values.length >> 1;
  return values.length % 2 ? values[middle]! : (values[middle - 1]! + values[middle]!) / 2;
}

/** One pass over the columns: every figure a landscape page shows, for the organisations it selects. */
export function summarizeLandscape(columns: OrganizationColumns, selection: LandscapeSelection, countyOfZip: CountyOfZip | null): LandscapeSummary {
  const stateIndex = selection.state ? STATE_CODES.indexOf(selection.state) : -1;
  const cityIndex = selection.city && selection.state ? columns.cities.indexOf(`${selection.state}|${selection.city}`) : -1;
  const codeSelected = columns.nteeCodes.map((code) => selection.nteePrefixes === null || nteeMatches(code, selection.nteePrefixes));
  const kinds = columns.nteeCodes.map(classificationOf);
  const summary: LandscapeSummary = {
    count: 0,
    income: 0,
    assets: 0,
    grantmakers: 0,
    medianIncome: null,
    byState: new Map(),
    byMajorGroup: new Map(),
    byCode: new Map(),
    byBucket: new Map(),
    byCity: new Map(),
    byCounty: new Map(),
    bySubsection: new Map(),
    byFoundation: new Map(),
    byDecade: new Map(),
    byClassification: new Map(),
    unclassifiedByState: new Map(),
    largest: [],
  };
  if ((selection.state && stateIndex < 0) || (selection.city && cityIndex < 0) || (selection.county && !countyOfZip)) return summary;

  const incomes: number[] = [];
  for (let row = 0; row < columns.size; row += 1) {
    if (stateIndex >= 0 && columns.state[row] !== stateIndex) continue;
    if (cityIndex >= 0 && columns.city[row] !== cityIndex) continue;
    const ntee = columns.ntee[row]!;
    if (!codeSelected[ntee]) continue;
    // Counties are read within a state only: the nation's pages map states, not its 3,000 counties.
    const county = countyOfZip && stateIndex >= 0 && columns.zip[row] ? countyOfZip(columns.zip[row]!) : null;
    if (selection.county && county !== selection.county) continue;

    const income = columns.income[row]!;
    const state = STATE_CODES[columns.state[row]!]!;
    const code = columns.nteeCodes[ntee]!;
    summary.count += 1;
    summary.income += income;
    summary.assets += columns.assets[row]!;
    if (income > 0) incomes.push(income);
    if (grantmakerCodes.has(columns.foundation[row]!)) summary.grantmakers += 1;
    addToTally(summary.byState, state, 1, income);
    addToTally(summary.byMajorGroup, code.charAt(0), 1, income);
    if (code) count(summary.byCode, code.slice(0, 3));
    addToTally(summary.byBucket, incomeBucketOf(income), 1, income);
    if (columns.city[row]) count(summary.byCity, columns.cities[columns.city[row]!]!);
    if (county) count(summary.byCounty, county);
    if (columns.subsection[row] !== NO_CODE) count(summary.bySubsection, columns.subsection[row]!);
    if (columns.foundation[row] !== NO_CODE) count(summary.byFoundation, columns.foundation[row]!);
    const year = columns.rulingYear[row]!;
    count(summary.byDecade, year ? year - (year % 10) : 0);
    const kind = kinds[ntee]!;
    count(summary.byClassification, kind);
    const unclassified = summary.unclassifiedByState.get(state) ?? { none: 0, total: 0 };
    unclassified.total += 1;
    if (kind === 'none') unclassified.none += 1;
    summary.unclassifiedByState.set(state, unclassified);
    keepLargest(summary.largest, row, columns.income);
  }
  summary.medianIncome = median(incomes);
  return summary;
}

/** Keeps the LARGEST_COUNT rows of highest income, in order (an insertion into a list of ten). */
/** Keeps the LARGEST_COUNT rows of highest income, largest first, as rows arrive. */
export function keepLargest(largest: number[], row: number, income: Float64Array) {
  const value = income[row]!;
  if (largest.length === LARGEST_COUNT && value <= income[largest[LARGEST_COUNT - 1]!]!) return;
  let at = largest.length;
  while (at > 0 && income[largest[at - 1]!]! < value) at -= 1;
  largest.splice(at, 0, row);
  if (largest.length > LARGEST_COUNT) largest.pop();
}
