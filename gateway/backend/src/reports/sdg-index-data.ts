import type {
  SdgIndexBenchmarks,
  SdgIndexEdition,
  SdgIndexIndicator,
  SdgIndexMovement,
  SdgIndexResponse,
  SdgIndexSource,
  SdgIndexStateRank,
} from '@x4i/shared/contracts';
import {
  compareEditions,
  computeSustainabilityIndex,
  mean,
  percentile,
  RATING_THRESHOLDS,
  TOP_PERFORMERS,
  US_STATES,
  usStateName,
  WORST_PERCENTILE,
  type IndicatorDirection,
  type StateMovement,
  type SustainabilityIndex,
} from '@x4i/shared/domain';
import type { Queryable } from '../db/db.js';
import { preparedAsyncAnswers } from '../prepared/prepared-json.js';
import type { PreparedAnswer } from '../prepared/prepared-answer.js';
import type { MoneyFlowAggregate } from '../money-flow/aggregate.js';
import type { MoneyFlowData } from '../money-flow/money-flow-data.js';
import { loadFederalReplacements, type FederalReplacement } from './federal-indicators.js';
import { indicatorGeneration, perGeneration } from './indicator-generation.js';

export const SDSN_SOURCE: Omit<SdgIndexSource, 'dataYears'> = {
  name: 'Sustainable Development Report of the United States 2018',
  publisher: 'SDSN USA and SDG USA',
  url: 'https://github.com/sdsna/sdr-united-states-viz',
  credit:
    'State indicators: SDSN USA and SDG USA, Sustainable Development Report of the United States 2018, compiled from federal and public sources named with each indicator.',
  disclaimer:
    'The index on this page is computed by this product from those indicators. Neither SDSN nor the United Nations has endorsed or reviewed these results.',
};

/**
 * Where the SDSN describes the index's method: the report itself, the repository of its data (the indicator
 * values with the published goal scores and ranks, but no per-indicator bounds), and the SDSN's summary of the
 * SDG Index method, which points to its detailed methodological paper.
 */
export const SDSN_METHOD_REFERENCES: readonly { title: string; url: string }[] = [
  {
    title: 'Sustainable Development Report of the United States 2018 (SDSN USA and SDG USA)',
    url: 'https://www.sustainabledevelopment.report/reports/sustainable-development-report-of-the-united-states-2018/',
  },
  { title: 'Data Visualization for the Sustainable Development Report of the US 2018 (SDSN, data and code)', url: 'https://github.com/sdsna/sdr-united-states-viz' },
  {
    title: 'Sustainable Development Report, Methods Summary and Data Tables (SDSN), after Lafortune et al., SDG Index and Dashboards: Detailed Methodological Paper (2018)',
    url: 'https://dashboards.sdgindex.org/chapters/methodology',
  },
];

interface IndicatorRow {
  indicator: string;
  goal: number;
  name: string;
  units: string;
  decimals: number | null;
  source: string;
  data_year: string;
  direction: IndicatorDirection;
  definition: string;
}

interface ValueRow {
  state_code: string;
  indicator: string;
  value: number | null;
  published: string;
}

interface LoadedIndex {
  indicators: IndicatorRow[];
  published: Map<string, Map<string, ValueRow>>;
  /** The updated edition: the 2018 indicators with the newer federal values in place. */
  index: SustainabilityIndex;
  /** The SDSN 2018 edition, recomputed from the 2018 indicators alone. */
  baseline: SustainabilityIndex;
  /** State code → its standing in both editions and why it moved. */
  movements: Map<string, StateMovement>;
  editions: SdgIndexEdition[];
  dataYears: string;
  /** Indicator id → the newer federal values that replace the SDSN's. */
  replacements: Map<string, FederalReplacement>;
  /** Indicator id → the 2018 indicator as the SDSN published it (source and data year before any replacement). */
  sdsnIndicators: Map<string, IndicatorRow>;
}

