import { estimateFromPeers, REPORT_DOLLAR_YEAR, type PeerGroup } from '@x4i/shared/domain';
import { CEO_STANDARD_TITLE } from '../catalogue.js';
import { appliedFilters, isCeoTitle, organizationsInWords, payRow, payTable, sourceOfTitle, titleInWords, type CompensationQuery } from '../filters.js';
import { payStatsOfGroups, type PayFilter } from '../pay-queries.js';
import { officerNotes } from './method-notes.js';
import { count, dollars, methodNotes, sourceOf, tabData, type TabBuilder } from './tab-kit.js';

/** The organisation profile of the calculator: the first value of each filter. */
export function profileOf(query: CompensationQuery): Pick<CompensationQuery, 'incomeBuckets' | 'issueAreas' | 'regions'> {
  return { incomeBuckets: query.incomeBuckets.slice(0, 1), issueAreas: query.issueAreas.slice(0, 1), regions: query.regions.slice(0, 1) };
}

/** The peer groups from the closest to the broadest: the issue area goes first, then the region, then the income bucket. */
export function peerProfiles(profile: ReturnType<typeof profileOf>): ReturnType<typeof profileOf>[] {
  const steps = [
    profile,
    { ...profile, issueAreas: [] },
    { ...profile, issueAreas: [], regions: [] },
    { incomeBuckets: [], issueAreas: [], regions: [] },
  ];
  // A step that drops nothing the profile has is the same group as the one before.
  return steps.filter((step, index) => index === 0 || JSON.stringify(step) !== JSON.stringify(steps[index - 1]));
}

/** The salary calculator: the median of the closest peer group with enough filings, and the groups it looked at. */
export const salaryCalculatorTab: TabBuilder = async ({ db, catalogue, query }) => {
  const title = query.title ?? CEO_STANDARD_TITLE;
  const source = sourceOfTitle(title);
  const dataSource = sourceOf(catalogue, source);
  const who = titleInWords(title);
  const profile = profileOf(query);
  const profiles = peerProfiles(profile);
  const base: PayFilter = isCeoTitle(title) ? {} : { standardTitle: title };
  const stats = await payStatsOfGroups(db, source, base, profiles);
  const groups: PeerGroup[] = profiles.map((peers, index) => ({
    basis: `${who} at ${organizationsInWords(peers)}`,
    filings: stats[index]!.filings,
    p25: stats[index]!.p25,
    median: stats[index]!.median,
    p75: stats[index]!.p75,
  }));
  const estimate = estimateFromPeers(groups);

  const summary = estimate
    ? `Estimated pay of ${who} at ${organizationsInWords(profile)}, in ${REPORT_DOLLAR_YEAR} dollars: ${dollars(estimate.estimate)} (the middle half earns ${dollars(estimate.low)} to ${dollars(estimate.high)}), the median of ${count(estimate.filings)} filings of ${estimate.basis}.`
    : `No group of ${who} matching this profile has 5 filings or more, so there is no estimate.`;
  return tabData('salary-calculator', {
    filters: appliedFilters({ title, ...profile }, title),
    summary,
    figures: estimate
      ? [
          { label: 'Estimated pay (median of peers)', value: estimate.estimate, format: 'currency', filings: estimate.filings },
          { label: 'Low end (25th percentile)', value: estimate.low, format: 'currency', filings: estimate.filings },
          { label: 'High end (75th percentile)', value: estimate.high, format: 'currency', filings: estimate.filings },
        ]
      : [],
    tables: [
      payTable(
        {
          id: 'peer-groups',
          title: `Peer groups of ${who}, closest first`,
          description: 'The estimate is the median of the first group with 5 filings or more; each broader group drops the issue area, then the region, then the income bucket.',
          rowHeading: 'Peer group',
          rows: groups.map((group, index) => payRow(`peers-${index + 1}`, group.basis, stats[index]!)),
        },
        source,
        dataSource,
      ),
    ],
    estimate: estimate ? { ...estimate } : null,
    notes: [
      'The profile is the first income bucket, region and issue area chosen; further choices are not used here.',
      ...(estimate?.broadened ? [`The exact profile has fewer than 5 filings, so the estimate uses a broader group: ${estimate.basis}.`] : []),
      ...(isCeoTitle(title)
        ? methodNotes(catalogue)
        : officerNotes(catalogue, who)),
      'An estimate from public filings, not advice: pay also depends on the role, the place and the person.',
    ],
    sources: [dataSource],
  });
};
