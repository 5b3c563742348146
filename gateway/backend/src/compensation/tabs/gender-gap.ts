import type { PayRow, PayStats } from '@x4i/shared/contracts';
import type { Queryable } from '../../db/db.js';
import { CEO_STANDARD_TITLE } from '../catalogue.js';
import { appliedFilters, BUCKET_VALUES, ISSUE_AREA_VALUES, organizationFilter, organizationsInWords, payRow, payTable, type CompensationQuery } from '../filters.js';
import { EMPTY_STATS, payStatsBySets, type PayFilter } from '../pay-queries.js';
import { count, methodNotes, percentOf, percentText, tabData, type TabBuilder } from './tab-kit.js';

export const GENDERS = [
  { code: 'F', label: 'Women' },
  { code: 'M', label: 'Men' },
] as const;

export interface GenderGap {
  women: PayStats;
  men: PayStats;
  /** Share (0–1) of the records whose gender is not known. */
  unknownShare: number;
  records: number;
  /** (men's median − women's median) / men's median, 0–1; null when either is not shown. */
  gap: number | null;
}

/** The gender gap from the stats by gender: women, men, and the share of unknown gender (its count is the U group's). */
export function genderGapFrom(byGender: ReadonlyMap<string, PayStats>): GenderGap {
  const women = byGender.get('F') ?? EMPTY_STATS;
  const men = byGender.get('M') ?? EMPTY_STATS;
  const records = [...byGender.values()].reduce((sum, stats) => sum + stats.filings, 0);
  const unknownShare = records === 0 ? 0 : (byGender.get('U')?.filings ?? 0) / records;
  const gap = women.median !== null && men.median !== null && men.median > 0 ? (men.median - women.median) / men.median : null;
  return { women, men, unknownShare, records, gap };
}

/** Women's and men's CEO pay under the filter, and the share of records of unknown gender. */
export async function genderGapOf(db: Queryable, filter: PayFilter): Promise<GenderGap> {
  return genderGapFrom((await payStatsBySets(db, 'ceo', filter, [['gender']])).get('gender')!);
}

export function gapSentence(gap: GenderGap, where: string): string {
  if (gap.gap === null) return `Too few CEO records of women or men at ${where} to compare their pay.`;
  const direction = gap.gap >= 0 ? 'below' : 'above';
  return `The median pay of women CEOs at ${where} was ${percentText(Math.abs(percentOf(gap.gap)))} ${direction} that of men (${count(gap.women.filings)} women, ${count(gap.men.filings)} men).`;
}

/** Rows for women and men of each group: 'SMALL:F', 'Small: Less than $1M — Women'. */
function genderRows(values: readonly { key: string; label: string }[], stats: ReadonlyMap<string, PayStats>): PayRow[] {
  return values.flatMap(({ key, label }) =>
    GENDERS.flatMap(({ code, label: gender }) => {
      const found = stats.get(`${key}:${code}`);
      return found && found.filings > 0 ? [payRow(`${key}:${code}`, `${label} — ${gender}`, found)] : [];
    }),
  );
}

/** The gender gap of CEO pay (the CEO file is the one with gender), under the organisation filters. */
export const genderGapTab: TabBuilder = async ({ db, catalogue, query }) => {
  const filter = organizationFilter(query);
  const where = organizationsInWords(query);
  const sets = await payStatsBySets(db, 'ceo', filter, [['gender'], ['income_bucket', 'gender'], ['issue_area', 'gender']]);
  const gap = genderGapFrom(sets.get('gender')!);
  const buckets = sets.get('income_bucket+gender')!;
  const areas = sets.get('issue_area+gender')!;
  const source = catalogue.ceo.source;
  const applied: CompensationQuery = { ...query, title: CEO_STANDARD_TITLE };
  return tabData('gender-gap', {
    filters: appliedFilters(applied, CEO_STANDARD_TITLE),
    summary: gapSentence(gap, where),
    figures: [
      { label: 'Median pay of women CEOs', value: gap.women.median, format: 'currency', filings: gap.women.filings },
      { label: 'Median pay of men CEOs', value: gap.men.median, format: 'currency', filings: gap.men.filings },
      { label: "Gap as a share of men's median", value: gap.gap === null ? null : percentOf(gap.gap), format: 'percent', filings: gap.women.filings + gap.men.filings },
      { label: 'Records of unknown gender', value: percentOf(gap.unknownShare), format: 'percent', filings: gap.records },
    ],
    tables: [
      payTable(
        { id: 'by-income-bucket-and-gender', title: 'CEO pay of women and men by income bucket', description: `CEO pay at ${where}, women and men in each income bucket.`, rowHeading: 'Income bucket and gender', rows: genderRows(BUCKET_VALUES, buckets) },
        'ceo',
        source,
      ),
      payTable(
        { id: 'by-issue-area-and-gender', title: 'CEO pay of women and men by issue area', description: `CEO pay at ${where}, women and men in each issue area.`, rowHeading: 'Issue area and gender', rows: genderRows(ISSUE_AREA_VALUES, areas) },
        'ceo',
        source,
      ),
    ],
    notes: [
      `Gender is inferred from the CEO's first name by the Nonprofit Open Data Collective; ${percentText(percentOf(gap.unknownShare))} of these ${count(gap.records)} records have a name that does not tell, and are left out of the comparison.`,
      'Only the CEO file has gender, so this tab shows CEOs whatever title is chosen elsewhere.',
      'The gap compares medians; it does not account for the organizations’ size, field or place within a group.',
      ...methodNotes(catalogue),
    ],
    sources: [source],
  });
};
