import type { ExploreCategoryMetrics } from '@x4i/shared/contracts';

/** The counts of one goal or ALL (SPEC 3 'Explore category metrics'); a type the server left out counts zero. */
export function metricsFor(
  metrics: Readonly<Record<string, Partial<ExploreCategoryMetrics> | undefined>> | null | undefined,
  value: string,
): ExploreCategoryMetrics {
  const found = metrics?.[value] ?? {};
  const count = (field: keyof Omit<ExploreCategoryMetrics, 'type'>) => {
    const number = found[field];
    return typeof number === 'number' && Number.isFinite(number) ? number : 0;
  };
  return {
    type: found.type ?? value,
    total: count('total'),
    challenge: count('challenge'),
    solution: count('solution'),
    grant: count('grant'),
    kg: count('kg'),
    funding: count('funding'),
    grantAmount: count('grantAmount'),
    demo: count('demo'),
  };
}
