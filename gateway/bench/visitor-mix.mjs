import { getBytes, summarize } from './search-latency.mjs';

/**
 * What a visitor's clicks ask of the product, in turn: the home page, a listing, a solution page, a nonprofit
 * search, a directory search and the money flow. Pages are asked for as a browser asks (HTML, compressed).
 */
const VISITOR_MIX = [
  { path: '/', html: true },
  { path: '/all/tech-solution/', html: true },
  { path: '/all/tech-solution/demo-solutions-hub-s-demo_solutions_hub', html: true },
  { path: '/api/x4i-nonprofit/search?q=habitat%20for%20humanity' },
  { path: '/api/x4i-nonprofit/search?q=food%20bank' },
  { path: '/api/search/content?type=tech-solution&q=fundraising' },
  { path: '/api/money-flow' },
];
const HTML = { accept: 'text/html,application/xhtml+xml' };

/**
 * `clients` clients, each sending the mix's requests back to back for `seconds`: throughput, errors (any status
 * but 2xx, or a failed connection) and latency percentiles through the gateway.
 */
export async function measureVisitorMix(baseUrl, { clients, seconds }) {
  const durations = [];
  let errors = 0;
  /** What each error was: its status, or the failed connection's code, with the path. */
  const errorKinds = new Map();
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      for (let i = client; performance.now() < deadline; i += 1) {
        const { path, html } = VISITOR_MIX[i % VISITOR_MIX.length];
        const t0 = performance.now();
        const status = await getBytes(`${baseUrl}${path}`, html ? HTML : {}).catch((error) => error.code ?? error.message);
        durations.push(performance.now() - t0);
        if (typeof status === 'number' && status >= 200 && status < 300) continue;
        errors += 1;
        const kind = `${status} ${path}`;
        errorKinds.set(kind, (errorKinds.get(kind) ?? 0) + 1);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  return { ...summarize(durations), errors, errorKinds, perSecond: Math.round(durations.length / elapsed) };
}

export function printVisitorMix(label, result, memory) {
  const kinds = [...result.errorKinds].map(([kind, count]) => `${count}× ${kind}`).join(', ');
  console.log(`  ${label}: ${result.count} requests, ${result.perSecond} req/s, ${result.errors} errors${kinds ? ` (${kinds})` : ''}, p50 ${result.p50} ms, p95 ${result.p95} ms, p99 ${result.p99} ms (target p99 ≤ 200 ms), max ${result.max} ms; memory after (RSS): ${memory}`);
}
