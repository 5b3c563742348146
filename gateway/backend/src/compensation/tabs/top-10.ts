import type { PayRow, PayStats } from '@x4i/shared/contracts';
import { reportTitleOf, usStateName } from '@x4i/shared/domain';
import { appliedFilters, issueAreaLabel, organizationFilter, organizationsInWords, payRow, payTable } from '../filters.js';
import { payStatsBy } from '../pay-queries.js';
import { methodNotes, tabData, type TabBuilder } from './tab-kit.js';

export const TOP_COUNT = 10;

/** The groups with a median (5 filings or more), highest median first, ten of them. */
export function topRows(stats: ReadonlyMap<string, PayStats>, label: (key: string) => string): PayRow[] {
  return [...stats]
    .filter(([, found]) => found.median !== null)
    .sort((a, b) => b[1].median! - a[1].median! || a[0].localeCompare(b[0]))
    .slice(0, TOP_COUNT)
    .map(([key, found]) => payRow(key, label(key), found));
}

/** The ten best-paid titles (officers), issue areas and states (CEOs), under the organisation filters. */
export const top10Tab: TabBuilder = async ({ db, catalogue, query }) => {
  const filter = organizationFilter(query);
  const where = organizationsInWords(query);
  const [titles, ceo] = await Promise.all([payStatsBy(db, 'partVii', filter, ['standard_title']), payStatsBy(db, 'ceo', filter, ['issue_area', 'state'])]);
  const titleRows = topRows(titles.standard_title, reportTitleOf);
  return tabData('top-10', {
    filters: appliedFilters(query, null),
    summary: `The highest median pay at ${where}: by job title among paid officers, and by issue area and state among CEOs. Only groups of 5 filings or more are ranked.`,
    figures: [],
    tables: [
      payTable(
        { id: 'top-titles', title: 'Top 10 job titles by median pay', description: `Paid officers of the Part VII sample at ${where}, by standard title; ${titleRows.length} titles have 5 filings or more.`, rowHeading: 'Job title', rows: titleRows },
        'partVii',
        catalogue.partVii.source,
      ),
      payTable(
        { id: 'top-issue-areas', title: 'Top 10 issue areas by median CEO pay', description: `CEOs at ${where}, by the organization's NTEE major group.`, rowHeading: 'Issue area', rows: topRows(ceo.issue_area, issueAreaLabel) },
        'ceo',
        catalogue.ceo.source,
      ),
      payTable(
        { id: 'top-states', title: 'Top 10 states by median CEO pay', description: `CEOs at ${where}, by the organization's state.`, rowHeading: 'State', rows: topRows(ceo.state, usStateName) },
        'ceo',
        catalogue.ceo.source,
      ),
    ],
    notes: [
      `Job titles come from a random sample of about 1,000 e-filed returns (Form 990 Part VII, ${catalogue.partVii.source.years}), in dollars of their tax year, not adjusted for inflation; officers whose organization is not found count only while the filters are empty.`,
      ...methodNotes(catalogue),
    ],
    sources: [catalogue.partVii.source, catalogue.ceo.source, catalogue.titles.source],
  });
};
