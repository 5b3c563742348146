import { LANDSCAPES, landscapePath } from './landscapes.js';
import { REPORT_DATASETS, type ReportDatasetKey } from './sdg-reports.js';

/**
 * The catalog of /research-tools-and-reports (SPEC 2.5 'Our Products'): every tool and report the product offers,
 * each tagged with the filters the menu's URLs use. Only built pages are listed: a tool that does not exist yet
 * gets its entry with the issue that builds it.
 */

/** The query slugs of SPEC 2.5 (`?filter=`), and two of the catalog's own. */
export const CATALOG_FILTERS = [
  { slug: 'sector-overview', label: 'Sector overview' },
  { slug: 'landscape', label: 'Landscapes' },
  { slug: 'service-deserts', label: 'Service deserts' },
  { slug: 'un-sdgs', label: 'UN SDGs' },
  { slug: 'tools', label: 'Tools and data' },
] as const;

export type CatalogFilter = (typeof CATALOG_FILTERS)[number]['slug'];

/** The groups the page lists entries under; 'sdg-reports' is the anchor the UN SDGs menu item points at. */
export const CATALOG_GROUPS = [
  { id: 'sector-overviews', title: 'Sector overviews' },
  { id: 'landscape-reports', title: 'Landscape reports' },
  { id: 'service-desert-maps', title: 'Service-desert maps' },
  { id: 'sdg-reports', title: 'SDG reports' },
  { id: 'tools-and-data', title: 'Tools and data' },
] as const;

export type CatalogGroup = (typeof CATALOG_GROUPS)[number]['id'];

export interface CatalogEntry {
  title: string;
  description: string;
  /** The page: a path of this site. */
  to: string;
  group: CatalogGroup;
  filters: readonly CatalogFilter[];
  /** The data it uses, as the reader knows it. */
  data: readonly string[];
}

const datasetNames = (keys: readonly ReportDatasetKey[]) => keys.map((key) => REPORT_DATASETS[key]);

const SECTOR_OVERVIEWS = new Set(['nonprofit-landscape', 'state-guide', 'vertical-landscape', 'refining-nonprofit-classification']);

const landscapeEntries: CatalogEntry[] = LANDSCAPES.map((landscape) => {
  const overview = SECTOR_OVERVIEWS.has(landscape.slug);
  const sdg = landscape.slug === 'sdg-partnerships';
  return {
    title: landscape.title,
    description: landscape.summary,
    to: landscapePath(landscape),
    group: sdg ? 'sdg-reports' : overview ? 'sector-overviews' : 'landscape-reports',
    filters: sdg ? ['un-sdgs', 'landscape'] : overview ? ['sector-overview', 'landscape'] : ['landscape'],
    data: datasetNames(landscape.datasets),
  };
});

