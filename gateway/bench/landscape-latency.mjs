import { LANDSCAPES, NTEE_MAJOR_GROUP_CODES } from '@x4i/shared/domain';
import { measureLatency } from './search-latency.mjs';

/**
 * Landscapes for the largest covered state: every landscape that lets the reader pick the place, every NTEE group
 * of the vertical landscape and every goal of SDG partnerships, for that state. measureLatency times each one's
 * first answer (before the product's answer cache holds it), then sends them 20 at a time.
 */
export async function measureLandscapeLatency(baseUrl, options) {
  const nation = await (await fetch(`${baseUrl}/api/report/landscape?landscape=nonprofit-landscape`)).json();
  const byState = nation.sections.find((section) => section.id === 'organizations-by-state');
  const largest = [...byState.values].sort((a, b) => b.value - a.value)[0];
  const state = largest.state;
  const paths = [];
  for (const landscape of LANDSCAPES.filter((entry) => entry.place.kind === 'chosen')) {
    const base = `/api/report/landscape?landscape=${landscape.slug}&state=${state}`;
    if (landscape.pick === 'ntee-group') paths.push(...NTEE_MAJOR_GROUP_CODES.map((group) => `${base}&group=${group}`));
    else if (landscape.pick === 'goal') paths.push(...Array.from({ length: 17 }, (_, index) => `${base}&goal=${index + 1}`));
    else paths.push(base);
  }
  return { state, orgCount: largest.value, ...(await measureLatency(baseUrl, paths, options)) };
}

/** The national landscape's first answer, after an import: one pass over every organization. */
export async function measureNationalLandscape(baseUrl) {
  const t0 = performance.now();
  const response = await fetch(`${baseUrl}/api/report/landscape?landscape=refining-nonprofit-classification`);
  await response.arrayBuffer();
  return Math.round((performance.now() - t0) * 10) / 10;
}
