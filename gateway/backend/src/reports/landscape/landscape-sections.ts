import type { ReportSection, ReportSource } from '@x4i/shared/contracts';
import { NTEE_MAJOR_GROUP_TITLES, usStateName, type NteeMajorGroupCode } from '@x4i/shared/domain';
import type { StateCountyShapes } from '../geo/county-shapes.js';
import { HUD_ZIP_COUNTY_SOURCE, HUD_ZIP_COUNTY_YEAR, withYear } from '../report-sources.js';
import { irsIncomeBucketBars, irsMajorGroupBars, irsStateMapSection } from '../sections/irs-tally-sections.js';
import { CLASSIFICATION_KINDS, type ClassificationKind, type LandscapeSummary } from './summarize-landscape.js';

/** What the sections need besides the summary: names and labels the summary keeps as codes. */
export interface LandscapeLabels {
  /** 'the United States', 'Washington', 'Pierce County, WA'. */
  placeName: string;
  /** Which organisations: 'K12 schools', 'all exempt organizations'. */
  basis: string;
  /** Whether the selection spans several states (a map by state is worth showing). */
  national: boolean;
  nteeTitle(code: string): string | null;
  subsectionLabel(code: number): string;
  foundationLabel(code: number): string | null;
  countyName(fips: string): string | null;
  /** The chosen state's counties, projected, for a county map; null for the nation or a single county. */
  countyShapes: StateCountyShapes | null;
  /** The largest organisations' names and cities, by row. */
  largest: { name: string; city: string; state: string; ein: string; nteeCode: string; income: number; assets: number }[];
}

export const TOP_CITIES = 15;
export const TOP_CODES = 15;

const CLASSIFICATION_LABELS: Record<ClassificationKind, string> = {
  none: 'No NTEE code',
  unknown: 'Unknown (Z99)',
  mutual: 'Mutual and membership benefit (Y)',
  catchAll: 'Catch-all code (N.E.C., ending in 99)',
  common: 'Common code 01–19 (role, not field)',
  specific: 'Specific code',
};

/** 'TULSA' → 'Tulsa', as a sentence reads the IRS records' upper-case cities. */
const titleCase = (text: string) => text.toLowerCase().replace(/\b\w/g, (letter) => letter.toUpperCase());

const cityName = (key: string) => {
  const [state, city] = key.split('|');
  return `${titleCase(city ?? '')}, ${state}`;
};

/** 'Education' for B. */
const groupTitle = (group: string) => NTEE_MAJOR_GROUP_TITLES[group as NteeMajorGroupCode] ?? 'Unknown group';

const byCountDesc = <K>(entries: [K, number][]) => entries.sort((a, b) => b[1] - a[1]);

