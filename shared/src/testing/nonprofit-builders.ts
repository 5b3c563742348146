import type {
  DatasetFreshness,
  FinderPageResponse,
  NonprofitDetails,
  NonprofitSearchResult,
  NteeCode,
  NteeCodesResponse,
  NteeMajorGroup,
} from '../contracts/nonprofit.js';

/**
 * Test data builders for the nonprofit calls: a real IRS EO BMF row (Alaska, April 2026 snapshot) by default,
 * with overrides for what a test cares about.
 */

export const IRS_EO_BMF_URL = 'https://www.irs.gov/charities-non-profits/exempt-organizations-business-master-file-extract-eo-bmf';

const RECREATION_AND_SPORTS: NteeMajorGroup = { code: 'N', title: 'Recreation & Sports', definition: '' };

export function buildNonprofitDetails(overrides: Partial<NonprofitDetails> = {}): NonprofitDetails {
  return {
    ein: '010564885',
    name: 'VALDEZ JUNIOR RIFLE CLUB',
    careOf: '% DEBBIE LARCOM',
    street: 'PO BOX 3008',
    city: 'VALDEZ',
    state: 'AK',
    zip: '99686-3008',
    subsection: {
      code: '03',
      exemptOrganizationType: '501(c)(3)',
      classifications: [
        { code: '1', description: 'Charitable Organization' },
        { code: '2', description: 'Educational organization' },
      ],
    },
    affiliation: { code: '3', description: 'Independent organization (Individual Ruling)' },
    deductibility: { code: '1', description: 'Contributions are deductible' },
    foundation: {
      code: '15',
      description: 'Organization receiving support from governmental unit or general public—IRC Section 170(b)(1)(A)(vi)',
    },
    organization: { code: '5', description: 'Association' },
    status: { code: '01', description: 'Unconditional exemption' },
    filingRequirement: {
      code: '02',
      description: 'Form 990 - required to file Form 990-N (e-Postcard), income under $50,000 per year',
    },
    ruling: { date: '202312', year: 2023 },
    taxPeriod: '202512',
    assets: { amount: 0, range: { code: '0', description: '0' } },
    income: { amount: 0, range: { code: '0', description: '0' } },
    revenue: { amount: 0 },
    ntee: {
      code: 'N99',
      title: 'Recreation & Sports N.E.C.',
      definition:
        'Use this code for organizations that clearly provide recreation, sports, leisure or athletics services where the major purpose is unclear enough that a more specific code cannot be accurately assigned.',
      majorGroup: RECREATION_AND_SPORTS,
    },
    source: { file: 'eo_ak.csv', snapshotDate: '2026-04-13' },
    ...overrides,
  };
}

/** The search row of an organisation, as the search call returns it. */
export function toSearchResult(details: NonprofitDetails): NonprofitSearchResult {
  return { ein: details.ein, name: details.name, city: details.city, state: details.state, nteeCode: details.ntee?.code ?? null };
}

export function buildNonprofitSearchResult(overrides: Partial<NonprofitSearchResult> = {}): NonprofitSearchResult {
  return { ...toSearchResult(buildNonprofitDetails()), ...overrides };
}

export function buildDatasetFreshness(overrides: Partial<DatasetFreshness> = {}): DatasetFreshness {
  return { file: 'eo_ak.csv', region: 'AK', snapshotDate: '2026-04-13', rows: 5802, importedAt: '2026-04-20T08:00:00.000Z', ...overrides };
}

export function buildFinderPage(overrides: Partial<FinderPageResponse> = {}): FinderPageResponse {
  return {
    defaultSearchResults: [buildNonprofitSearchResult()],
    defaultOrg: buildNonprofitDetails(),
    orgCount: 350040,
    freshness: [
      buildDatasetFreshness(),
      buildDatasetFreshness({ file: 'eo_vt.csv', region: 'VT', rows: 6535 }),
      buildDatasetFreshness({ file: 'eo_or_2018.csv', region: 'OR', snapshotDate: '2018-03-06', rows: 23956 }),
      buildDatasetFreshness({ file: 'eo4.csv', region: 'INTL', rows: 4921 }),
    ],
    coveredStates: ['AK', 'OR', 'VT'],
    sourceUrl: IRS_EO_BMF_URL,
    ...overrides,
  };
}

export function buildNteeCode(overrides: Partial<NteeCode> = {}): NteeCode {
  return {
    code: 'N99',
    title: 'Recreation & Sports N.E.C.',
    definition:
      'Use this code for organizations that clearly provide recreation, sports, leisure or athletics services where the major purpose is unclear enough that a more specific code cannot be accurately assigned.',
    majorGroup: 'N',
    majorGroupTitle: 'Recreation & Sports',
    broadCategory: 5,
    broadCategoryTitle: 'Human Services',
    keywords: [],
    ...overrides,
  };
}

export function buildNteeCodesResponse(overrides: Partial<NteeCodesResponse> = {}): NteeCodesResponse {
  return {
    majorGroups: [
      RECREATION_AND_SPORTS,
      { code: 'K', title: 'Food, Agriculture & Nutrition', definition: '' },
    ],
    codes: [
      buildNteeCode(),
      buildNteeCode({
        code: 'N61',
        title: 'Fishing & Hunting',
        definition:
          'Organizations that provide opportunities for people to learn and become competitive in archery; fly or bait fishing; game bird, game fowl, or game animal hunting; fox hunting; and/or the use of firearms on the target range.',
        keywords: ['Archery', 'Gun Clubs', 'Rifle Clubs', 'Target Shooting'],
      }),
      buildNteeCode({
        code: 'K31',
        title: 'Food Banks & Pantries',
        definition: 'Organizations that gather, store and distribute food to indigents at no charge or at low cost.',
        majorGroup: 'K',
        majorGroupTitle: 'Food, Agriculture & Nutrition',
        keywords: ['Food Banks', 'Food Pantries'],
      }),
    ],
    ...overrides,
  };
}
