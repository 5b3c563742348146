import type { PayRow, PayStats } from '@x4i/shared/contracts';
import { MIN_RANKED_GROUP, reportTitleOf, usStateName } from '@x4i/shared/domain';
import { CEO_STANDARD_TITLE } from '../catalogue.js';
import { appliedFilters, issueAreaLabel, organizationFilter, organizationsInWords, payRow, payTable } from '../filters.js';
import { EMPTY_STATS, payStatsBy } from '../pay-queries.js';
import { officerIncomeNote, titleRuleNotes } from './method-notes.js';
import { count, methodNotes, tabData, type TabBuilder } from './tab-kit.js';

export const TOP_COUNT = 10;

/** The groups of MIN_RANKED_GROUP records or more, highest median first, ten of them. */
export function topRows(stats: ReadonlyMap<string, PayStats>, label: (key: string) => string): PayRow[] {
  return [...stats]
    .filter(([, found]) => found.median !== null && found.filings >= MIN_RANKED_GROUP)
    .sort((a, b) => b[1].median! - a[1].median! || a[0].localeCompare(b[0]))
    .slice(0, TOP_COUNT)
    .map(([key, found]) => payRow(key, label(key), found));
}

/** How many groups had a median but too few records to be ranked. */
const unranked = (stats: ReadonlyMap<string, PayStats>) => [...stats.values()].filter((found) => found.median !== null && found.filings < MIN_RANKED_GROUP).length;

/**
 * The ten best-paid titles (Part VII officers), issue areas and states (CEOs), under the organisation filters.
 * The chief executive's title is left out of the titles: its figure is the CEO file's everywhere else, and the
 * Part VII sample's chief executives would give the same name a second, different number.
 */
export const top10Tab: TabBuilder = async ({ db, catalogue, query }) => {
  const filter = organizationFilter(query);
  const where = organizationsInWords(query);
  const [titles, ceo] = await Promise.all([payStatsBy(db, 'partVii', filter, ['standard_title']), payStatsBy(db, 'ceo', filter, ['issue_area', 'state'])]);
  const officerTitles = new Map([...titles.standard_title].filter(([title]) => title !== CEO_STANDARD_TITLE));
  const sampleCeo = titles.standard_title.get(CEO_STANDARD_TITLE) ?? EMPTY_STATS;
  const titleRows = topRows(officerTitles, reportTitleOf);
  const ceoWho = reportTitleOf(CEO_STANDARD_TITLE);
  const minimum = `${count(MIN_RANKED_GROUP)} records or more`;
  return tabData('top-10', {
    filters: appliedFilters(query, null),
    summary: `The highest median pay at ${where}, in the report's dollars: by job title among paid officers of the Part VII sample, and by issue area and state among CEOs. Only groups of ${minimum} are ranked, and each shows its count.`,
    figures: [],
    tables: [
      payTable(
        {
          id: 'top-titles',
          title: 'Top 10 job titles by median pay',
          description: `Paid officers of the Part VII sample at ${where}, by standard title other than ${ceoWho}; ${titleRows.length} ${titleRows.length === 1 ? 'title has' : 'titles have'} ${minimum}, ${unranked(officerTitles)} more ${unranked(officerTitles) === 1 ? 'has' : 'have'} fewer and ${unranked(officerTitles) === 1 ? 'is' : 'are'} not ranked.`,
          rowHeading: 'Job title',
          rows: titleRows,
        },
        'partVii',
        catalogue.partVii.source,
      ),
      payTable(
        { id: 'top-issue-areas', title: 'Top 10 issue areas by median CEO pay', description: `CEOs at ${where}, by the organization's NTEE major group; issue areas of ${minimum}.`, rowHeading: 'Issue area', rows: topRows(ceo.issue_area, issueAreaLabel) },
        'ceo',
        catalogue.ceo.source,
      ),
      payTable(
        { id: 'top-states', title: 'Top 10 states by median CEO pay', description: `CEOs at ${where}, by the organization's state; states of ${minimum}.`, rowHeading: 'State', rows: topRows(ceo.state, usStateName) },
        'ceo',
        catalogue.ceo.source,
      ),
    ],
    notes: [
      `Ranking: a median of a few records moves with each person, so only groups of ${minimum} are ranked; smaller groups are left out of these tables. A group of fewer than 5 records is never shown anywhere in the report.`,
      `${ceoWho} is not among the job titles: its pay everywhere else in the report comes from the CEO file (${count(catalogue.ceo.records)} organizations). The Part VII sample holds ${count(sampleCeo.filings)} chief executives of other organizations and years, a different sample whose figure would give the same title a second number, so it is not ranked beside the other titles.`,
      `Job titles come from a random sample of about 1,000 e-filed returns (Form 990 Part VII, ${catalogue.partVii.source.years}), carried from each return's tax year to the report's dollars with CPI-U; issue areas and states come from the CEO file, a different sample, so each is its own table.`,
      officerIncomeNote(catalogue),
      ...titleRuleNotes(catalogue),
      ...methodNotes(catalogue),
    ],
    sources: [catalogue.partVii.source, catalogue.ceo.source, catalogue.titles.source],
  });
};
