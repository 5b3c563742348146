import type {
  ReportCountyMapSection,
  ReportNotCovered,
  ReportSection,
  ReportSource,
  ReportTableSection,
  ServiceDesertResponse,
} from '@x4i/shared/contracts';
import { findUsStateByCode, formatCount, irsNotImportedText, nteeCodeCounts, type ServiceDesertMapDefinition } from '@x4i/shared/domain';
import type { StateCountyShapes } from '../geo/county-shapes.js';
import { zip5, type ZipCounty } from '../geo/zip-counties.js';
import { BLS_QCEW_SOURCE, HUD_ZIP_COUNTY_SOURCE, HUD_ZIP_COUNTY_YEAR, IRS_EO_BMF_SOURCE, SAIPE_SOURCE, withYear, yearSpan } from '../report-sources.js';
import { earliest, latest } from '../sections/section-kit.js';
import { DESERT_RULE, rankCounties, type CountyNeedSupply, type RankedCounty } from './desert-rule.js';
import type { QcewCountyRow } from './qcew-county-rows.js';

/** A SAIPE county row of the map's state. */
export interface PovertyCountyRow {
  fips: string;
  /** 'Pierce County' */
  name: string;
  year: number;
  peopleInPoverty: number | null;
  povertyRatePct: number | null;
}

/** One organisation of the state's IRS records (its newest record). */
export interface IrsStateOrganization {
  ein: string;
  name: string;
  city: string | null;
  zip: string | null;
  ntee: string | null;
}

export interface ServiceDesertInputs {
  definition: ServiceDesertMapDefinition;
  shapes: StateCountyShapes;
  /** The county rows of the state. */
  poverty: readonly PovertyCountyRow[];
  /** County rows of the BLS file (any state, any industry: the builder picks the map's). */
  qcew: readonly QcewCountyRow[];
  irs: {
    /** Snapshot dates (ISO) of the imported IRS files of the state; none: the state's file is not imported. */
    snapshotDates: readonly string[];
    /** The state's organisations (any NTEE code: the builder picks the map's). */
    organizations: readonly IrsStateOrganization[];
  };
  zipCounties: ReadonlyMap<string, ZipCounty>;
  /** NTEE code → title. */
  nteeTitles: ReadonlyMap<string, string>;
}


const DESERT_TEXT = { 'no-organization': 'Yes: no organization', 'top-quarter': 'Yes: top quarter' } as const;

/** The IRS file of a state, as the IRS names it. */
export const irsFileOf = (state: string) => `eo_${state.toLowerCase()}.csv`;

/** The county's row of the ranking table: the needs, the supply and the ratio, and whether it is a desert. */
function rankingRow(county: RankedCounty, poverty: ReadonlyMap<string, PovertyCountyRow>, unknownSupply: string): (string | number | null)[] {
  return [
    county.rank,
    county.name,
    county.need,
    poverty.get(county.fips)?.povertyRatePct ?? null,
    county.supply,
    county.needPerOrganization === null ? null : Math.round(county.needPerOrganization),
    county.desert ? DESERT_TEXT[county.desert] : county.supply === null ? unknownSupply : 'No',
  ];
}

/**
 * Builds a service-desert page from its definition and the data: the need map, then for each source of supply
 * (BLS establishments always, IRS organisations when the state's file is imported) a map of people in poverty per
 * organisation with the deserts marked, and the counties ranked in a table.
 */
