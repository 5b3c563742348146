import type { PayTable } from '@x4i/shared/contracts';
import { CEO_STANDARD_TITLE } from '../catalogue.js';
import {
  appliedFilters,
  BUCKET_VALUES,
  ISSUE_AREA_VALUES,
  isCeoTitle,
  organizationsInWords,
  payRow,
  payTable,
  REGION_VALUES,
  rowsOf,
  SCHEDULE_J_MEASURE,
  sourceOfTitle,
  titleFilter,
  titleInWords,
} from '../filters.js';
import { baseAndTotal, EMPTY_STATS, payStatsBySets } from '../pay-queries.js';
import { REPORT_DOLLAR_YEAR } from '@x4i/shared/domain';
import { officerNotes } from './method-notes.js';
import { count, dollars, methodNotes, percentOf, sourceOf, statFigures, tabData, type TabBuilder } from './tab-kit.js';

/** A title's pay under the filters: overall, by income bucket, region and issue area, and base against total. */
export const benchmarkingTab: TabBuilder = async ({ db, catalogue, query }) => {
  const title = query.title ?? CEO_STANDARD_TITLE;
  const source = sourceOfTitle(title);
  const dataSource = sourceOf(catalogue, source);
  const filter = titleFilter(query, title);
  const by = await payStatsBySets(db, source, filter, [[], ['income_bucket'], ['region'], ['issue_area']]);
  const overall = by.get('')!.get('') ?? EMPTY_STATS;
  // Schedule J names the title as Part VII does: its rows of the same standard title, the CEO's included.
  const baseTotal = await baseAndTotal(db, { ...filter, standardTitle: title });

  const who = titleInWords(title);
  const where = organizationsInWords(query);
  const table = (id: string, heading: string, rowHeading: string, rows: PayTable['rows']) =>
    payTable({ id, title: `${who}: pay by ${heading}`, description: `Pay of ${who} at ${where}, by ${heading}.`, rowHeading, rows }, source, dataSource);
  const tables: PayTable[] = [
    table('by-income-bucket', 'income bucket', 'Income bucket', rowsOf(BUCKET_VALUES, by.get('income_bucket')!)),
    table('by-region', 'region', 'Region', rowsOf(REGION_VALUES, by.get('region')!)),
    table('by-issue-area', 'issue area', 'Issue area', rowsOf(ISSUE_AREA_VALUES, by.get('issue_area')!)),
    payTable(
      {
        id: 'base-vs-total',
        title: `${who}: base and total compensation`,
        description: `Base pay and total compensation of the same ${count(baseTotal.total.filings)} officers filed as ${who} on Schedule J, at ${where}.`,
        rowHeading: 'Compensation',
        measure: SCHEDULE_J_MEASURE,
        rows: [payRow('BASE', 'Base compensation', baseTotal.base), payRow('TOTAL', 'Total compensation', baseTotal.total)],
      },
      'scheduleJ',
      catalogue.scheduleJ.source,
    ),
  ];

  const summary =
    overall.median === null
      ? `Fewer than 5 filings of ${who} at ${where}: ${count(overall.filings)} in all, too few to show pay.`
      : `Pay of ${who} at ${where}, in ${REPORT_DOLLAR_YEAR} dollars: a median of ${dollars(overall.median)} over ${count(overall.filings)} filings; the middle half earn between ${dollars(overall.p25!)} and ${dollars(overall.p75!)}.`;
  return tabData('benchmarking', {
    filters: appliedFilters(query, title),
    summary,
    figures: [
      ...statFigures(overall),
      { label: 'Base as a share of total (Schedule J, officers above about $150,000)', value: baseTotal.baseShare === null ? null : percentOf(baseTotal.baseShare), format: 'percent', filings: baseTotal.total.filings },
    ],
    tables,
    notes: [
      ...(isCeoTitle(title)
        ? methodNotes(catalogue)
        : officerNotes(catalogue, who)),
      `Base against total is its own table because it is another sample: Schedule J (tax year 2018, in ${REPORT_DOLLAR_YEAR} dollars) lists only officers above its reporting threshold (about $150,000), so it describes the better paid and cannot be set beside the other tables; the share is the median of each officer’s base pay over total compensation.`,
      'Schedule J officers take their organization’s income bucket, region and issue area from the CEO file or the imported IRS records; without one they count only while that filter is empty.',
    ],
    sources: [dataSource, catalogue.scheduleJ.source, catalogue.titles.source],
  });
};