/** The IRS sections of a landscape: the organisations it selects, by every field the records carry. */
export function organizationSections(summary: LandscapeSummary, labels: LandscapeLabels, source: ReportSource): ReportSection[] {
  const where = labels.placeName;
  const base = { source, decimals: 0 } as const;
  const sections: ReportSection[] = [
    {
      ...base,
      kind: 'figures',
      id: 'organizations',
      title: `Organizations in ${where}`,
      description: `${labels.basis} in the IRS records (each organization's newest record): how many, the income and assets they report, and how many are grantmaking private foundations.`,
      unit: 'organizations',
      format: 'count',
      figures: [
        { label: 'Organizations', value: summary.count, format: 'count', decimals: 0 },
        { label: 'Income', value: summary.income, format: 'currency', decimals: 0 },
        { label: 'Assets', value: summary.assets, format: 'currency', decimals: 0 },
        ...(summary.medianIncome === null ? [] : [{ label: 'Median income (organizations reporting income)', value: summary.medianIncome, format: 'currency' as const, decimals: 0 }]),
        { label: 'Grantmaking private foundations', value: summary.grantmakers, format: 'count', decimals: 0 },
      ],
    },
  ];
  if (summary.count === 0) return sections;

  if (labels.national) {
    sections.push({
      ...base,
      ...irsStateMapSection(
        summary.byState,
        'count',
        {
          id: 'organizations-by-state',
          title: 'Organizations by state',
          description: `${labels.basis} in each state whose IRS file is imported; the other states have no value.`,
        },
        source,
      ),
    });
  }

  if (summary.byMajorGroup.size > 1) {
    const fields = { groupTitle, order: 'largest-first' } as const;
    sections.push(
      {
        ...base,
        ...irsMajorGroupBars(
          summary.byMajorGroup,
          'count',
          {
            id: 'organizations-by-field',
            title: 'Organizations by field',
            description: `How many of the organizations fall in each NTEE major group (the first letter of the code); 'No NTEE code' counts those the IRS has not classified.`,
            categoryLabel: 'NTEE major group',
          },
          source,
          fields,
        ),
      },
      {
        ...base,
        ...irsMajorGroupBars(
          summary.byMajorGroup,
          'income',
          {
            id: 'income-by-field',
            title: 'Income by field',
            description: 'The income the organizations of each NTEE major group report to the IRS, largest first.',
            categoryLabel: 'NTEE major group',
          },
          source,
          fields,
        ),
      },
    );
  }

  const codes = byCountDesc([...summary.byCode]).slice(0, TOP_CODES);
  if (codes.length > 1) {
    sections.push({
      ...base,
      kind: 'bars',
      id: 'organizations-by-ntee-code',
      title: 'Most common NTEE codes',
      description: `The ${codes.length} NTEE codes that the most organizations carry (three-character codes; a suffix such as B11Z counts under B11).`,
      unit: 'organizations',
      format: 'count',
      categoryLabel: 'NTEE code',
      bars: codes.map(([code, n]) => ({ label: `${code}: ${labels.nteeTitle(code) ?? 'code not in the NTEE taxonomy'}`, value: n })),
    });
  }

  sections.push(
    {
      ...base,
      ...irsIncomeBucketBars(
        summary.byBucket,
        'count',
        {
          id: 'organizations-by-income-bucket',
          title: 'Organizations by size',
          description: 'How many organizations fall in each income bucket (the income they report to the IRS; no reported income counts as small).',
          categoryLabel: 'Income bucket',
        },
        source,
      ),
    },
    {
      ...base,
      ...irsIncomeBucketBars(
        summary.byBucket,
        'income',
        {
          id: 'income-by-income-bucket',
          title: 'Income by organization size',
          description: 'The income the organizations of each income bucket report: a few large organizations usually hold most of it.',
          categoryLabel: 'Income bucket',
        },
        source,
      ),
    },
  );

  const counties = byCountDesc([...summary.byCounty]);
  const countyDescription =
    'Organizations by the county of their ZIP code (HUD USPS ZIP–county crosswalk; a ZIP code that spans counties counts in the one the crosswalk lists first).';
  if (counties.length > 1 && labels.countyShapes && labels.countyShapes.counties.length > 0) {
    sections.push({
      ...base,
      kind: 'county-map',
      id: 'organizations-by-county',
      alsoFrom: [withYear(HUD_ZIP_COUNTY_SOURCE, HUD_ZIP_COUNTY_YEAR)],
      title: 'Organizations by county',
      description: `${countyDescription} A county with none is drawn empty.`,
      unit: 'organizations',
      format: 'count',
      viewBox: { width: labels.countyShapes.width, height: labels.countyShapes.height },
      areas: labels.countyShapes.counties.map((shape) => ({
        fips: shape.fips,
        name: labels.countyName(shape.fips) ?? shape.name,
        d: shape.d,
        value: summary.byCounty.get(shape.fips) ?? null,
      })),
      desertLegend: null,
    });
  } else if (counties.length > 1) {
    sections.push({
      ...base,
      kind: 'bars',
      id: 'organizations-by-county',
      title: 'Organizations by county',
      description: countyDescription,
      alsoFrom: [withYear(HUD_ZIP_COUNTY_SOURCE, HUD_ZIP_COUNTY_YEAR)],
      unit: 'organizations',
      format: 'count',
      categoryLabel: 'County',
      bars: counties.map(([fips, n]) => ({ label: labels.countyName(fips) ?? fips, value: n })),
    });
  }

  const cities = byCountDesc([...summary.byCity]).slice(0, TOP_CITIES);
  if (cities.length > 1) {
    sections.push({
      ...base,
      kind: 'bars',
      id: 'organizations-by-city',
      title: 'Cities with the most organizations',
      description: `The ${cities.length} cities of the organizations' IRS mailing addresses with the most organizations.`,
      unit: 'organizations',
      format: 'count',
      categoryLabel: 'City',
      bars: cities.map(([key, n]) => ({ label: cityName(key), value: n })),
    });
  }

  sections.push({
    ...base,
    kind: 'bars',
    id: 'organizations-by-subsection',
    title: 'Organizations by tax-exempt status',
    description: 'The Internal Revenue Code subsection each organization is exempt under: 501(c)(3) for charities, 501(c)(4) for social welfare, and so on.',
    unit: 'organizations',
    format: 'count',
    categoryLabel: 'Subsection',
    bars: byCountDesc([...summary.bySubsection]).map(([code, n]) => ({ label: labels.subsectionLabel(code), value: n })),
  });

  const foundations = byCountDesc([...summary.byFoundation]).filter(([code]) => code !== 0 || summary.byFoundation.size > 1);
  if (foundations.length > 0) {
    sections.push({
      ...base,
      kind: 'bars',
      id: 'organizations-by-foundation-status',
      title: 'Organizations by foundation status',
      description: "The IRS foundation code of the 501(c)(3) organizations: public charities by the kind of their support, and private foundations. Code 0 marks organizations the code does not apply to.",
      unit: 'organizations',
      format: 'count',
      categoryLabel: 'Foundation status',
      bars: foundations.map(([code, n]) => ({ label: labels.foundationLabel(code) ?? `Code ${code}`, value: n })),
    });
  }

  const decades = [...summary.byDecade].filter(([decade]) => decade > 0).sort((a, b) => a[0] - b[0]);
  if (decades.length > 0) {
    const undated = summary.byDecade.get(0) ?? 0;
    sections.push({
      ...base,
      kind: 'bars',
      id: 'organizations-by-ruling-decade',
      title: 'Organizations by the decade of their IRS ruling',
      description: `When the IRS recognized the organizations' exemption, by decade: how old the sector is.${undated ? ` ${undated.toLocaleString('en-US')} records carry no ruling date and are left out.` : ''}`,
      unit: 'organizations',
      format: 'count',
      categoryLabel: 'Decade',
      bars: decades.map(([decade, n]) => ({ label: `${decade}s`, value: n })),
    });
  }

  if (labels.largest.length > 0) {
    sections.push({
      ...base,
      kind: 'table',
      id: 'largest-organizations',
      title: 'Largest organizations',
      description: `The ${labels.largest.length} organizations reporting the most income to the IRS.`,
      unit: 'US dollars',
      format: 'currency',
      columns: [
        { label: 'Organization', format: 'text', decimals: 0 },
        { label: 'EIN', format: 'text', decimals: 0 },
        { label: 'City', format: 'text', decimals: 0 },
        { label: 'NTEE code', format: 'text', decimals: 0 },
        { label: 'Income', format: 'currency', decimals: 0 },
        { label: 'Assets', format: 'currency', decimals: 0 },
      ],
      rows: labels.largest.map((org) => [org.name, org.ein, `${titleCase(org.city)}, ${org.state}`, org.nteeCode || '–', org.income, org.assets]),
    });
  }
  return sections;
}