export const BASELINE_EDITION_LABEL = 'SDSN 2018 edition, recomputed';
export const UPDATED_EDITION_LABEL = 'Updated edition';

/** The two editions in words, from the indicators and the replacements actually applied. */
export function editionsOf(indicators: readonly IndicatorRow[], replacements: readonly FederalReplacement[]): SdgIndexEdition[] {
  const goals = new Set(indicators.map((row) => row.goal)).size;
  const replaced = replacements.map((item) => {
    const row = indicators.find((indicator) => indicator.indicator === item.indicator);
    return `${row?.name.trim() ?? item.indicator} (${item.source}, ${item.dataYear})`;
  });
  return [
    {
      id: 'sdsn-2018-recomputed',
      label: BASELINE_EDITION_LABEL,
      description: `The ${indicators.length} indicators of the ${SDSN_SOURCE.name} across ${goals} goals, as published, scored by this product with the report's method.`,
      replacedIndicators: [],
    },
    {
      id: 'updated',
      label: UPDATED_EDITION_LABEL,
      description:
        replaced.length === 0
          ? 'No newer federal file is imported, so the updated edition equals the 2018 edition.'
          : `The same indicators and method, with newer federal values in place of ${replaced.length === 1 ? 'one indicator' : `${replaced.length} indicators`}: ${replaced.join('; ')}.`,
      replacedIndicators: replacements.map((item) => item.indicator),
    },
  ];
}

/** "2012-2016", "SY 2015-2016", "2015 and 2014" → their years; the span over all indicators, e.g. "2010–2018". */
export function dataYearSpan(dataYears: readonly string[]): string {
  const years = dataYears.flatMap((text) => (text.match(/\b(19|20)\d{2}\b/g) ?? []).map(Number));
  if (years.length === 0) return '';
  const first = Math.min(...years);
  const last = Math.max(...years);
  return first === last ? String(first) : `${first}–${last}`;
}

/**
 * The newer federal values in place of the SDSN's, for the states the index covers; the indicator then names the
 * newer source and year.
 */
function applyReplacements(indicators: IndicatorRow[], published: Map<string, Map<string, ValueRow>>, replacements: readonly FederalReplacement[]): IndicatorRow[] {
  const byId = new Map(replacements.map((item) => [item.indicator, item]));
  for (const [state, ofState] of published) {
    for (const replacement of replacements) {
      const value = replacement.values.get(state);
      const decimals = indicators.find((row) => row.indicator === replacement.indicator)?.decimals ?? 1;
      if (value !== undefined) ofState.set(replacement.indicator, { state_code: state, indicator: replacement.indicator, value, published: value.toFixed(decimals ?? 1) });
    }
  }
  return indicators.map((row) => {
    const replacement = byId.get(row.indicator);
    return replacement ? { ...row, source: replacement.source, data_year: replacement.dataYear } : row;
  });
}

