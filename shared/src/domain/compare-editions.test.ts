import { compareEditions, type ReplacedIndicator } from './compare-editions.js';
import type { StateIndex, SustainabilityIndex } from './sdg-index.js';

/*
 * A hand-worked pair of editions. Goal 1 has two indicators (p replaced, and one untouched); goal 2 has one (q,
 * replaced).
 *   A: baseline p 10 → 40, goal 1 50, q 5 → 70, goal 2 70, index 60, rank 1.
 *      updated  p 8 → 60, goal 1 60 (+10), q 4 → 50, goal 2 50 (−20); index 55 (−5): q −10 points, p +5.
 *   B: the same values and scores in both: index 50; rank 2, then 3 because C passes it.
 *   C: baseline p 14 → 20, goal 1 30, q 6 → 60; index 45, rank 3.
 *      updated  p 9 → 44, goal 1 42 (+12); index 51 (+6), rank 2.
 *   D: no value anywhere, no rank in either edition.
 */
const replaced: ReplacedIndicator[] = [
  { id: 'p', goal: 1, name: 'Poverty' },
  { id: 'q', goal: 2, name: 'Food insecurity' },
];

function state(code: string, rank: number | null, goals: [number, number, number][], indicators: [string, number, number, number][]): StateIndex {
  return {
    state: code,
    rank,
    index: goals.length ? goals.reduce((sum, [, score]) => sum + score, 0) / goals.length : null,
    goals: goals.map(([goal, score, indicatorCount]) => ({ goal, score, rating: 'red', indicatorCount })),
    indicators: indicators.map(([indicator, goal, value, score]) => ({ indicator, goal, value, score, rating: 'red' })),
  };
}

const baseline: SustainabilityIndex = {
  bounds: {},
  states: [
    state('A', 1, [[1, 50, 2], [2, 70, 1]], [['p', 1, 10, 40], ['q', 2, 5, 70]]),
    state('B', 2, [[1, 40, 2], [2, 60, 1]], [['p', 1, 12, 30], ['q', 2, 6, 60]]),
    state('C', 3, [[1, 30, 2], [2, 60, 1]], [['p', 1, 14, 20], ['q', 2, 6, 60]]),
    state('D', null, [], []),
  ],
};
const updated: SustainabilityIndex = {
  bounds: {},
  states: [
    state('A', 1, [[1, 60, 2], [2, 50, 1]], [['p', 1, 8, 60], ['q', 2, 4, 50]]),
    state('C', 2, [[1, 42, 2], [2, 60, 1]], [['p', 1, 9, 44], ['q', 2, 6, 60]]),
    state('B', 3, [[1, 40, 2], [2, 60, 1]], [['p', 1, 12, 30], ['q', 2, 6, 60]]),
    state('D', null, [], []),
  ],
};

describe('compareEditions', () => {
  const movements = compareEditions(baseline, updated, replaced);
  const of = (code: string) => movements.find((item) => item.state === code)!;

  it('lists every state in the updated order with its rank and index in both editions', () => {
    expect(movements.map((item) => item.state)).toEqual(['A', 'C', 'B', 'D']);
    expect(of('C')).toMatchObject({ baseline: { rank: 3, index: 45 }, updated: { rank: 2, index: 51 }, rankChange: 1, indexChange: 6 });
    expect(of('B')).toMatchObject({ baseline: { rank: 2, index: 50 }, updated: { rank: 3, index: 50 }, rankChange: -1, indexChange: 0 });
    expect(of('D')).toMatchObject({ baseline: { rank: null, index: null }, updated: { rank: null, index: null }, rankChange: null, indexChange: null });
  });

  it('gives each replaced indicator that changed a score, with its values, goal change and index share, largest first', () => {
    expect(of('A').indexChange).toBe(-5);
    expect(of('A').reasons).toEqual([
      { indicator: 'q', name: 'Food insecurity', goal: 2, before: { value: 5, score: 70 }, after: { value: 4, score: 50 }, goalScoreChange: -20, indexChange: -10 },
      { indicator: 'p', name: 'Poverty', goal: 1, before: { value: 10, score: 40 }, after: { value: 8, score: 60 }, goalScoreChange: 10, indexChange: 5 },
    ]);
    expect(of('C').reasons).toEqual([
      { indicator: 'p', name: 'Poverty', goal: 1, before: { value: 14, score: 20 }, after: { value: 9, score: 44 }, goalScoreChange: 12, indexChange: 6 },
    ]);
  });

  it('gives no reason to a state whose own scores did not change, though its rank moved', () => {
    expect(of('B').reasons).toEqual([]);
    expect(of('D').reasons).toEqual([]);
  });

  it('splits a goal between two replaced indicators by their own score changes', () => {
    const two: ReplacedIndicator[] = [
      { id: 'r', goal: 3, name: 'R' },
      { id: 's', goal: 3, name: 'S' },
    ];
    const [only] = compareEditions(
      { bounds: {}, states: [state('A', 1, [[3, 50, 2]], [['r', 3, 1, 0], ['s', 3, 2, 100]])] },
      { bounds: {}, states: [state('A', 1, [[3, 60, 2]], [['r', 3, 3, 70], ['s', 3, 2, 50]])] },
      two,
    );
    expect(only!.reasons.map((item) => [item.indicator, item.goalScoreChange, item.indexChange])).toEqual([
      ['r', 35, 35],
      ['s', -25, -25],
    ]);
  });

  it('counts a value that appears in only one edition as a change', () => {
    const [only] = compareEditions(
      { bounds: {}, states: [state('A', 1, [[1, 50, 1], [2, 70, 1]], [['q', 2, 5, 70]])] },
      { bounds: {}, states: [state('A', 1, [[1, 60, 1], [2, 70, 1]], [['p', 1, 8, 60], ['q', 2, 5, 70]])] },
      replaced,
    );
    expect(only!.reasons).toEqual([
      { indicator: 'p', name: 'Poverty', goal: 1, before: { value: null, score: null }, after: { value: 8, score: 60 }, goalScoreChange: 10, indexChange: 5 },
    ]);
  });
});
