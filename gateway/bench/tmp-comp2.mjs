import { measureCompensationLatency } from './compensation-latency.mjs';
import { measureLatency } from './search-latency.mjs';
const base = process.argv[2] ?? 'http://127.0.0.1:3400';
const floor = await measureLatency(base, ['/api/healthz'], { concurrency: 50, requests: 8000 });
console.log('floor', floor.throughput, 'p95', floor.p95);
for (let i = 0; i < 2; i++) {
  const r = await measureCompensationLatency(base, { concurrencies: [50], rounds: 50 });
  const run = r.runs[0];
  console.log('comp', run.throughput, 'p95', run.overall.p95, 'errors', r.errors, 'me floor', run.floor.throughput, run.floor.p95);
  for (const t of run.tabs) console.log('  ', t.tab, t.p50, t.p95);
}
