import { COMPENSATION_TAB_LABELS, COMPENSATION_TABS, DEFAULT_JOB_TITLE, CENSUS_REGION_LABELS, INCOME_BUCKETS, type CompensationTab } from '@x4i/shared/domain';
import { type CompensationMarketingResponse, type CompensationOptions, type CompensationSource, type CompensationTabData, type CompensationTabEntry, type PremiumCompensationResponse, type TermsOfUseDocument } from '@x4i/shared/contracts';

/**
 * Test data in the shapes of the compensation contract, for unit tests and the standalone dev mode. The figures
 * are made up for the tests; the real ones come from the backend.
 */

export const ceoSource: CompensationSource = {
  name: 'NCCS / Urban Institute and Nonprofit Open Data Collective, CEO compensation from Form 990 e-filings',
  url: 'https://github.com/Nonprofit-Open-Data-Collective/compensator',
  years: '2010–2019 (89% of the records from 2018–2019)',
  aboutPath: '/our-data#ceo-compensation',
};

export const entriesOf = (tabs: readonly CompensationTab[], mode: 'sm' | 'xs'): CompensationTabEntry[] =>
  tabs.map((slug, index) => ({ id: `${mode}-${slug}`, slug, position: index + 1, label: COMPENSATION_TAB_LABELS[slug][mode] }));

/** The phone list leaves Tech for Good out, so that a mode switch has a tab to re-resolve. */
export const MOBILE_TABS: CompensationTab[] = COMPENSATION_TABS.filter((tab) => tab !== 'tech-for-good');

export const fullOptions: CompensationOptions = {
  jobTitles: [
    { value: DEFAULT_JOB_TITLE, label: DEFAULT_JOB_TITLE },
    { value: 'CFO', label: 'CFO' },
  ],
  issueAreas: [
    { value: 'B', label: 'Education' },
    { value: 'P', label: 'Human Services' },
  ],
  regions: Object.entries(CENSUS_REGION_LABELS).map(([value, label]) => ({ value, label })),
  incomeBuckets: INCOME_BUCKETS.map(({ code, label }) => ({ value: code, label })),
};

export function buildPremiumCompensation(overrides: Partial<PremiumCompensationResponse> = {}): PremiumCompensationResponse {
  return {
    desktopTabs: entriesOf(COMPENSATION_TABS, 'sm'),
    mobileTabs: entriesOf(MOBILE_TABS, 'xs'),
    options: { ...fullOptions, jobTitleSynonyms: { [DEFAULT_JOB_TITLE]: ['EXECUTIVE DIRECTOR', 'PRESIDENT AND CEO'], CFO: ['CHIEF FINANCIAL OFFICER'] } },
    overview: {
      freshness: [{ id: 'ceo', label: 'CEO compensation', records: 12843, source: ceoSource }],
      metrics: { filings: 12843 },
    },
    ...overrides,
  };
}

export function buildTabData(report: CompensationTab, overrides: Partial<CompensationTabData> = {}): CompensationTabData {
  return {
    report,
    filters: { title: null, incomeBuckets: [], issueAreas: [], regions: [] },
    summary: `What ${COMPENSATION_TAB_LABELS[report].sm} shows.`,
    figures: [
      { label: 'Median CEO pay', value: 123456.78, format: 'currency', filings: 12000 },
      { label: 'Filings', value: 12843, format: 'count' },
      { label: 'Women among CEOs', value: 47.2, format: 'percent', filings: 12007 },
    ],
    tables: [
      {
        id: 'by-income-bucket',
        title: 'CEO pay by income bucket',
        description: 'Total compensation of the CEO, by the organization’s income.',
        rowHeading: 'Income bucket',
        measure: 'Total compensation, a year, in 2024 dollars, adjusted with CPI-U',
        source: ceoSource,
        rows: [
          { key: 'SMALL', label: 'Small: Less than $1M', filings: 5000, p25: 40000, median: 60000, p75: 85000, p90: 110000 },
          { key: 'ENTERPRISE', label: 'Enterprise: Over $50M', filings: 3, p25: null, median: null, p75: null, p90: null },
        ],
      },
    ],
    estimate: null,
    notes: ['Pay is total compensation from Part VII.'],
    sources: [ceoSource],
    dollarBasis: 'Pay figures are in 2024 dollars, adjusted with CPI-U.',
    ...overrides,
  };
}

export function buildMarketing(title = DEFAULT_JOB_TITLE): CompensationMarketingResponse {
  return {
    jobTitles: [DEFAULT_JOB_TITLE, 'CFO'],
    jobTitleSynonyms: { [DEFAULT_JOB_TITLE]: ['EXECUTIVE DIRECTOR', 'PRESIDENT AND CEO'], CFO: ['CHIEF FINANCIAL OFFICER'] },
    data: {
      title,
      overall: { filings: 12843, p25: 70000, median: 100000, p75: 150000, p90: 240000 },
      byIncomeBucket: [
        { key: 'SMALL', label: 'Small: Less than $1M', filings: 5000, p25: 40000, median: 60000, p75: 85000, p90: 110000 },
        { key: 'ENTERPRISE', label: 'Enterprise: Over $50M', filings: 4, p25: null, median: null, p75: null, p90: null },
      ],
      genderGap:
        title === DEFAULT_JOB_TITLE
          ? { women: { filings: 6000, p25: 60000, median: 90000, p75: 130000, p90: 200000 }, men: { filings: 5900, p25: 75000, median: 110000, p75: 170000, p90: 280000 }, unknownShare: 0.065 }
          : null,
      source: ceoSource,
      measure: 'Total compensation of the CEO, a year, in 2024 dollars, adjusted with CPI-U',
      dollarBasis: 'Pay figures are in 2024 dollars, adjusted with CPI-U.',
    },
  };
}

export const compensationTerms: TermsOfUseDocument = {
  id: 'terms-compensation-1',
  type: 'COMPENSATION',
  title: 'Compensation report terms of use',
  version: '1',
  effectiveOn: '2026-01-01',
  paragraphs: ['Use the report for your own organization’s pay decisions.', 'Do not republish its tables.'],
};