export const RESEARCH_CATALOG: readonly CatalogEntry[] = [
  ...landscapeEntries,
  {
    title: 'Service Deserts: Disability Services in Washington',
    description:
      'A county map of Washington that sets the need (people in poverty) against the organizations offering disability services, with the deserts marked and the counties ranked by need per organization.',
    to: '/service-desert-maps/disabilities-wa',
    group: 'service-desert-maps',
    filters: ['service-deserts'],
    data: [REPORT_DATASETS.saipe, REPORT_DATASETS['bls-qcew'], REPORT_DATASETS['irs-eo-bmf'], 'HUD USPS ZIP–county crosswalk'],
  },
  {
    title: 'Service Deserts: Pierce County, Washington',
    description: 'Human services in Pierce County beside the other Washington counties: need against supply, and where the organizations are inside the county.',
    to: '/service-desert-maps/pierce-county-wa',
    group: 'service-desert-maps',
    filters: ['service-deserts'],
    data: [REPORT_DATASETS.saipe, REPORT_DATASETS['bls-qcew'], REPORT_DATASETS['irs-eo-bmf'], 'HUD USPS ZIP–county crosswalk'],
  },
  {
    title: 'UN Sustainable Development Goals',
    description: 'The 17 SDG reports: each goal for the nation or a state, with its indicators, the federal data that fits it and its nonprofits.',
    to: '/sdg',
    group: 'sdg-reports',
    filters: ['un-sdgs'],
    data: datasetNames(['sdsn-usa', 'saipe', 'usda-food-security', 'dol-minimum-wage', 'eia-co2', 'kff-hospital-beds', 'bls-qcew', 'irs-eo-bmf']),
  },
  {
    title: 'State Sustainability Index',
    description: 'The 50 states ranked on the UN goals from 103 indicators, with benchmarks and each state’s dashboard.',
    to: '/sdg-index',
    group: 'sdg-reports',
    filters: ['un-sdgs', 'sector-overview'],
    data: datasetNames(['sdsn-usa', 'saipe', 'usda-food-security', 'irs-eo-bmf']),
  },
  {
    title: 'Social Innovator Market Pulse',
    description: 'What the directory’s members do: solutions, challenges and grants by goal and type over time, recommendations, follows and state votes.',
    to: '/social-innovator-market-pulse',
    group: 'sector-overviews',
    filters: ['sector-overview'],
    data: ['The directory’s own activity'],
  },
  {
    title: 'Nonprofit Software Spending in the US',
    description:
      'The market that buys software, from the data the product has (no spending survey): organizations by budget size, field and state, nonprofit employment, and the software the directory lists.',
    to: '/nonprofits-software-spending-in-the-us',
    group: 'sector-overviews',
    filters: ['sector-overview'],
    data: [REPORT_DATASETS['irs-eo-bmf'], REPORT_DATASETS['bls-qcew'], 'The directory’s own listings'],
  },
  {
    title: 'Lilac Zero Lead-Gen Strategy',
    description:
      'For solution providers, where demand shows without paid lead generation: the goals with the fewest solutions per challenge, the states members ask about, and the organizations of each goal by size.',
    to: '/lilac-zero-lead-gen-strategy',
    group: 'sector-overviews',
    filters: ['sector-overview'],
    data: [REPORT_DATASETS['irs-eo-bmf'], 'The directory’s own activity'],
  },
  {
    title: 'Money Flow',
    description: 'Organizations and their income by state, size and goal, with grant income from private foundations.',
    to: '/all/money-flow',
    group: 'tools-and-data',
    filters: ['tools', 'sector-overview'],
    data: [REPORT_DATASETS['irs-eo-bmf']],
  },
  {
    title: 'Nonprofit Compensation Report',
    description:
      'What nonprofits pay their executives and staff by job title, organization size, region and field: percentiles, base against total pay, the gender gap, the top-paid titles and a salary calculator. A premium report; headline figures are open to all.',
    to: '/nonprofit-compensation',
    group: 'sector-overviews',
    filters: ['sector-overview', 'tools'],
    data: [REPORT_DATASETS['ceo-compensation'], 'Form 990 Part VII and Schedule J samples (Nonprofit Open Data Collective)'],
  },
  {
    title: 'NTEE Code Builder',
    description:
      'Build an NTEE code level by level or from a description of your work, with each code’s definition, its UN goals and who else carries it, state by state.',
    to: '/nonprofit-ntee-code-builder',
    group: 'tools-and-data',
    filters: ['tools'],
    data: ['NTEE Core Codes (NCCS)', REPORT_DATASETS['irs-eo-bmf']],
  },
  {
    title: 'NTEE Code Changer',
    description:
      'For an organization whose NTEE code is wrong: a ready-to-sign letter asking the IRS to change it, filled in from its IRS record. A premium tool: one IRS-letter credit a letter.',
    to: '/nonprofit-ntee-code-changer',
    group: 'tools-and-data',
    filters: ['tools'],
    data: [REPORT_DATASETS['irs-eo-bmf'], 'NTEE Core Codes (NCCS)'],
  },
  {
    title: 'NTEE Code Finder',
    description: 'Find any organization in the IRS records by name or EIN, with its IRS codes and NTEE classification explained.',
    to: '/nonprofit-ntee-code-finder',
    group: 'tools-and-data',
    filters: ['tools'],
    data: [REPORT_DATASETS['irs-eo-bmf'], 'NTEE Core Codes (NCCS)'],
  },
  {
    title: 'APIs',
    description: 'The JSON calls behind the organization search, details and NTEE taxonomy, for developers.',
    to: '/apis',
    group: 'tools-and-data',
    filters: ['tools'],
    data: [REPORT_DATASETS['irs-eo-bmf'], 'NTEE Core Codes (NCCS)'],
  },
  {
    title: 'Case Studies',
    description: 'How the product’s data answers real questions: Alaska’s nonprofit landscape, NTEE classification, IRS data coverage, the SDGs as a map.',
    to: '/case-studies',
    group: 'tools-and-data',
    filters: ['tools', 'landscape'],
    data: [REPORT_DATASETS['irs-eo-bmf']],
  },
];

const FILTER_SLUGS = new Set<string>(CATALOG_FILTERS.map((filter) => filter.slug));

/** The known filters of a query's `filter` values, each once, in the catalog's order; unknown ones are dropped. */
export function catalogFiltersOf(values: readonly string[]): CatalogFilter[] {
  const wanted = new Set(values.map((value) => value.trim().toLowerCase()).filter((value) => FILTER_SLUGS.has(value)));
  return CATALOG_FILTERS.map((filter) => filter.slug).filter((slug) => wanted.has(slug));
}

/** The entries with any of the filters; every entry for none. */
export function catalogEntriesFor(filters: readonly CatalogFilter[]): CatalogEntry[] {
  if (filters.length === 0) return [...RESEARCH_CATALOG];
  return RESEARCH_CATALOG.filter((entry) => entry.filters.some((filter) => filters.includes(filter)));
}
