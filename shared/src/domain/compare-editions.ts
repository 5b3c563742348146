import type { StateIndex, SustainabilityIndex } from './sdg-index.js';

/**
 * Two editions of the state index side by side: the baseline computed from the 2018 indicators alone, and the
 * updated one where some indicators take newer values. Only the replaced indicators differ between the two, so a
 * state's own index moves only through them; its rank can also move because other states' indexes moved.
 *
 * For each replaced indicator the comparison gives the state's value and 0–100 score in both editions, the change
 * in the goal's score it caused, and its share of the index change (the goal change divided by the number of goals
 * the state is scored on). The reasons are sorted by the size of that share, largest first.
 */

export interface ReplacedIndicator {
  id: string;
  goal: number;
  name: string;
}

export interface EditionStanding {
  /** 1 = best; null when the state has no index in the edition. */
  rank: number | null;
  index: number | null;
}

export interface IndicatorChange {
  indicator: string;
  name: string;
  goal: number;
  /** Value and score in the baseline edition; null when missing there. */
  before: { value: number | null; score: number | null };
  after: { value: number | null; score: number | null };
  /** Points of the goal's 0–100 score that this indicator moved. */
  goalScoreChange: number;
  /** Points of the index that this indicator moved. */
  indexChange: number;
}

export interface StateMovement {
  state: string;
  baseline: EditionStanding;
  updated: EditionStanding;
  /** Places gained (positive) or lost (negative) from the baseline to the updated edition; null without both ranks. */
  rankChange: number | null;
  /** Updated index minus baseline index; null without both. */
  indexChange: number | null;
  /** The replaced indicators that changed the state's score, largest effect on the index first. */
  reasons: IndicatorChange[];
}

/** Changes smaller than this (in score points) are rounding noise, not a reason. */
const NOISE = 1e-9;

function goalScore(state: StateIndex | undefined, goal: number): { score: number; count: number } | null {
  const found = state?.goals.find((item) => item.goal === goal);
  return found ? { score: found.score, count: found.indicatorCount } : null;
}

function indicatorOf(state: StateIndex | undefined, id: string) {
  const found = state?.indicators.find((item) => item.indicator === id);
  return { value: found?.value ?? null, score: found?.score ?? null };
}

/**
 * The reasons of one state: per replaced indicator, how much it moved the goal and the index. When a goal holds a
 * single replaced indicator, the goal's whole change is that indicator's; when it holds several, each gets its own
 * score change over the goal's indicator count.
 */
function reasonsOf(before: StateIndex | undefined, after: StateIndex | undefined, replaced: readonly ReplacedIndicator[]): IndicatorChange[] {
  const goalCount = after?.goals.length ?? before?.goals.length ?? 0;
  const reasons: IndicatorChange[] = [];
  for (const indicator of replaced) {
    const was = indicatorOf(before, indicator.id);
    const now = indicatorOf(after, indicator.id);
    const sameGoal = replaced.filter((item) => item.goal === indicator.goal).length;
    const goalBefore = goalScore(before, indicator.goal);
    const goalAfter = goalScore(after, indicator.goal);
    let goalScoreChange: number;
    if (sameGoal === 1) {
      goalScoreChange = (goalAfter?.score ?? 0) - (goalBefore?.score ?? 0);
    } else {
      goalScoreChange = (now.score ?? 0) / (goalAfter?.count || 1) - (was.score ?? 0) / (goalBefore?.count || 1);
    }
    const indexChange = goalCount > 0 ? goalScoreChange / goalCount : 0;
    const changed = Math.abs(goalScoreChange) > NOISE || was.value !== now.value;
    if (changed) reasons.push({ indicator: indicator.id, name: indicator.name, goal: indicator.goal, before: was, after: now, goalScoreChange, indexChange });
  }
  return reasons.sort((a, b) => Math.abs(b.indexChange) - Math.abs(a.indexChange) || a.indicator.localeCompare(b.indicator));
}

/** Every state of either edition, in the updated edition's order, with its standing in both and why it moved. */
export function compareEditions(baseline: SustainabilityIndex, updated: SustainabilityIndex, replaced: readonly ReplacedIndicator[]): StateMovement[] {
  const before = new Map(baseline.states.map((state) => [state.state, state]));
  const after = new Map(updated.states.map((state) => [state.state, state]));
  const order = [...updated.states.map((state) => state.state), ...baseline.states.map((state) => state.state).filter((code) => !after.has(code))];
  return order.map((code) => {
    const was = before.get(code);
    const now = after.get(code);
    const baselineStanding = { rank: was?.rank ?? null, index: was?.index ?? null };
    const updatedStanding = { rank: now?.rank ?? null, index: now?.index ?? null };
    return {
      state: code,
      baseline: baselineStanding,
      updated: updatedStanding,
      rankChange: baselineStanding.rank !== null && updatedStanding.rank !== null ? baselineStanding.rank - updatedStanding.rank : null,
      indexChange: baselineStanding.index !== null && updatedStanding.index !== null ? updatedStanding.index - baselineStanding.index : null,
      reasons: reasonsOf(was, now, replaced),
    };
  });
}