export function buildServiceDesertReport(inputs: ServiceDesertInputs): ServiceDesertResponse {
  const { definition, shapes } = inputs;
  const state = findUsStateByCode(definition.state);
  if (!state) throw new Error(`Unknown state ${definition.state}`);
  const stateName = state.name;
  const poverty = new Map(inputs.poverty.map((row) => [row.fips, row]));
  const nameOf = (fips: string, atlasName: string) => poverty.get(fips)?.name ?? `${atlasName} County`;
  const counties = shapes.counties.map((shape) => ({ ...shape, name: nameOf(shape.fips, shape.name) }));
  const countyCount = counties.length;
  const focusFips = definition.focusCounty?.fips ?? null;
  const povertyYear = latest(inputs.poverty.map((row) => row.year));
  const saipe = withYear(SAIPE_SOURCE, povertyYear === null ? '' : String(povertyYear));
  const needOf = (fips: string) => poverty.get(fips)?.peopleInPoverty ?? null;

  const countyMap = (
    fields: Omit<ReportCountyMapSection, 'kind' | 'viewBox' | 'areas' | 'focusFips'>,
    valueOf: (fips: string) => number | null,
    desert: (fips: string) => boolean = () => false,
  ): ReportCountyMapSection => ({
    kind: 'county-map',
    ...fields,
    viewBox: { width: shapes.width, height: shapes.height },
    focusFips,
    areas: counties.map((county) => ({
      fips: county.fips,
      name: county.name,
      d: county.d,
      value: valueOf(county.fips),
      ...(desert(county.fips) ? { desert: true } : {}),
    })),
  });

  /** The ranked counties on a map: each one's need per organization (rounded), the deserts marked. */
  const rankedCountyMap = (fields: Parameters<typeof countyMap>[0], ranked: readonly RankedCounty[]): ReportCountyMapSection => {
    const byFips = new Map(ranked.map((county) => [county.fips, county]));
    return countyMap(
      fields,
      (fips) => {
        const ratio = byFips.get(fips)?.needPerOrganization ?? null;
        return ratio === null ? null : Math.round(ratio);
      },
      (fips) => Boolean(byFips.get(fips)?.desert),
    );
  };

  const rankingTable = (
    id: string,
    title: string,
    description: string,
    supplyLabel: string,
    ranked: readonly RankedCounty[],
    source: ReportSource,
    alsoFrom: ReportSource[],
    unknownSupply: string,
  ): ReportTableSection => ({
    kind: 'table',
    id,
    title,
    description,
    source,
    alsoFrom,
    unit: 'people in poverty per organization',
    format: 'count',
    decimals: 0,
    columns: [
      { label: 'Rank', format: 'count', decimals: 0 },
      { label: 'County', format: 'text', decimals: 0 },
      { label: `People in poverty (${povertyYear})`, format: 'count', decimals: 0 },
      { label: `Poverty rate (${povertyYear})`, format: 'percent', decimals: 1 },
      { label: supplyLabel, format: 'count', decimals: 0 },
      { label: 'People in poverty per organization', format: 'count', decimals: 0 },
      { label: 'Service desert', format: 'text', decimals: 0 },
    ],
    rows: ranked.map((county) => rankingRow(county, poverty, unknownSupply)),
  });

  const sections: ReportSection[] = [
    countyMap(
      {
        id: 'people-in-poverty',
        title: `People in poverty by county, ${povertyYear}`,
        description:
          `The need: how many people of all ages lived below the federal poverty threshold in each of ${stateName}'s ` +
          `${countyCount} counties in ${povertyYear}, as the Census Bureau's SAIPE program estimates it.`,
        source: saipe,
        unit: 'people in poverty',
        format: 'count',
        decimals: 0,
        desertLegend: null,
      },
      needOf,
    ),
  ];

  // BLS: 501(c)(3) establishments of the map's industry. A county without a row is one BLS does not publish.
  const { naics } = definition;
  const qcewRows = inputs.qcew.filter((row) => row.naics === naics.code && row.fips.startsWith(state.fips));
  const qcewYear = latest(qcewRows.map((row) => row.year));
  const establishments = new Map(qcewRows.map((row) => [row.fips, row.npoEstablishments]));
  const bls = withYear(BLS_QCEW_SOURCE, qcewYear === null ? '' : String(qcewYear));
  const blsRanked = rankCounties(counties.map((county): CountyNeedSupply => ({ fips: county.fips, name: county.name, need: needOf(county.fips), supply: establishments.get(county.fips) ?? null })));
  const published = blsRanked.filter((county) => county.supply !== null).length;
  const industry = `NAICS ${naics.code} (${naics.title})`;
  const blsWhat =
    `People in poverty (SAIPE ${povertyYear}) for each 501(c)(3) establishment the BLS counted in ${industry} in ${qcewYear}. ` +
    `The BLS file has a row for this industry in ${published} of the ${countyCount} counties. A county without a row may ` +
    "have no such establishment, or figures BLS does not publish to protect employers' confidentiality, so it has no value " +
    'and is not ranked.';
  sections.push(
    rankedCountyMap(
      {
        id: 'bls-need-per-establishment',
        title: `People in poverty per nonprofit establishment in ${naics.title}`,
        description: blsWhat,
        source: bls,
        alsoFrom: [saipe],
        unit: 'people in poverty per establishment',
        format: 'count',
        decimals: 0,
        desertLegend: 'Service desert: in the top quarter of people in poverty per establishment',
      },
      blsRanked,
    ),
    rankingTable(
      'bls-ranking',
      `Counties ranked by people in poverty per nonprofit establishment in ${naics.title}`,
      `The counties of the map above, the most people in poverty per establishment first. ${DESERT_RULE}`,
      `Nonprofit establishments, NAICS ${naics.code} (${qcewYear})`,
      blsRanked,
      bls,
      [saipe],
      'Not published',
    ),
  );

  // IRS: the map's organisations, placed in a county by their ZIP code.
  const irsFile = irsFileOf(definition.state);
  const covered = inputs.irs.snapshotDates.length > 0;
  const notCovered: ReportNotCovered[] = [];
  let note: string;
  if (!covered) {
    note =
      `${irsNotImportedText(stateName)} Until it is, the page shows the need from the Census Bureau's SAIPE and the ` +
      `supply from the BLS count of nonprofit establishments. The organizations with the NTEE codes below appear ` +
      `here once the file (${irsFile}) is imported.`;
  } else {
    const dates = [...inputs.irs.snapshotDates].sort();
    const years = dates.map((date) => Number(date.slice(0, 4)));
    const irs = withYear(IRS_EO_BMF_SOURCE, yearSpan(earliest(years)!, latest(years)!));
    const hud = withYear(HUD_ZIP_COUNTY_SOURCE, HUD_ZIP_COUNTY_YEAR);
    const serving = inputs.irs.organizations.filter((org) => nteeCodeCounts(definition, org.ntee));
    const placed = serving.flatMap((org) => {
      const zip = zip5(org.zip);
      const county = zip ? inputs.zipCounties.get(zip) : undefined;
      return county && county.fips.startsWith(state.fips) && counties.some((c) => c.fips === county.fips) ? [{ org, zip: zip!, fips: county.fips }] : [];
    });
    const unplaced = serving.length - placed.length;
    const perCounty = new Map<string, number>();
    for (const { fips } of placed) perCounty.set(fips, (perCounty.get(fips) ?? 0) + 1);
    const irsRanked = rankCounties(counties.map((county) => ({ fips: county.fips, name: county.name, need: needOf(county.fips), supply: perCounty.get(county.fips) ?? 0 })));
    const placedText =
      `${formatCount(serving.length)} organizations in ${stateName}'s IRS records have one of the NTEE codes below; ` +
      `${formatCount(placed.length)} are placed in a county by the ZIP code of their address` +
      (unplaced > 0 ? ` and ${formatCount(unplaced)} whose ZIP code is not in the crosswalk or lies outside ${stateName} are left out.` : '.') +
      ' A ZIP code that crosses a county line counts in the first county the crosswalk lists for it.';
    note = `Organizations are counted from the IRS file for ${stateName} (${dates.join(', ')} snapshot). ${placedText}`;
    sections.push(
      countyMap(
        {
          id: 'irs-organizations',
          title: `Organizations offering ${definition.service}, by county`,
          description: `IRS-registered organizations with the NTEE codes below, by the county of their ZIP code. ${placedText}`,
          source: irs,
          alsoFrom: [hud],
          unit: 'organizations',
          format: 'count',
          decimals: 0,
          desertLegend: null,
        },
        (fips) => perCounty.get(fips) ?? 0,
      ),
      rankedCountyMap(
        {
          id: 'irs-need-per-organization',
          title: `People in poverty per organization offering ${definition.service}`,
          description:
            `People in poverty (SAIPE ${povertyYear}) for each IRS-registered organization with the NTEE codes below in the county. ` +
            'A county with people in poverty and no organization has no ratio and is marked a desert.',
          source: irs,
          alsoFrom: [saipe, hud],
          unit: 'people in poverty per organization',
          format: 'count',
          decimals: 0,
          desertLegend: 'Service desert: no organization, or in the top quarter of people in poverty per organization',
        },
        irsRanked,
      ),
      rankingTable(
        'irs-ranking',
        `Counties ranked by people in poverty per organization offering ${definition.service}`,
        `The counties of the map above, the most people in poverty per organization first. ${DESERT_RULE}`,
        'IRS organizations',
        irsRanked,
        irs,
        [saipe, hud],
        'Not known',
      ),
    );
    if (definition.focusCounty) {
      const focus = definition.focusCounty;
      const byZip = new Map<string, { cities: Map<string, number>; count: number }>();
      for (const { org, zip, fips } of placed) {
        if (fips !== focus.fips) continue;
        const entry = byZip.get(zip) ?? { cities: new Map(), count: 0 };
        entry.count += 1;
        const city = org.city?.trim().toUpperCase() ?? '';
        if (city) entry.cities.set(city, (entry.cities.get(city) ?? 0) + 1);
        byZip.set(zip, entry);
      }
      const cityOf = (cities: Map<string, number>) => [...cities].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? null;
      sections.push({
        kind: 'table',
        id: 'irs-focus-zip-codes',
        title: `Organizations offering ${definition.service} in ${focus.name}, by ZIP code`,
        description:
          `The organizations of ${focus.name} by the ZIP code of their address, the most first, with the city most of them give. ` +
          'This is supply only: the need is not known by ZIP code.',
        source: irs,
        alsoFrom: [hud],
        unit: 'organizations',
        format: 'count',
        decimals: 0,
        columns: [
          { label: 'ZIP code', format: 'text', decimals: 0 },
          { label: 'City', format: 'text', decimals: 0 },
          { label: 'Organizations', format: 'count', decimals: 0 },
        ],
        rows: [...byZip]
          .sort((a, b) => b[1].count - a[1].count || a[0].localeCompare(b[0]))
          .map(([zip, entry]) => [zip, cityOf(entry.cities), entry.count]),
      });
    }
  }

  if (definition.focusCounty) {
    notCovered.push({
      field: 'need by ZIP code',
      why:
        `Need inside ${definition.focusCounty.name} by ZIP code: the Census Bureau's SAIPE estimates poverty for counties, not ZIP ` +
        'codes, and the data has no ZIP code boundaries to draw, so the page sets the county against the other counties and lists ' +
        'its organizations by ZIP code without a need beside them.',
    });
  }

  const focusText = definition.focusCounty ? ` ${definition.focusCounty.name} is outlined on the maps.` : '';
  return {
    map: definition.slug,
    title: definition.title,
    intro:
      `Where are people in poverty far from ${definition.service}? Each of ${stateName}'s ${countyCount} counties sets the need, ` +
      `people in poverty (Census Bureau SAIPE, ${povertyYear}), against the supply: nonprofit establishments in ${industry} ` +
      `(BLS QCEW, ${qcewYear}) and IRS-registered organizations with the NTEE codes listed below.${focusText}`,
    state: definition.state,
    stateName,
    focusCounty: definition.focusCounty,
    service: {
      name: definition.service,
      ntee: definition.ntee.map((code) => ({ code, title: inputs.nteeTitles.get(code) ?? code })),
      nteeWhy: definition.nteeWhy,
      naics,
    },
    desertRule: DESERT_RULE,
    irs: { covered, file: irsFile, note },
    sections,
    notCovered,
  };
}
