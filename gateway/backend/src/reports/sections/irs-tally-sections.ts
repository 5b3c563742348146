import type { MoneyFlowResponse, ReportBarsSection, ReportSource, ReportStateMapSection } from '@x4i/shared/contracts';
import { INCOME_BUCKETS, NTEE_MAJOR_GROUP_CODES, type IncomeBucketCode, type MoneyFlowCell } from '@x4i/shared/domain';

/**
 * The IRS sections that the goal reports, the research pages and the landscapes all show (organisations by state,
 * by income bucket, by NTEE major group), built once from one aggregate: organisations tallied by a key. Each page
 * turns its own data into tallies and words its sections; the builders compute, and never word.
 */

/** Organisations under one key: how many, and the income they report to the IRS. */
export interface IrsTally {
  count: number;
  income: number;
}

/** The organisations tallied by state, by income bucket and by NTEE major group ('' for no NTEE code). */
export interface IrsTallies {
  /** In the order the state map lists them. */
  byState: ReadonlyMap<string, IrsTally>;
  byBucket: ReadonlyMap<IncomeBucketCode, IrsTally>;
  byMajorGroup: ReadonlyMap<string, IrsTally>;
}

/** The major group key of the organisations without an NTEE code. */
export const NO_MAJOR_GROUP = '';

/** Adds organisations to the tally of a key (a new key starts with them). */
export const addToTally = <K>(tallies: Map<K, IrsTally>, key: K, count: number, income: number) => {
  const tally = tallies.get(key);
  if (tally) {
    tally.count += count;
    tally.income += income;
  } else tallies.set(key, { count, income });
};

/** The money flow's cells (state × income bucket × major group × grantmaker) summed by each key; states by code. */
export function talliesOfCells(cells: readonly MoneyFlowCell[]): IrsTallies {
  const byState = new Map<string, IrsTally>();
  const byBucket = new Map<IncomeBucketCode, IrsTally>();
  const byMajorGroup = new Map<string, IrsTally>();
  for (const cell of cells) {
    addToTally(byState, cell.state, cell.orgCount, cell.income);
    addToTally(byBucket, cell.bucket, cell.orgCount, cell.income);
    addToTally(byMajorGroup, cell.nteeMajorGroup ?? NO_MAJOR_GROUP, cell.orgCount, cell.income);
  }
  return { byState: new Map([...byState].sort(([a], [b]) => a.localeCompare(b))), byBucket, byMajorGroup };
}

/** A money-flow answer's maps and buckets; it does not split by major group. States in the answer's order. */
export function talliesOfMoneyFlow(flow: MoneyFlowResponse): IrsTallies {
  return {
    byState: new Map(Object.entries(flow.orgCounts).map(([state, count]) => [state, { count, income: flow.stateIncome[state] ?? 0 }])),
    byBucket: new Map(flow.allIncomeBuckets.map((bucket) => [bucket.code, { count: bucket.orgCount, income: bucket.income }])),
    byMajorGroup: new Map(),
  };
}

/** Which figure of the tallies a section shows: how many organisations, or their income. */
export type IrsMeasure = keyof IrsTally;

const MEASURES = {
  count: { unit: 'organizations', format: 'count' },
  income: { unit: 'US dollars of income', format: 'currency' },
} as const;

/** What the caller says of a section: its id, title and description (and the bars' category label). */
export interface IrsWording {
  id: string;
  title: string;
  description: string;
}

export interface IrsBarsWording extends IrsWording {
  categoryLabel: string;
}

/** What every tally section opens with, in this order: its words, source, and the unit and format of the measure. */
const opening = (wording: IrsWording, source: ReportSource, measure: IrsMeasure) => ({
  id: wording.id,
  title: wording.title,
  description: wording.description,
  source,
  ...MEASURES[measure],
  decimals: 0,
});

/** A state map of the tallied states (in the tallies' order); a state without a tally has no value. */
export function irsStateMapSection(byState: IrsTallies['byState'], measure: IrsMeasure, wording: IrsWording, source: ReportSource): ReportStateMapSection {
  return {
    kind: 'state-map',
    ...opening(wording, source, measure),
    values: [...byState].map(([state, tally]) => ({ state, value: tally[measure] })),
    national: null,
  };
}

const barsSection = (wording: IrsBarsWording, source: ReportSource, measure: IrsMeasure, bars: ReportBarsSection['bars']): ReportBarsSection => ({
  kind: 'bars',
  ...opening(wording, source, measure),
  categoryLabel: wording.categoryLabel,
  bars,
});

/** Bars of the four income buckets (SPEC 3 'Income buckets'), largest bucket first; a bucket without a tally is 0. */
export function irsIncomeBucketBars(byBucket: IrsTallies['byBucket'], measure: IrsMeasure, wording: IrsBarsWording, source: ReportSource): ReportBarsSection {
  return barsSection(
    wording,
    source,
    measure,
    INCOME_BUCKETS.map((bucket) => ({ label: bucket.label, value: byBucket.get(bucket.code)?.[measure] ?? 0 })),
  );
}

export interface MajorGroupBarsOptions {
  /** The group's title: 'B' → 'Education'. */
  groupTitle: (code: string) => string;
  /**
   * 'by-code': every major group A to Z (0 for one without organisations), then those without a code when there
   * are any. 'largest-first': the tallied groups only, by the measure, then by the number of organisations.
   */
  order: 'by-code' | 'largest-first';
}

/** Bars by NTEE major group, labelled 'B: Education'; the organisations without a code are 'No NTEE code'. */
export function irsMajorGroupBars(
  byMajorGroup: IrsTallies['byMajorGroup'],
  measure: IrsMeasure,
  wording: IrsBarsWording,
  source: ReportSource,
  { groupTitle, order }: MajorGroupBarsOptions,
): ReportBarsSection {
  const label = (group: string) => (group === NO_MAJOR_GROUP ? 'No NTEE code' : `${group}: ${groupTitle(group)}`);
  const valueOf = (group: string) => byMajorGroup.get(group)?.[measure] ?? 0;
  const groups =
    order === 'by-code'
      ? [...NTEE_MAJOR_GROUP_CODES, ...(valueOf(NO_MAJOR_GROUP) > 0 ? [NO_MAJOR_GROUP] : [])]
      : [...byMajorGroup].sort(([, a], [, b]) => b[measure] - a[measure] || b.count - a.count).map(([group]) => group);
  return barsSection(wording, source, measure, groups.map((group) => ({ label: label(group), value: valueOf(group) })));
}
