import { appliedFilters, NO_FILTERS } from '../filters.js';
import { REPORT_DOLLAR_YEAR } from '@x4i/shared/domain';
import { officerIncomeNote, titleRuleNotes } from './method-notes.js';
import { count, methodNotes, tabData, type TabBuilder } from './tab-kit.js';

/** What the report is made of: the three datasets, their years and sizes, and how the figures are made. */
export const orientationTab: TabBuilder = async ({ catalogue }) => {
  const { ceo, partVii, scheduleJ, titles } = catalogue;
  return tabData('orientation', {
    filters: appliedFilters(NO_FILTERS, null),
    summary: `The report reads ${count(ceo.records)} CEO pay records of ${count(ceo.organizations)} nonprofits (returns of ${ceo.source.years}), ${count(partVii.records)} paid officers from a sample of Form 990 Part VII (${partVii.source.years}) and ${count(scheduleJ.records)} officers from Schedule J (${scheduleJ.source.years}).`,
    figures: [
      { label: 'CEO records', value: ceo.records, format: 'count', filings: ceo.records },
      { label: 'Organizations in the CEO file', value: ceo.organizations, format: 'count', filings: ceo.records },
      { label: 'Paid officers (Part VII sample)', value: partVii.records, format: 'count', filings: partVii.records },
      { label: 'Officers on Schedule J', value: scheduleJ.records, format: 'count', filings: scheduleJ.records },
      { label: 'Standard job titles', value: titles.records, format: 'count' },
    ],
    tables: [],
    notes: [
      ...methodNotes(catalogue),
      'Gender is inferred from first names by the Nonprofit Open Data Collective; where a name does not tell, it is counted as not known. Only the CEO file has it.',
      `Other titles than the CEO come from a random sample of about 1,000 e-filed returns (Part VII: ${count(partVii.records)} officers with pay above $0 in ${count(partVii.organizations)} organizations), carried from each return's tax year to ${REPORT_DOLLAR_YEAR} dollars; Schedule J (2018) lists only officers above its reporting threshold (about $150,000). The samples differ from the CEO file and from each other, so each table reads one of them.`,
      officerIncomeNote(catalogue),
      `A filed title is matched to one of ${count(titles.records)} standard titles through ${count(titles.variants)} known spellings (NODC title taxonomy); ${count(catalogue.partViiUnknownTitle)} paid Part VII officers have a title the spellings do not know and are counted under no title.`,
      ...titleRuleNotes(catalogue),
      'No person is named: the files hold no names of people.',
    ],
    sources: [ceo.source, partVii.source, scheduleJ.source, titles.source],
  });
};
