import type { IssueAreaDatasetResponse, IssueAreaOptionsResponse, LandscapeResponse, ReportSection, ReportSource } from '@x4i/shared/contracts';
import {
  coveredStatesText,
  NTEE_MAJOR_GROUP_TITLES,
  nteeMajorGroupsOfUnsdg,
  findUsStateByCode,
  irsNotImportedText,
  UN_SDG_GOALS,
  usStateName,
  type LandscapeDefinition,
  type NteeMajorGroupCode,
} from '@x4i/shared/domain';
import { LRUCache } from 'lru-cache';
import { prepareJson } from '../../prepared/prepared-json.js';
import type { PreparedAnswer } from '../../prepared/prepared-answer.js';
import type { Queryable } from '../../db/db.js';
import { loadStateCountyShapes } from '../geo/county-shapes.js';
import { loadZipCounties } from '../geo/zip-counties.js';
import type { MoneyFlowData } from '../../money-flow/money-flow-data.js';
import type { PovertyRow } from '../indicator-tables.js';
import { SAIPE_SOURCE, withYear } from '../report-sources.js';
import { memo } from '../../memo.js';
import { irsSource } from '../sections/irs-organisations.js';
import { withIrsCoverage } from '../sections/irs-no-data.js';
import { nonprofitWorkforceSections } from '../sections/nonprofit-workforce.js';
import { povertySections } from '../sections/poverty.js';
import { classificationSections, organizationSections, placeOf, type LandscapeLabels } from './landscape-sections.js';
import { ceoPaySections, loadCeoPay, type CeoPayRow } from './ceo-pay.js';
import { loadOrganizationColumns, STATE_CODES, type OrganizationColumns } from './organization-columns.js';
import { issueAreaDetail, issueAreaTotals } from './issue-areas.js';
import { keepLargest, summarizeLandscape, type CountyOfZip, type LandscapeSelection } from './summarize-landscape.js';
import { referenceData } from '../../reference-data.js';

/** What the route validated: the landscape and the reader's choices, each allowed by the definition. */
export interface LandscapeQuery {
  landscape: LandscapeDefinition;
  state: string | null;
  county: string | null;
  group: NteeMajorGroupCode | null;
  goal: number | null;
}

export interface LandscapeData {
  landscape(query: LandscapeQuery): Promise<LandscapeResponse>;
  /** The same answer as JSON text, kept so that a repeat costs no serialization. */
  /** The answer serialised and compressed once, for repeats. */
  landscapeAnswer(query: LandscapeQuery): Promise<PreparedAnswer>;
  /** The counties of a state (SAIPE's list), to validate a chosen county. */
  countiesOf(state: string): Promise<{ fips: string; name: string }[]>;
  /** How many organizations carry an NTEE code, in each covered state, with the IRS source (the NTEE builder's compare). */
  nteeCodeCounts(code: string): Promise<{ byState: { state: string; count: number }[]; coveredStates: string[]; source: ReportSource; largest: LandscapeLabels['largest'] }>;
  /** Every issue area (NTEE major group) with its organizations, income and assets. */
  issueAreas(): Promise<IssueAreaOptionsResponse>;
  /** One issue area's overview: by state, by code, its largest organizations. */
  issueAreaDataset(issueArea: NteeMajorGroupCode): Promise<IssueAreaDatasetResponse>;
  warm(): Promise<void>;
  /**
   * Reads the columns of a version of the IRS files before the money flow moves to it (a refresh's switch), while
   * the landscapes keep answering from the current columns: at national scale the read takes seconds.
   */
  prepare(version: string): Promise<void>;
  /** The indicator tables changed (a SAIPE switch): their rows and every answer made from them are read again. */
  indicatorsChanged(): void;
}

export interface LandscapeDataOptions {
  log?: (message: string) => void;
}

export const LANDSCAPE_CACHE_ENTRIES = 500;

/** The goal a /sdg-partnerships page shows before the reader picks one: goal 17, partnerships for the goals. */
export const DEFAULT_PARTNERSHIP_GOAL = 17;

const countyLabel = (row: PovertyRow) => `${row.areaName}, ${row.stateCode}`;

