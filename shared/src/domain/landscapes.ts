import type { ReportDatasetKey } from './sdg-reports.js';
import { DISABILITY_SERVICE_NTEE_CODES } from './service-desert-maps.js';

/**
 * Landscape reports (SPEC 2.1 'Other landscapes', and the views /nonprofit-landscape, /vertical-landscape,
 * /state-guide and /sdg-partnerships). A landscape is a definition: which organisations (NTEE codes), where (a
 * fixed place, or one the reader picks), and which indicators fit. One engine turns any definition into a page,
 * so adding a landscape is adding an entry here.
 */

/** Which NTEE codes count: a code matches a prefix it starts with ('B2' matches B20 to B29, 'P' the whole group). */
export interface LandscapeNteeFilter {
  /** What the codes have in common, for sentences: 'elementary and secondary schools'. */
  label: string;
  prefixes: readonly string[];
}

export type LandscapePlace =
  /** The reader picks a state (and, within it, a county), or reads the nation. */
  | { kind: 'chosen' }
  /** A city, by the IRS records' CITY field, with the county that holds it for the county's indicators. */
  | { kind: 'city'; state: string; city: string; name: string; countyFips: string }
  | { kind: 'county'; state: string; countyFips: string; name: string };

/** What the page is about: the organisations, or how well the IRS records classify them. */
export type LandscapeFocus = 'organizations' | 'classification';

/** What the reader picks besides the place: an NTEE major group (/vertical-landscape) or a goal (/sdg-partnerships). */
export type LandscapePick = 'ntee-group' | 'goal';

export interface LandscapeDefinition {
  slug: string;
  title: string;
  /** One or two sentences: the catalog card and the page's introduction. */
  summary: string;
  /** null: every organisation (or the picked group or goal's). */
  ntee: LandscapeNteeFilter | null;
  place: LandscapePlace;
  focus: LandscapeFocus;
  pick: LandscapePick | null;
  /** The datasets the page draws on, keyed like /our-data. */
  datasets: readonly ReportDatasetKey[];
  /** What the page cannot show from the data the product has, said on the page. */
  notCovered: readonly string[];
  /** Whether the page shows CEO pay from the Form 990 e-filings for its organizations. */
  ceoPay?: boolean;
  /** The page's own address when it is one of the SPEC's static routes; else /nonprofit-landscape/<slug>. */
  path?: string;
}

const IRS_AND_INDICATORS: readonly ReportDatasetKey[] = ['irs-eo-bmf', 'saipe', 'bls-qcew'];

