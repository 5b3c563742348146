import { findLandscape, REPORT_DOLLAR_YEAR, reportTitleOf } from '@x4i/shared/domain';
import type { CompensationCatalogue } from '../catalogue.js';
import { appliedFilters, organizationFilter, organizationsInWords, payRow, payTable, rowsOf, SCHEDULE_J_MEASURE } from '../filters.js';
import { payStats, payStatsBy } from '../pay-queries.js';
import { count, dollars, methodNotes, tabData, type TabBuilder } from './tab-kit.js';

/** The tech-for-good landscape's NTEE codes: science, engineering and technology organisations. */
export const TECH_NTEE = findLandscape('tech-for-good')!.ntee!;

/** Technology titles of the taxonomy: its technology domain, or the SOC major group 15, computer and mathematical. */
export function technologyTitles(catalogue: CompensationCatalogue): string[] {
  return [...catalogue.taxonomy.values()]
    .filter((entry) => entry.domainLabel === 'technology' || entry.socMajorGroup === '15')
    .map((entry) => entry.standardTitle)
    .sort();
}

/** Technology jobs (officer rows) and CEO pay at technology organisations next to all organisations. */
export const techForGoodTab: TabBuilder = async ({ db, catalogue, query }) => {
  const filter = organizationFilter(query);
  const where = organizationsInWords(query);
  const titles = technologyTitles(catalogue);
  const titleValues = titles.map((title) => ({ key: title, label: reportTitleOf(title) }));
  const [partVii, scheduleJ, partViiAll, scheduleJAll, techCeo, allCeo] = await Promise.all([
    payStatsBy(db, 'partVii', { ...filter, standardTitles: titles }, ['standard_title']),
    payStatsBy(db, 'scheduleJ', { ...filter, standardTitles: titles }, ['standard_title']),
    payStats(db, 'partVii', { ...filter, standardTitles: titles }),
    payStats(db, 'scheduleJ', { ...filter, standardTitles: titles }),
    payStats(db, 'ceo', { ...filter, nteePrefixes: TECH_NTEE.prefixes }),
    payStats(db, 'ceo', filter),
  ]);
  const summary =
    techCeo.median !== null && allCeo.median !== null
      ? `Among ${where}, CEOs of ${TECH_NTEE.label} organizations (NTEE ${TECH_NTEE.prefixes.join(', ')}) are paid a median ${dollars(techCeo.median)} in ${REPORT_DOLLAR_YEAR} dollars (${count(techCeo.filings)} filings), against ${dollars(allCeo.median)} (${count(allCeo.filings)} filings) for all.`
      : `Fewer than 5 CEO records of ${TECH_NTEE.label} organizations among ${where} (${count(techCeo.filings)}): too few to compare.`;
  return tabData('tech-for-good', {
    filters: appliedFilters(query, null),
    summary,
    figures: [
      { label: `Median CEO pay, ${TECH_NTEE.label} organizations`, value: techCeo.median, format: 'currency', filings: techCeo.filings },
      { label: 'Median CEO pay, all organizations', value: allCeo.median, format: 'currency', filings: allCeo.filings },
      { label: 'Paid officers with a technology title (Part VII sample)', value: partViiAll.filings, format: 'count', filings: partViiAll.filings },
      { label: 'Officers with a technology title (Schedule J)', value: scheduleJAll.filings, format: 'count', filings: scheduleJAll.filings },
    ],
    tables: [
      payTable(
        {
          id: 'ceo-tech-vs-all',
          title: 'CEO pay at technology organizations and at all organizations',
          description: `CEOs at ${where}: those of organizations with an NTEE code for ${TECH_NTEE.label} (${TECH_NTEE.prefixes.join(', ')}), the tech-for-good landscape's codes, and all of them.`,
          rowHeading: 'Organizations',
          rows: [payRow('TECH', `${TECH_NTEE.label[0]!.toUpperCase()}${TECH_NTEE.label.slice(1)} (NTEE ${TECH_NTEE.prefixes.join(', ')})`, techCeo), payRow('ALL', 'All organizations', allCeo)],
        },
        'ceo',
        catalogue.ceo.source,
      ),
      payTable(
        {
          id: 'technology-titles-schedule-j',
          title: 'Technology titles on Schedule J',
          description: `Officers above Schedule J's threshold with a technology title, at ${where}.`,
          rowHeading: 'Job title',
          measure: SCHEDULE_J_MEASURE,
          rows: [...rowsOf(titleValues, scheduleJ.standard_title), payRow('ALL', 'All technology titles', scheduleJAll)],
        },
        'scheduleJ',
        catalogue.scheduleJ.source,
      ),
      payTable(
        {
          id: 'technology-titles-part-vii',
          title: 'Technology titles among paid officers (Part VII sample)',
          description: `Paid officers with a technology title in the random sample of returns, at ${where}.`,
          rowHeading: 'Job title',
          rows: [...rowsOf(titleValues, partVii.standard_title), payRow('ALL', 'All technology titles', partViiAll)],
        },
        'partVii',
        catalogue.partVii.source,
      ),
    ],
    notes: [
      `Technology titles are the ${titles.length} standard titles of the NODC taxonomy in its technology domain or in the SOC group Computer and Mathematical Occupations: ${titles.map(reportTitleOf).join(', ')}.`,
      'Few nonprofits list technology staff among their officers and key employees, so these groups are small; Schedule J lists only those above its threshold (about $150,000), in 2018.',
      'Officers whose organization is in neither the CEO file nor the imported IRS records count only while the filters are empty.',
      ...methodNotes(catalogue),
    ],
    sources: [catalogue.ceo.source, catalogue.scheduleJ.source, catalogue.partVii.source, catalogue.titles.source],
  });
};
