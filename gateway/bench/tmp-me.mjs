import { signInCookies } from './compensation-latency.mjs';
import { measureLatency } from './search-latency.mjs';
const base = process.argv[2] ?? 'http://127.0.0.1:3400';
const headers = { cookie: await signInCookies(base, 'team@demo.x4i.org', 'x4i-demo') };
for (const path of ['/api/healthz', '/api/me', '/api/compensation/report?report=benchmarking']) {
  const r = await measureLatency(base, [path], { concurrency: 50, requests: 8000, headers });
  console.log(path, r.throughput, 'p50', r.p50, 'p95', r.p95, 'errors', r.errors);
}