async function loadIndex(db: Queryable): Promise<LoadedIndex> {
  const sdsnIndicators = await db.query<IndicatorRow>(
    'SELECT indicator, goal, name, units, decimals, source, data_year, direction, definition FROM sdsn_indicators ORDER BY indicator',
  );
  const values = await db.query<ValueRow>('SELECT state_code, indicator, value, published FROM sdsn_state_values');
  const published = new Map<string, Map<string, ValueRow>>();
  for (const row of values) {
    const ofState = published.get(row.state_code) ?? new Map<string, ValueRow>();
    ofState.set(row.indicator, { ...row, value: row.value === null ? null : Number(row.value) });
    published.set(row.state_code, ofState);
  }
  const replacements = (await loadFederalReplacements(db)).filter((item) => sdsnIndicators.some((row) => row.indicator === item.indicator));
  const scoreAll = (rows: readonly IndicatorRow[], values: Map<string, Map<string, ValueRow>>) =>
    computeSustainabilityIndex(
      rows.map((row) => ({ id: row.indicator, goal: row.goal, direction: row.direction })),
      [...values.entries()].map(([state, ofState]) => ({
        state,
        values: Object.fromEntries([...ofState.values()].map((row) => [row.indicator, row.value])),
      })),
    );
  // The 2018 edition is scored before the newer values take the SDSN's place.
  const baseline = scoreAll(sdsnIndicators, published);
  const indicators = applyReplacements(sdsnIndicators, published, replacements);
  const index = scoreAll(indicators, published);
  const movements = compareEditions(
    baseline,
    index,
    replacements.map((item) => {
      const row = sdsnIndicators.find((indicator) => indicator.indicator === item.indicator)!;
      return { id: row.indicator, goal: row.goal, name: row.name.trim() };
    }),
  );
  return {
    indicators,
    published,
    index,
    baseline,
    movements: new Map(movements.map((item) => [item.state, item])),
    editions: editionsOf(sdsnIndicators, replacements),
    dataYears: dataYearSpan(indicators.map((row) => row.data_year)),
    replacements: new Map(replacements.map((item) => [item.indicator, item])),
    sdsnIndicators: new Map(sdsnIndicators.map((row) => [row.indicator, row])),
  };
}

/** A state's move between the editions, with each reason's indicator named, its units and both sources. */
function movementOf(loaded: LoadedIndex, state: string): SdgIndexMovement | undefined {
  const found = loaded.movements.get(state);
  if (!found) return undefined;
  const updatedRows = new Map(loaded.indicators.map((row) => [row.indicator, row]));
  return {
    rankChange: found.rankChange,
    indexChange: found.indexChange,
    reasons: found.reasons.map((reason) => {
      const was = loaded.sdsnIndicators.get(reason.indicator);
      const now = updatedRows.get(reason.indicator);
      return {
        indicator: reason.indicator,
        name: reason.name,
        goal: reason.goal,
        units: now?.units ?? was?.units ?? '',
        decimals: now?.decimals ?? was?.decimals ?? null,
        before: { ...reason.before, source: was?.source.trim() ?? '', dataYear: was?.data_year ?? '' },
        after: { ...reason.after, source: now?.source.trim() ?? '', dataYear: now?.data_year ?? '' },
        goalScoreChange: reason.goalScoreChange,
        indexChange: reason.indexChange,
      };
    }),
  };
}

function baselineOf(loaded: LoadedIndex, state: string): { rank: number | null; index: number | null } | undefined {
  return loaded.movements.get(state)?.baseline;
}

function benchmarksOf(index: SustainabilityIndex): SdgIndexBenchmarks {
  const ranked = index.states.filter((state) => state.index !== null);
  const indexes = ranked.map((state) => state.index!);
  const goalNumbers = [...new Set(ranked.flatMap((state) => state.goals.map((goal) => goal.goal)))].sort((a, b) => a - b);
  return {
    averageIndex: mean(indexes) ?? 0,
    medianIndex: indexes.length > 0 ? percentile(indexes, 50) : 0,
    best: { state: ranked[0]?.state ?? '', index: ranked[0]?.index ?? 0 },
    goals: goalNumbers.map((goal) => {
      const scores = ranked.flatMap((state) => state.goals.filter((item) => item.goal === goal).map((item) => ({ state: state.state, score: item.score })));
      const best = scores.reduce((top, item) => (item.score > top.score ? item : top));
      return { goal, averageScore: mean(scores.map((item) => item.score))!, bestScore: best.score, bestState: best.state };
    }),
    rankedStates: ranked.length,
  };
}

/**
 * Every state and DC: the index's states as ranked in the updated edition, each with its rank and index in the
 * 2018 edition and why it moved, then those the indicators do not cover, unranked.
 */
