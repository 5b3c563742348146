import type { CompensationFilters, PayRow, PayStats, PayTable, CompensationSource } from '@x4i/shared/contracts';
import {
  CENSUS_REGION_LABELS,
  DOLLAR_BASIS_TEXT,
  INCOME_BUCKETS,
  NTEE_MAJOR_GROUP_TITLES,
  incomeBucketLabel,
  reportTitleOf,
  type CensusRegion,
  type IncomeBucketCode,
  type NteeMajorGroupCode,
} from '@x4i/shared/domain';
import { CEO_STANDARD_TITLE } from './catalogue.js';
import type { PayFilter, PaySource } from './pay-queries.js';

/** A request's filters as the route validated them: the title as a standard title, each list in canonical order. */
export interface CompensationQuery {
  /** A standard title ('CEO', 'CFO'); null when none was chosen. */
  title: string | null;
  incomeBuckets: IncomeBucketCode[];
  issueAreas: NteeMajorGroupCode[];
  regions: CensusRegion[];
}

export const NO_FILTERS: CompensationQuery = { title: null, incomeBuckets: [], issueAreas: [], regions: [] };

export const isCeoTitle = (standardTitle: string | null) => standardTitle === null || standardTitle === CEO_STANDARD_TITLE;

/** The CEO's pay is read from the CEO file; any other title's from the paid Part VII officers of that title. */
export const sourceOfTitle = (standardTitle: string | null): PaySource => (isCeoTitle(standardTitle) ? 'ceo' : 'partVii');

/** The organisation filters of the query (no title). */
export const organizationFilter = (query: CompensationQuery): PayFilter => ({ incomeBuckets: query.incomeBuckets, issueAreas: query.issueAreas, regions: query.regions });

/** The filter of a title's rows: the organisation filters, and the title on the officer rows. */
export const titleFilter = (query: CompensationQuery, standardTitle: string | null): PayFilter => ({
  ...organizationFilter(query),
  standardTitle: isCeoTitle(standardTitle) ? null : standardTitle,
});

/** The filters as the answer reports them: the title as the report names it, or null where the tab takes none. */
export function appliedFilters(query: CompensationQuery, title: string | null): CompensationFilters {
  return { title: title === null ? null : reportTitleOf(title), incomeBuckets: query.incomeBuckets, issueAreas: query.issueAreas, regions: query.regions };
}

export const issueAreaLabel = (code: string) => NTEE_MAJOR_GROUP_TITLES[code as NteeMajorGroupCode] ?? code;
export const regionLabel = (code: string) => CENSUS_REGION_LABELS[code as CensusRegion] ?? code;

/** 'Lower Mid Market ($1M to $10M)': a bucket as a sentence says it. */
export const bucketWords = (code: IncomeBucketCode) => {
  const [name, range] = incomeBucketLabel(code).split(': ');
  return `${name} (${range})`;
};

const list = (items: readonly string[]) => (items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`);

/** The organisations a query covers, in words: 'Human Services organizations with Small (Less than $1M) income in the West'. */
export function organizationsInWords(query: Pick<CompensationQuery, 'incomeBuckets' | 'issueAreas' | 'regions'>): string {
  if (!query.incomeBuckets.length && !query.issueAreas.length && !query.regions.length) return 'all organizations';
  const areas = query.issueAreas.length ? `${list(query.issueAreas.map(issueAreaLabel))} organizations` : 'organizations';
  const sizes = query.incomeBuckets.length ? ` with ${list(query.incomeBuckets.map(bucketWords))} income` : '';
  const places = query.regions.length ? ` in the ${list(query.regions.map(regionLabel))}` : '';
  return `${areas}${sizes}${places}`;
}

/** A title in words: the report's name for it. */
export const titleInWords = (standardTitle: string | null) => reportTitleOf(standardTitle ?? CEO_STANDARD_TITLE);

export const payRow = (key: string, label: string, stats: PayStats): PayRow => ({ key, label, ...stats });

/** Rows for the values that have filings, in the given order. */
export function rowsOf(values: readonly { key: string; label: string }[], stats: ReadonlyMap<string, PayStats>): PayRow[] {
  return values.flatMap(({ key, label }) => {
    const found = stats.get(key);
    return found && found.filings > 0 ? [payRow(key, label, found)] : [];
  });
}

export const BUCKET_VALUES = INCOME_BUCKETS.map((bucket) => ({ key: bucket.code, label: bucket.label }));
export const REGION_VALUES = Object.entries(CENSUS_REGION_LABELS).map(([key, label]) => ({ key, label }));
export const ISSUE_AREA_VALUES = Object.entries(NTEE_MAJOR_GROUP_TITLES).map(([key, label]) => ({ key, label }));

export const CEO_MEASURE = `Total compensation of the CEO (Form 990 Part VII, columns D to F), a year, ${DOLLAR_BASIS_TEXT} (published in about 2022 dollars)`;
export const PART_VII_MEASURE = `Total compensation (Form 990 Part VII, columns D to F: from the organization, from related organizations and other), a year, ${DOLLAR_BASIS_TEXT} from each return's tax year`;
export const SCHEDULE_J_MEASURE = `Compensation on Schedule J, Part II (from the organization and related organizations), a year, ${DOLLAR_BASIS_TEXT} from 2018`;

export const measureOf = (source: PaySource) => (source === 'ceo' ? CEO_MEASURE : source === 'partVii' ? PART_VII_MEASURE : SCHEDULE_J_MEASURE);

/** A pay table over one source; the measure says what its figures are. */
export function payTable(fields: Omit<PayTable, 'measure' | 'source'> & { measure?: string }, source: PaySource, dataSource: CompensationSource): PayTable {
  return { ...fields, measure: fields.measure ?? measureOf(source), source: dataSource };
}