/** The SAIPE figures of one county: people in poverty and the rate. */
function countyPovertySection(rows: readonly PovertyRow[], fips: string): ReportSection[] {
  const row = rows.find((entry) => entry.fips === fips && entry.geoLevel === 'county');
  if (!row || row.peopleInPoverty === null) return [];
  return [
    {
      kind: 'figures',
      id: 'county-poverty',
      title: `People in poverty in ${countyLabel(row)}`,
      description: `How many people, of all ages, lived below the poverty threshold in ${row.year}, and their share of the county's population.`,
      source: withYear(SAIPE_SOURCE, String(row.year)),
      unit: 'people in poverty',
      format: 'count',
      decimals: 0,
      figures: [
        { label: 'People in poverty', value: row.peopleInPoverty, format: 'count', decimals: 0 },
        ...(row.povertyRatePct === null ? [] : [{ label: 'Poverty rate', value: row.povertyRatePct, format: 'percent' as const, decimals: 1 }]),
      ],
    },
  ];
}

const SUBSECTION_OTHER: Record<number, string> = { 92: '4947(a)(1) nonexempt charitable trust' };

export function createLandscapeData(db: Queryable, moneyFlow: MoneyFlowData, { log = () => undefined }: LandscapeDataOptions = {}): LandscapeData {
  const { codeBook, indicatorTables: tables } = referenceData(db);
  const ceoPay = memo<CeoPayRow[]>(() => loadCeoPay());
  // The crosswalk keyed by the ZIP code as a number, as the columns hold it: a lookup per organization stays cheap.
  const countyOfZip = memo<CountyOfZip>(async () => {
    const byNumber = new Map<number, string>();
    for (const [zip, county] of await loadZipCounties()) byNumber.set(Number(zip), county.fips);
    return (zip) => byNumber.get(zip) ?? null;
  });
  type ColumnsEntry = { version: string; loading: Promise<OrganizationColumns> };
  let columns: ColumnsEntry | null = null;
  /** Columns read ahead for the version the money flow moves to next (prepare). */
  let next: ColumnsEntry | null = null;
  const answers = new LRUCache<string, Promise<{ body: LandscapeResponse; prepared: PreparedAnswer }>>({ max: LANDSCAPE_CACHE_ENTRIES });

  const read = (version: string): ColumnsEntry => {
    const started = Date.now();
    const loading = loadOrganizationColumns(db, version).then((loaded) => {
      log(`Landscapes: ${loaded.size.toLocaleString('en-US')} organizations read into columns in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      return loaded;
    });
    return { version, loading };
  };
  const columnsOf = (version: string): Promise<OrganizationColumns> => {
    if (columns?.version !== version && next?.version === version) {
      answers.clear();
      columns = next;
      next = null;
    }
    if (columns?.version !== version) {
      answers.clear();
      const entry = read(version);
      columns = entry;
      entry.loading.catch(() => {
        if (columns === entry) columns = null;
      });
    }
    return columns.loading;
  };

  async function countiesOf(state: string) {
    const { poverty } = await tables();
    return poverty
      .filter((row) => row.geoLevel === 'county' && row.stateCode === state)
      .map((row) => ({ fips: row.fips, name: countyLabel(row) }))
      .sort((a, b) => a.name.localeCompare(b.name));
  }

  async function largestOf(cols: OrganizationColumns, rows: number[]): Promise<LandscapeLabels['largest']> {
    if (rows.length === 0) return [];
    const eins = rows.map((row) => String(cols.ein[row]).padStart(9, '0'));
    const found = await db.query<{ ein: string; name: string; city: string | null; state: string | null; ntee_cd: string | null }>(
      `SELECT DISTINCT ON (b.ein) b.ein, b.name, b.city, upper(trim(b.state)) AS state, upper(trim(b.ntee_cd)) AS ntee_cd
       FROM irs_eo_bmf b JOIN irs_files f ON f.file_name = b.source_file
       WHERE b.ein = ANY($1::text[])
       ORDER BY b.ein, f.snapshot_date DESC, b.tax_period DESC NULLS LAST, b.source_file`,
      [eins],
    );
    const byEin = new Map(found.map((row) => [row.ein, row]));
    return rows.flatMap((row, index) => {
      const record = byEin.get(eins[index]!);
      return record
        ? [{ name: record.name, ein: record.ein, city: record.city ?? '', state: record.state ?? '', nteeCode: record.ntee_cd ?? '', income: cols.income[row]!, assets: cols.assets[row]! }]
        : [];
    });
  }

  async function build(query: LandscapeQuery, version: string): Promise<LandscapeResponse> {
    const { landscape } = query;
    const [cols, book, indicators, aggregate, zipCounty] = await Promise.all([columnsOf(version), codeBook(), tables(), moneyFlow.aggregate(), countyOfZip()]);
    const place = landscape.place;
    const state = place.kind === 'chosen' ? query.state : place.state;
    const countyFips = place.kind === 'county' ? place.countyFips : place.kind === 'chosen' ? query.county : null;
    const counties = state ? await countiesOf(state) : [];
    const county = countyFips ? (counties.find((entry) => entry.fips === countyFips) ?? null) : null;
    const goal = landscape.pick === 'goal' ? (query.goal ?? DEFAULT_PARTNERSHIP_GOAL) : null;
    const group = landscape.pick === 'ntee-group' ? query.group : null;

    const prefixes = group ? [group] : goal ? nteeMajorGroupsOfUnsdg(`UNSDG${goal}`) : (landscape.ntee?.prefixes ?? null);
    const selection: LandscapeSelection = { state, county: county?.fips ?? null, city: place.kind === 'city' ? place.city : null, nteePrefixes: prefixes };
    const summary = summarizeLandscape(cols, selection, zipCounty);

    const placeName = place.kind === 'city' || place.kind === 'county' ? place.name : county ? county.name : placeOf(state);
    const goalEntry = goal ? UN_SDG_GOALS.find((entry) => entry.position === goal) : undefined;
    const basis = group
      ? `Organizations of NTEE group ${group} (${NTEE_MAJOR_GROUP_TITLES[group]})`
      : goalEntry
        ? `Organizations whose NTEE major group counts towards goal ${goal}, ${goalEntry.label} (groups ${(prefixes ?? []).join(', ')})`
        : landscape.ntee
          ? `Organizations with an NTEE code for ${landscape.ntee.label} (${landscape.ntee.prefixes.join(', ')})`
          : 'Exempt organizations';
    const countyNames = new Map(indicators.poverty.filter((row) => row.stateCode === state).map((row) => [row.fips, row.areaName]));
    const labels: LandscapeLabels = {
      placeName,
      basis,
      national: state === null,
      nteeTitle: (code) => book.ntee(code)?.title ?? null,
      subsectionLabel: (code) => SUBSECTION_OTHER[code] ?? book.subsection(String(code), null).exemptOrganizationType ?? `Subsection ${code}`,
      foundationLabel: (code) => book.coded('FOUNDATION', String(code))?.description ?? null,
      countyName: (fips) => countyNames.get(fips) ?? null,
      countyShapes: state && !county ? await loadStateCountyShapes(findUsStateByCode(state)!.fips) : null,
      largest: await largestOf(cols, summary.largest),
    };
    const source = irsSource(aggregate.coverage);
    const covered = state ? aggregate.coverage.states.includes(state) : aggregate.coverage.states.length > 0;
    const coverageNote = !covered
      ? `${irsNotImportedText(usStateName(state!))} They appear once the file (eo_${state!.toLowerCase()}.csv) is imported.`
      : state === null
        ? `The nation's figures are those of the ${coveredStatesText(aggregate.coverage.states)} whose IRS files are imported.`
        : null;

    // A state without a file: its IRS figures are null with the reason, not zeros; the national map greys it out.
    const sections = withIrsCoverage(
      landscape.focus === 'classification' ? classificationSections(summary, labels, source) : organizationSections(summary, labels, source),
      aggregate.coverage,
      state,
    );
    if (landscape.ceoPay) sections.push(...ceoPaySections(await ceoPay(), { state, nteePrefixes: prefixes }, placeOf(state)));
    if (landscape.focus === 'organizations') {
      if (county) sections.push(...countyPovertySection(indicators.poverty, county.fips));
      else if (place.kind === 'city') sections.push(...countyPovertySection(indicators.poverty, place.countyFips));
      else sections.push(...povertySections(indicators.poverty, state));
      if (!county && place.kind !== 'city') sections.push(...nonprofitWorkforceSections(indicators.nonprofitWorkforce, state));
    }

    return {
      landscape: landscape.slug,
      title: group ? `${landscape.title}: ${NTEE_MAJOR_GROUP_TITLES[group]}` : goalEntry ? `${landscape.title}: Goal ${goal}, ${goalEntry.label}` : landscape.title,
      intro: landscape.summary,
      placeName,
      state,
      county,
      group,
      goal,
      counties,
      covered,
      coverageNote,
      sections,
      notCovered: landscape.notCovered.map((why) => ({ why })),
    };
  }

  async function answer(query: LandscapeQuery) {
    const { version } = await moneyFlow.aggregate();
    const key = JSON.stringify([version, query.landscape.slug, query.state, query.county, query.group, query.goal]);
    let found = answers.get(key);
    if (!found) {
      found = build(query, version).then((body) => ({ body, prepared: prepareJson(body) }));
      answers.set(key, found);
      found.catch(() => answers.delete(key));
    }
    return found;
  }

  return {
    landscape: async (query) => (await answer(query)).body,
    landscapeAnswer: async (query) => (await answer(query)).prepared,
    countiesOf,
    async nteeCodeCounts(code) {
      const aggregate = await moneyFlow.aggregate();
      const cols = await columnsOf(aggregate.version);
      const wanted = cols.nteeCodes.indexOf(code);
      const counts = new Uint32Array(STATE_CODES.length);
      const largest: number[] = [];
      if (wanted > 0) {
        for (let row = 0; row < cols.size; row += 1) {
          if (cols.ntee[row] !== wanted) continue;
          counts[cols.state[row]!]! += 1;
          keepLargest(largest, row, cols.income);
        }
      }
      const covered = aggregate.coverage.states;
      return {
        byState: covered.map((state) => ({ state, count: counts[STATE_CODES.indexOf(state)] ?? 0 })),
        coveredStates: covered,
        source: irsSource(aggregate.coverage),
        largest: await largestOf(cols, largest),
      };
    },
    async issueAreas() {
      const aggregate = await moneyFlow.aggregate();
      const { areas, uncoded } = issueAreaTotals(await columnsOf(aggregate.version));
      return {
        issueAreas: [...areas].map(([issueArea, totals]) => ({ issueArea, title: NTEE_MAJOR_GROUP_TITLES[issueArea], ...totals })),
        uncoded,
        coveredStates: aggregate.coverage.states,
        source: irsSource(aggregate.coverage),
      };
    },
    async issueAreaDataset(issueArea) {
      const aggregate = await moneyFlow.aggregate();
      const cols = await columnsOf(aggregate.version);
      const [detail, book] = [issueAreaDetail(cols, issueArea), await codeBook()];
      const titleOf = new Map(book.nteeCodes.map((code) => [code.code, code.title]));
      const largest = await largestOf(cols, detail.largest);
      return {
        issueArea,
        title: NTEE_MAJOR_GROUP_TITLES[issueArea],
        ...detail.totals,
        byState: aggregate.coverage.states.map((state) => ({ state, name: findUsStateByCode(state)?.name ?? state, ...detail.byState[STATE_CODES.indexOf(state)]! })),
        codes: [...detail.byCode]
          .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
          .map(([code, organizations]) => ({ code, title: titleOf.get(code) ?? 'Not in the NTEE taxonomy', organizations })),
        largest: largest.map(({ ein, name, city, state, nteeCode, income }) => ({ ein, name, city, state, nteeCode, income })),
        coveredStates: aggregate.coverage.states,
        source: irsSource(aggregate.coverage),
      };
    },
    indicatorsChanged() {
      // The tables themselves are read again by the reference store, whose generation the switch moved on.
      answers.clear();
    },
    async warm() {
      const { version } = await moneyFlow.aggregate();
      await columnsOf(version);
    },
    async prepare(version) {
      if (columns?.version === version) return;
      if (next?.version !== version) {
        const entry = read(version);
        next = entry;
        entry.loading.catch(() => {
          if (next === entry) next = null;
        });
      }
      await next!.loading;
    },
  };
}
