import type { CompensationFigure, PayStats } from '@x4i/shared/contracts';
import { incomeBucketLabel, REPORT_DOLLAR_YEAR, type IncomeBucketCode } from '@x4i/shared/domain';
import { CEO_STANDARD_TITLE } from '../catalogue.js';
import { appliedFilters, BUCKET_VALUES, bucketWords, isCeoTitle, issueAreaLabel, organizationsInWords, sourceOfTitle, titleFilter, titleInWords } from '../filters.js';
import { EMPTY_STATS, payStatsBySets } from '../pay-queries.js';
import { gapSentence, genderGapFrom } from './gender-gap.js';
import { officerNotes } from './method-notes.js';
import { count, dollars, methodNotes, percentOf, sourceOf, tabData, type TabBuilder } from './tab-kit.js';

const shown = (entries: Iterable<[string, PayStats]>) => [...entries].filter(([, stats]) => stats.median !== null) as [string, PayStats & { median: number }][];

/** A few true sentences computed under the filters: pay by size, the gender gap, the best and worst paid fields. */
export const keyInsightsTab: TabBuilder = async ({ db, catalogue, query }) => {
  const title = query.title ?? CEO_STANDARD_TITLE;
  const source = sourceOfTitle(title);
  const dataSource = sourceOf(catalogue, source);
  const filter = titleFilter(query, title);
  const who = titleInWords(title);
  const where = organizationsInWords(query);
  // The CEO file answers the gender gap in the same pass; the officers have no gender.
  const sets = await payStatsBySets(db, source, filter, [[], ['income_bucket'], ['issue_area'], ...(isCeoTitle(title) ? [['gender' as const]] : [])]);
  const overall = sets.get('')!.get('') ?? EMPTY_STATS;
  const by = { income_bucket: sets.get('income_bucket')!, issue_area: sets.get('issue_area')! };
  const gap = isCeoTitle(title) ? genderGapFrom(sets.get('gender')!) : null;

  const notes: string[] = [];
  const figures: CompensationFigure[] = [{ label: `Median pay of ${who}`, value: overall.median, format: 'currency', filings: overall.filings }];
  if (overall.median !== null) notes.push(`Pay of ${who} at ${where}, in ${REPORT_DOLLAR_YEAR} dollars: a median of ${dollars(overall.median)} (${count(overall.filings)} filings).`);

  const buckets = shown(by.income_bucket);
  if (buckets.length >= 2) {
    const order = BUCKET_VALUES.map((value) => value.key);
    buckets.sort((a, b) => order.indexOf(a[0] as IncomeBucketCode) - order.indexOf(b[0] as IncomeBucketCode));
    const [largestCode, largest] = buckets[0]!;
    const [smallestCode, smallest] = buckets[buckets.length - 1]!;
    const ratio = largest.median / smallest.median;
    notes.push(
      `The median pay of ${who} at ${bucketWords(largestCode as IncomeBucketCode)} organizations is ${ratio.toFixed(1)} times that at ${bucketWords(smallestCode as IncomeBucketCode)} ones (${dollars(largest.median)} against ${dollars(smallest.median)}).`,
    );
    figures.push({ label: `Median at ${incomeBucketLabel(largestCode as IncomeBucketCode)}`, value: largest.median, format: 'currency', filings: largest.filings });
    figures.push({ label: `Median at ${incomeBucketLabel(smallestCode as IncomeBucketCode)}`, value: smallest.median, format: 'currency', filings: smallest.filings });
  }

  if (gap) {
    notes.push(gapSentence(gap, where));
    figures.push({ label: "Gender gap as a share of men's median", value: gap.gap === null ? null : percentOf(gap.gap), format: 'percent', filings: gap.women.filings + gap.men.filings });
  }

  const areas = shown(by.issue_area).sort((a, b) => b[1].median - a[1].median);
  if (areas.length >= 2) {
    const [topCode, top] = areas[0]!;
    const [bottomCode, bottom] = areas[areas.length - 1]!;
    notes.push(
      `Among the ${areas.length} issue areas with 5 filings or more, ${issueAreaLabel(topCode)} pays the highest median (${dollars(top.median)}, ${count(top.filings)} filings) and ${issueAreaLabel(bottomCode)} the lowest (${dollars(bottom.median)}, ${count(bottom.filings)} filings).`,
    );
    figures.push({ label: `Highest median by issue area: ${issueAreaLabel(topCode)}`, value: top.median, format: 'currency', filings: top.filings });
    figures.push({ label: `Lowest median by issue area: ${issueAreaLabel(bottomCode)}`, value: bottom.median, format: 'currency', filings: bottom.filings });
  }
  if (notes.length === 0) notes.push(`Fewer than 5 filings of ${who} at ${where}: too few for any insight.`);

  return tabData('key-insights', {
    filters: appliedFilters(query, title),
    summary: notes[0]!,
    figures,
    tables: [],
    notes: [...notes, ...(isCeoTitle(title) ? methodNotes(catalogue) : officerNotes(catalogue, who))],
    sources: [dataSource],
  });
};