function rankingOf(loaded: LoadedIndex): SdgIndexStateRank[] {
  const rows: SdgIndexStateRank[] = loaded.index.states.map((state) => ({
    state: state.state,
    stateName: usStateName(state.state),
    rank: state.rank,
    index: state.index,
    goals: state.goals,
    baseline: baselineOf(loaded, state.state),
    movement: movementOf(loaded, state.state),
  }));
  const known = new Set(rows.map((row) => row.state));
  const uncovered = US_STATES.filter((state) => !known.has(state.code)).map((state) => ({ state: state.code, stateName: state.name, rank: null, index: null, goals: [] }));
  return [...rows, ...uncovered];
}

export interface SdgIndexData {
  sdgIndex(state: string | null): Promise<SdgIndexResponse>;
  /** The same answer ready to send, made once per version of the imported IRS files. */
  sdgIndexAnswer(state: string | null): Promise<PreparedAnswer>;
}

/**
 * The index is computed once, on first use, from the imported indicator tables (reference data: it changes only
 * when the backend starts with a new file); the organisation figures come from the money flow's aggregate.
 */
export function createSdgIndexData(db: Queryable, moneyFlow: MoneyFlowData): SdgIndexData {
  // A SAIPE switch changes the federal replacement of the poverty indicator.
  const load = perGeneration<LoadedIndex>(db, () => loadIndex(db));

  // The nation and each state.
  const answers = preparedAsyncAnswers<MoneyFlowAggregate>(52);

  const data: SdgIndexData = {
    async sdgIndexAnswer(state) {
      return answers(await moneyFlow.aggregate(), `${indicatorGeneration(db)}:${state ?? ''}`, () => data.sdgIndex(state));
    },
    async sdgIndex(state) {
      const [loaded, flow] = await Promise.all([
        load(),
        moneyFlow.moneyFlow({ unsdg: null, state, incomeBuckets: [] }),
      ]);
      const { indicators, published, index, dataYears, replacements } = loaded;
      const indicatorList: SdgIndexIndicator[] = indicators.map((row) => ({
        id: row.indicator,
        goal: row.goal,
        name: row.name,
        units: row.units,
        decimals: row.decimals,
        source: row.source,
        dataYear: row.data_year,
        direction: row.direction,
        definition: row.definition,
        bounds: index.bounds[row.indicator] ?? null,
        replaces: replacements.get(row.indicator)?.replaces ?? null,
      }));
      const ranking = rankingOf(loaded);
      let dashboard: SdgIndexResponse['dashboard'] = null;
      if (state) {
        const scored = index.states.find((item) => item.state === state);
        const ofState = published.get(state);
        dashboard = {
          state,
          stateName: usStateName(state),
          rank: scored?.rank ?? null,
          index: scored?.index ?? null,
          note: ofState ? null : `The ${SDSN_SOURCE.name} covers the 50 states; ${usStateName(state)} has no values in it, so it is not ranked.`,
          baseline: baselineOf(loaded, state),
          movement: movementOf(loaded, state),
          indicators: indicators.map((row) => {
            const value = ofState?.get(row.indicator);
            const score = scored?.indicators.find((item) => item.indicator === row.indicator);
            return {
              indicator: row.indicator,
              goal: row.goal,
              published: value?.published ?? 'NA',
              value: value?.value ?? null,
              score: score?.score ?? null,
              rating: score?.rating ?? null,
              trend: replacements.get(row.indicator)?.trends.get(state) ?? null,
            };
          }),
        };
      }
      const covered = state === null ? flow.coverage.states.length > 0 : flow.coverage.states.includes(state);
      return {
        state,
        source: { ...SDSN_SOURCE, dataYears },
        method: { worstPercentile: WORST_PERCENTILE, topPerformers: TOP_PERFORMERS, thresholds: RATING_THRESHOLDS, references: SDSN_METHOD_REFERENCES },
        editions: loaded.editions,
        indicators: indicatorList,
        stateRanking: ranking,
        benchmarks: benchmarksOf(index),
        dashboard,
        orgCount: covered ? flow.headerMetrics.orgCount : null,
        orgMetrics: covered ? { metrics: flow.headerMetrics, coverage: flow.coverage } : null,
      };
    },
  };
  return data;
}
