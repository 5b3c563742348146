import { type StateValues, competitionRanks, computeSustainabilityIndex, indicatorBounds, percentile, rating, rescale, trend } from './sdg-index.js';

/*
 * The hand-worked example. Six states, two indicators:
 *   x (goal 1, higher is better):  A 10, B 20, C 30, D 40, E 50, F 60
 *   y (goal 2, lower is better):   A 5,  B 4,  C 3,  D 2,  E 1,  F missing
 * x: worst = 2.5th percentile = 10 + (20 - 10) × 0.125 = 11.25; best = mean of the top five (60, 50, 40, 30, 20) = 40.
 *    B = (20 - 11.25) / 28.75 × 100 = 30.4348; C = 65.2174; A below the worst bound → 0; D, E, F at or past 40 → 100.
 * y: worst = 97.5th percentile of (1…5) = 4 + 0.9 = 4.9; best = mean of the five lowest = 3.
 *    B = (4 - 4.9) / (3 - 4.9) × 100 = 47.3684; A → 0; C, D, E → 100; F has no value.
 * Index = mean of the goal scores: A 0, B 38.9016, C 82.6087, D 100, E 100, F 100 (goal 1 only).
 * Ranks: D, E, F share 1; C 4; B 5; A 6. G has no value at all: no index, no rank.
 */
const indicators = [
  { id: 'x', goal: 1, direction: 'ascending' as const },
  { id: 'y', goal: 2, direction: 'descending' as const },
];
const states: StateValues[] = [
  { state: 'A', values: { x: 10, y: 5 } },
  { state: 'B', values: { x: 20, y: 4 } },
  { state: 'C', values: { x: 30, y: 3 } },
  { state: 'D', values: { x: 40, y: 2 } },
  { state: 'E', values: { x: 50, y: 1 } },
  { state: 'F', values: { x: 60, y: null } },
  { state: 'G', values: {} },
];

describe('the sustainability index', () => {
  const result = computeSustainabilityIndex(indicators, states);
  const of = (state: string) => result.states.find((item) => item.state === state)!;

  it('takes the worst bound at the 2.5th percentile and the best as the top five average, in either direction', () => {
    expect(result.bounds.x).toEqual({ worst: 11.25, best: 40 });
    expect(result.bounds.y!.worst).toBeCloseTo(4.9, 10);
    expect(result.bounds.y!.best).toBe(3);
  });

  it('rescales to 0–100 and censors values beyond the bounds', () => {
    const scores = (state: string) => Object.fromEntries(of(state).indicators.map((item) => [item.indicator, item.score]));
    expect(scores('A')).toEqual({ x: 0, y: 0 });
    expect(scores('B').x).toBeCloseTo(30.4348, 4);
    expect(scores('B').y).toBeCloseTo(47.3684, 4);
    expect(scores('C').x).toBeCloseTo(65.2174, 4);
    expect(scores('E')).toEqual({ x: 100, y: 100 });
    expect(scores('F')).toEqual({ x: 100 });
  });

  it('averages goals over the indicators with data and the index over the goals with data', () => {
    expect(of('B').index).toBeCloseTo(38.9016, 4);
    expect(of('C').index).toBeCloseTo(82.6087, 4);
    expect(of('F').goals.map((goal) => goal.goal)).toEqual([1]);
    expect(of('F').index).toBe(100);
  });

  it('ranks best first with shared ranks for equal indexes, and leaves a state without data unranked', () => {
    expect(result.states.map((state) => [state.state, state.rank])).toEqual([
      ['D', 1],
      ['E', 1],
      ['F', 1],
      ['C', 4],
      ['B', 5],
      ['A', 6],
      ['G', null],
    ]);
    expect(of('G').index).toBeNull();
  });

  it('rates each score with the written thresholds', () => {
    expect(of('B').goals.map((goal) => goal.rating)).toEqual(['red', 'orange']);
    expect(of('C').goals.map((goal) => goal.rating)).toEqual(['yellow', 'green']);
    expect([rating(80), rating(79.9), rating(60), rating(40), rating(39.9)]).toEqual(['green', 'yellow', 'yellow', 'orange', 'red']);
  });
});

describe('index building blocks', () => {
  it('interpolates percentiles between ranks', () => {
    expect(percentile([1, 2, 3, 4, 5], 50)).toBe(3);
    expect(percentile([10, 20], 25)).toBe(12.5);
  });

  it('uses a technical optimum as the best bound when there is one, and gives up on an indicator that cannot tell states apart', () => {
    expect(indicatorBounds([0, 0, 1, 0.5], 'ascending', 1)!.best).toBe(1);
    expect(indicatorBounds([3, 3, 3], 'ascending')).toBeNull();
    expect(indicatorBounds([3, null], 'ascending')).toBeNull();
    expect(rescale(25, { worst: 0, best: 50 })).toBe(50);
  });

  it('ranks ties together', () => {
    expect(competitionRanks([90, 80, 90, 70])).toEqual([1, 3, 1, 4]);
  });

  it('reads a time series as improving, stagnating or worsening in the indicator direction', () => {
    const rising = [2010, 2011, 2012].map((year, i) => ({ year, value: 10 + i }));
    expect(trend(rising, 'ascending')).toBe('improving');
    expect(trend(rising, 'descending')).toBe('worsening');
    expect(trend([2010, 2011, 2012].map((year) => ({ year, value: 10 })), 'ascending')).toBe('stagnating');
    expect(trend(rising.slice(0, 2), 'ascending')).toBeNull();
  });
});
