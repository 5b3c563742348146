import type { ExploreCategoryMetrics } from '@x4i/shared/contracts';
import { UN_SDG_ALL, UN_SDG_GOALS } from '@x4i/shared/domain';
import { isOpenGrant, type ContentItem } from '../model.js';

const FIELD_OF_TYPE = {
  'social-challenge-idea': 'challenge',
  'tech-solution': 'solution',
  'grants-funding': 'grant',
  'knowledge-base': 'kg',
} as const;

function empty(type: string): ExploreCategoryMetrics {
  return { type, total: 0, challenge: 0, solution: 0, grant: 0, kg: 0, funding: 0, grantAmount: 0, demo: 0 };
}

/**
 * Counts per goal and for ALL (SPEC 3 Explore category metrics): every key present, zeros when empty. funding is
 * the number of open grants, grantAmount the sum of their amounts. An item with two goals counts under both,
 * and once under ALL.
 */
export function exploreMetrics(items: Iterable<ContentItem>, today: string): Record<string, ExploreCategoryMetrics> {
  const metrics: Record<string, ExploreCategoryMetrics> = { [UN_SDG_ALL.value]: empty(UN_SDG_ALL.value) };
  for (const goal of UN_SDG_GOALS) metrics[goal.value] = empty(goal.value);
  for (const item of items) {
    const field = FIELD_OF_TYPE[item.contentType];
    const open = isOpenGrant(item, today);
    for (const key of new Set([UN_SDG_ALL.value, ...item.categories])) {
      const entry = metrics[key];
      if (!entry) continue;
      entry[field] += 1;
      entry.total += 1;
      if (item.demo) entry.demo += 1;
      if (open) {
        entry.funding += 1;
        entry.grantAmount += item.grantAmount ?? 0;
      }
    }
  }
  return metrics;
}
