import type {
  SdgIndexBenchmarks,
  SdgIndexIndicator,
  SdgIndexResponse,
  SdgIndexSource,
  SdgIndexStateRank,
} from '@x4i/shared/contracts';
import {
  computeSustainabilityIndex,
  mean,
  percentile,
  RATING_THRESHOLDS,
  TOP_PERFORMERS,
  US_STATES,
  usStateName,
  WORST_PERCENTILE,
  type IndicatorDirection,
  type SustainabilityIndex,
} from '@x4i/shared/domain';
import type { Queryable } from '../db/db.js';
import { preparedAsyncAnswers } from '../http/prepared-json.js';
import type { PreparedAnswer } from '../http/prepared-answer.js';
import type { MoneyFlowAggregate } from '../money-flow/aggregate.js';
import type { MoneyFlowData } from '../money-flow/money-flow-data.js';
import { loadFederalReplacements, type FederalReplacement } from './federal-indicators.js';
import { indicatorGeneration } from './indicator-generation.js';

export const SDSN_SOURCE: Omit<SdgIndexSource, 'dataYears'> = {
  name: 'Sustainable Development Report of the United States 2018',
  publisher: 'SDSN USA and SDG USA',
  url: 'https://github.com/sdsna/sdr-united-states-viz',
  credit:
    'State indicators: SDSN USA and SDG USA, Sustainable Development Report of the United States 2018, compiled from federal and public sources named with each indicator.',
  disclaimer:
    'The index on this page is computed by this product from those indicators. Neither SDSN nor the United Nations has endorsed or reviewed these results.',
};

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
  index: SustainabilityIndex;
  dataYears: string;
  /** Indicator id → the newer federal values that replace the SDSN's. */
  replacements: Map<string, FederalReplacement>;
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
  const indicators = applyReplacements(sdsnIndicators, published, replacements);
  const index = computeSustainabilityIndex(
    indicators.map((row) => ({ id: row.indicator, goal: row.goal, direction: row.direction })),
    [...published.entries()].map(([state, ofState]) => ({
      state,
      values: Object.fromEntries([...ofState.values()].map((row) => [row.indicator, row.value])),
    })),
  );
  return {
    indicators,
    published,
    index,
    dataYears: dataYearSpan(indicators.map((row) => row.data_year)),
    replacements: new Map(replacements.map((item) => [item.indicator, item])),
  };
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

/** Every state and DC: the index's states as ranked, then those the indicators do not cover, unranked. */
function rankingOf(index: SustainabilityIndex): SdgIndexStateRank[] {
  const rows: SdgIndexStateRank[] = index.states.map((state) => ({
    state: state.state,
    stateName: usStateName(state.state),
    rank: state.rank,
    index: state.index,
    goals: state.goals,
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
  let loaded: Promise<LoadedIndex> | null = null;
  let generation = indicatorGeneration(db);
  const load = () => {
    // A SAIPE switch changes the federal replacement of the poverty indicator.
    if (generation !== indicatorGeneration(db)) {
      generation = indicatorGeneration(db);
      loaded = null;
    }
    if (!loaded) {
      loaded = loadIndex(db);
      loaded.catch(() => {
        loaded = null;
      });
    }
    return loaded;
  };

  // The nation and each state.
  const answers = preparedAsyncAnswers<MoneyFlowAggregate>(52);

  const data: SdgIndexData = {
    async sdgIndexAnswer(state) {
      return answers(await moneyFlow.aggregate(), `${indicatorGeneration(db)}:${state ?? ''}`, () => data.sdgIndex(state));
    },
    async sdgIndex(state) {
      const [{ indicators, published, index, dataYears, replacements }, flow] = await Promise.all([
        load(),
        moneyFlow.moneyFlow({ unsdg: null, state, incomeBuckets: [] }),
      ]);
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
      const ranking = rankingOf(index);
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
        method: { worstPercentile: WORST_PERCENTILE, topPerformers: TOP_PERFORMERS, thresholds: RATING_THRESHOLDS },
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