export const LANDSCAPES: readonly LandscapeDefinition[] = [
  {
    slug: 'nonprofit-landscape',
    path: '/nonprofit-landscape',
    title: 'Nonprofit Landscape',
    summary:
      'Every exempt organization in the IRS records for the nation, a state or a county you pick: how many, their income and assets, their fields, sizes, places, tax status and age, beside the poverty and nonprofit-employment figures of the place.',
    ntee: null,
    place: { kind: 'chosen' },
    focus: 'organizations',
    pick: null,
    datasets: IRS_AND_INDICATORS,
    notCovered: ['The IRS records carry no metropolitan area, so a metro area is read through its counties.'],
  },
  {
    slug: 'vertical-landscape',
    path: '/vertical-landscape',
    title: 'Vertical Landscape',
    summary: 'One field of the NTEE classification (an NTEE major group you pick) across the nation or a state: its organizations, their codes, sizes and places.',
    ntee: null,
    place: { kind: 'chosen' },
    focus: 'organizations',
    pick: 'ntee-group',
    datasets: IRS_AND_INDICATORS,
    notCovered: [],
  },
  {
    slug: 'state-guide',
    path: '/state-guide',
    title: 'State Guide',
    summary: "A state's nonprofit sector at a glance: its organizations by field, size, city and county, and the state's poverty and nonprofit-employment figures.",
    ntee: null,
    place: { kind: 'chosen' },
    focus: 'organizations',
    pick: null,
    datasets: IRS_AND_INDICATORS,
    notCovered: [],
  },
  {
    slug: 'sdg-partnerships',
    path: '/sdg-partnerships',
    title: 'SDG Partnerships',
    summary:
      'The organizations that work towards a UN goal you pick (through the NTEE-to-goal mapping), where they are and how large they are: the partners a program for that goal can find.',
    ntee: null,
    place: { kind: 'chosen' },
    focus: 'organizations',
    pick: 'goal',
    datasets: IRS_AND_INDICATORS,
    notCovered: [],
  },
  {
    slug: 'k12-education',
    title: 'K12 Education Landscape',
    summary: 'Elementary, secondary, charter and special-education schools and preschools that are exempt organizations: where they are and how large they are.',
    ntee: { label: 'preschools, elementary, secondary, charter and special-education schools', prefixes: ['B2'] },
    place: { kind: 'chosen' },
    focus: 'organizations',
    pick: null,
    datasets: IRS_AND_INDICATORS,
    notCovered: ['Public school districts are government bodies, not exempt organizations, so they are not in the IRS records.'],
  },
  {
    slug: 'boston',
    title: 'Boston Nonprofit Landscape',
    summary: 'The exempt organizations with a Boston address, beside the poverty figures of Suffolk County.',
    ntee: null,
    place: { kind: 'city', state: 'MA', city: 'BOSTON', name: 'Boston, MA', countyFips: '25025' },
    focus: 'organizations',
    pick: null,
    datasets: IRS_AND_INDICATORS,
    notCovered: [],
  },
  {
    slug: 'pierce-county',
    title: 'Pierce County Nonprofit Landscape',
    summary: 'The exempt organizations of Pierce County, Washington (by ZIP code), beside the county’s poverty and nonprofit-employment figures.',
    ntee: null,
    place: { kind: 'county', state: 'WA', countyFips: '53053', name: 'Pierce County, WA' },
    focus: 'organizations',
    pick: null,
    datasets: IRS_AND_INDICATORS,
    notCovered: [],
  },
  {
    slug: 'disability-services',
    title: 'Disability Services Directory',
    summary:
      'Organizations serving people with disabilities: special education, rehabilitative care, vocational rehabilitation, sheltered employment, supported housing, group homes and centers for people with developmental, visual or hearing disabilities.',
    // The same codes as the disability service-desert map, so the directory and the map count the same organizations.
    ntee: { label: 'disability services', prefixes: DISABILITY_SERVICE_NTEE_CODES },
    place: { kind: 'chosen' },
    focus: 'organizations',
    pick: null,
    datasets: IRS_AND_INDICATORS,
    notCovered: [],
  },
  {
    slug: 'affordable-housing',
    title: 'Affordable Housing Landscape',
    summary: 'Housing development, low-income and senior housing, shelters and housing support organizations, beside the poverty figures of the place.',
    ntee: { label: 'housing and shelter', prefixes: ['L2', 'L3', 'L40', 'L41', 'L8'] },
    place: { kind: 'chosen' },
    focus: 'organizations',
    pick: null,
    datasets: IRS_AND_INDICATORS,
    notCovered: [],
  },
  {
    slug: 'broadband-older-americans',
    title: 'Broadband and Older Americans',
    summary:
      'Organizations serving older Americans (senior centers, senior housing, adult day care, nursing and hospice) beside those working on technology and telecommunications.',
    ntee: { label: 'services for older Americans and technology', prefixes: ['P81', 'P75', 'P71', 'P74', 'L22', 'E91', 'R25', 'U40', 'U41', 'W50'] },
    place: { kind: 'chosen' },
    focus: 'organizations',
    pick: null,
    datasets: IRS_AND_INDICATORS,
    notCovered: ['Broadband availability and use by age are not in the data the product has (an FCC or Census ACS table would be needed), so the page shows the organizations only.'],
  },
  {
    slug: 'social-justice',
    title: 'Social Justice Landscape',
    summary: 'Civil rights, social action and advocacy organizations, with legal services and public interest law.',
    ntee: { label: 'civil rights, advocacy and legal services', prefixes: ['R', 'I80', 'I83'] },
    place: { kind: 'chosen' },
    focus: 'organizations',
    pick: null,
    datasets: IRS_AND_INDICATORS,
    notCovered: [],
  },
  {
    slug: 'human-services',
    title: 'Human Services Landscape',
    summary: 'The human services organizations (NTEE group P): family, youth and senior services, emergency assistance, residential care and centers for specific populations.',
    ntee: { label: 'human services', prefixes: ['P'] },
    place: { kind: 'chosen' },
    focus: 'organizations',
    pick: null,
    datasets: IRS_AND_INDICATORS,
    notCovered: [],
  },
  {
    slug: 'tech-for-good',
    title: 'Tech for Good Compensation and Landscape',
    summary:
      'Science and technology organizations (engineering, computer science, telecommunications): their sizes and places, and what their CEOs are paid according to their Form 990 e-filings.',
    ntee: { label: 'science, engineering and technology', prefixes: ['U', 'W50'] },
    place: { kind: 'chosen' },
    focus: 'organizations',
    pick: null,
    datasets: [...IRS_AND_INDICATORS, 'ceo-compensation'],
    notCovered: ['CEO pay is from e-filed returns of 2010 to 2019, the latest the compiled file holds; staff other than the CEO are not covered.'],
    ceoPay: true,
  },
  {
    slug: 'refining-nonprofit-classification',
    title: 'Refining Nonprofit Classification',
    summary:
      'How well the IRS records classify organizations: the share with no NTEE code, with the unknown code Z99, with a catch-all code (N.E.C., ending in 99) or a group-only code, by state and by field.',
    ntee: null,
    place: { kind: 'chosen' },
    focus: 'classification',
    pick: null,
    datasets: ['irs-eo-bmf'],
    notCovered: [],
  },
];

export const findLandscape = (slug: string | null | undefined): LandscapeDefinition | undefined =>
  LANDSCAPES.find((landscape) => landscape.slug === slug);

/** The page that shows a landscape. */
export const landscapePath = (landscape: Pick<LandscapeDefinition, 'slug' | 'path'>): string => landscape.path ?? `/nonprofit-landscape/${landscape.slug}`;

/** Whether an NTEE code ('B25', any case, trimmed) falls under one of the prefixes. */
export function nteeMatches(code: string | null | undefined, prefixes: readonly string[]): boolean {
  const normalized = code?.trim().toUpperCase() ?? '';
  return normalized !== '' && prefixes.some((prefix) => normalized.startsWith(prefix.toUpperCase()));
}

/** The 400 messages of GET /report/landscape. */
export const LANDSCAPE_MESSAGES = {
  landscape: 'landscape must be the slug of a landscape report, such as k12-education.',
  county: 'county must be the five-digit FIPS code of a county in the chosen state, such as 53053.',
  countyWithoutState: 'county needs a state: choose the state first.',
  group: 'group must be an NTEE major group letter, A to Z.',
  goal: 'goal must be a UN goal number, 1 to 17.',
  notPickable: 'this landscape has a fixed place: state and county cannot be chosen.',
  groupNotTaken: 'group is for the vertical landscape only.',
  goalNotTaken: 'goal is for the SDG partnerships landscape only.',
} as const;
