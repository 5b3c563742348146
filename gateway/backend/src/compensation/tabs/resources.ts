import { DOLLAR_BASIS_TEXT } from '@x4i/shared/domain';
import { appliedFilters, NO_FILTERS } from '../filters.js';
import { FURTHER_SOURCES } from '../sources.js';
import { count, tabData, type TabBuilder } from './tab-kit.js';

/** Where the data comes from, with links, and how much of it there is. */
export const resourcesTab: TabBuilder = async ({ catalogue }) => {
  const { ceo, partVii, scheduleJ, titles, officersWithOrganization } = catalogue;
  return tabData('resources', {
    filters: appliedFilters(NO_FILTERS, null),
    summary: `The report is built from public Form 990 filings as compiled by NCCS and the Nonprofit Open Data Collective: ${count(ceo.records)} CEO records, ${count(partVii.records)} paid officers of Part VII and ${count(scheduleJ.records)} officers of Schedule J.`,
    figures: [
      { label: 'CEO records', value: ceo.records, format: 'count', filings: ceo.records },
      { label: 'Organizations in the CEO file', value: ceo.organizations, format: 'count', filings: ceo.records },
      { label: 'Paid officers (Part VII sample)', value: partVii.records, format: 'count', filings: partVii.records },
      { label: 'Organizations in the Part VII sample with a paid officer', value: partVii.organizations, format: 'count', filings: partVii.records },
      { label: 'Part VII officers whose organization is known', value: officersWithOrganization.partVii, format: 'count', filings: partVii.records },
      { label: 'Officers on Schedule J', value: scheduleJ.records, format: 'count', filings: scheduleJ.records },
      { label: 'Schedule J officers whose organization is known', value: officersWithOrganization.scheduleJ, format: 'count', filings: scheduleJ.records },
      { label: 'Standard job titles', value: titles.records, format: 'count' },
      { label: 'Known title spellings', value: titles.variants, format: 'count' },
    ],
    tables: [],
    notes: [
      `CEO compensation (${ceo.source.years}): the CEO of each organization's latest e-filed Form 990 or 990-EZ, one a year, with its state, NTEE code, size and a gender inferred from first names; published in about 2022 dollars, shown ${DOLLAR_BASIS_TEXT}.`,
      `Form 990 Part VII (${partVii.source.years}): officers, directors, key employees and the highest paid of a random sample of about 1,000 e-filed returns; the report uses those paid more than $0.`,
      `Schedule J (${scheduleJ.source.years}): base pay, bonus, other pay, deferred pay and benefits of the officers above the schedule's threshold; the report uses base and total.`,
      'Title taxonomy: standard titles with their BLS occupation codes, and the spellings filers use for each, from the Nonprofit Open Data Collective.',
      "An officer's organization is known when its EIN is in the CEO file or in the imported IRS records; only then does it count under an income bucket, region or issue area.",
    ],
    // The compilers' own page covers the CEO file: its years are stated as the file's, with where most records sit.
    sources: [ceo.source, partVii.source, scheduleJ.source, titles.source, ...FURTHER_SOURCES.map((source) => (source.aboutPath === ceo.source.aboutPath ? { ...source, years: ceo.source.years } : source))],
  });
};