/** The 'refining nonprofit classification' sections: how specific the IRS records' NTEE codes are. */
export function classificationSections(summary: LandscapeSummary, labels: LandscapeLabels, source: ReportSource): ReportSection[] {
  if (summary.count === 0) return [];
  const share = (n: number) => (100 * n) / summary.count;
  const kinds = CLASSIFICATION_KINDS.map((kind) => [kind, summary.byClassification.get(kind) ?? 0] as const);
  const sections: ReportSection[] = [
    {
      kind: 'figures',
      id: 'classification-figures',
      title: `How the organizations in ${labels.placeName} are classified`,
      description: 'The share of organizations whose IRS record has no NTEE code, the unknown code (Z99), or a code that names a role or a catch-all rather than a field.',
      source,
      unit: '% of organizations',
      format: 'percent',
      decimals: 1,
      figures: [
        { label: 'Organizations', value: summary.count, format: 'count', decimals: 0 },
        ...kinds.filter(([kind]) => kind !== 'specific').map(([kind, n]) => ({ label: CLASSIFICATION_LABELS[kind], value: share(n), format: 'percent' as const, decimals: 1 })),
      ],
    },
    {
      kind: 'bars',
      id: 'organizations-by-code-specificity',
      title: 'Organizations by how specific their code is',
      description:
        'Every organization once: no code; Z99 (unknown); the Y group (mutual and membership benefit, which says what an organization is rather than what it works on); a catch-all code ending in 99 (N.E.C., not elsewhere classified); a common code 01–19 (alliances, management, fundraising and other roles); or a specific code.',
      source,
      unit: 'organizations',
      format: 'count',
      decimals: 0,
      categoryLabel: 'Kind of code',
      bars: kinds.map(([kind, n]) => ({ label: CLASSIFICATION_LABELS[kind], value: n })),
    },
  ];
  if (labels.national) {
    sections.push({
      kind: 'state-map',
      id: 'share-without-ntee-code-by-state',
      title: 'Share of organizations with no NTEE code, by state',
      description: 'Organizations whose IRS record carries no NTEE code, as a share of the state’s organizations, in each state whose IRS file is imported.',
      source,
      unit: '% of organizations',
      format: 'percent',
      decimals: 1,
      values: [...summary.unclassifiedByState].map(([state, { none, total }]) => ({ state, value: (100 * none) / total })),
      national: share(summary.byClassification.get('none') ?? 0),
    });
  }
  const catchAll = byCountDesc([...summary.byCode].filter(([code]) => code.endsWith('99') || code.startsWith('Z'))).slice(0, TOP_CODES);
  if (catchAll.length > 0) {
    sections.push({
      kind: 'bars',
      id: 'catch-all-codes',
      title: 'The most used catch-all codes',
      description: 'The N.E.C. codes (ending in 99) and Z99 that the most organizations carry: the fields where a more specific code would help most.',
      source,
      unit: 'organizations',
      format: 'count',
      decimals: 0,
      categoryLabel: 'NTEE code',
      bars: catchAll.map(([code, n]) => ({ label: `${code}: ${labels.nteeTitle(code) ?? 'code not in the NTEE taxonomy'}`, value: n })),
    });
  }
  return sections;
}

/** A state's name, or the nation's, as the sentences read it. */
export const placeOf = (state: string | null) => (state ? usStateName(state) : 'the United States');
