/**
 * `npm run bench`: starts the built product on its own port and data folder, then prints
 *  1. JavaScript transferred on a cold load of the home, directory, finder and an SDG report page (gzip bytes on
 *     the wire, files),
 *  2. Lighthouse performance, mobile and desktop, for the same pages,
 *  3. nonprofit search and directory search latency p50/p95/p99 at 50 concurrent requests through the gateway,
 *     the landscapes of the largest covered state at 20 concurrent, and every compensation report tab for a set
 *     of filter combinations at 5 and 20 concurrent, signed in as the demo team member,
 *  4. the product's memory (RSS) at rest and after the load,
 *  5. the NTEE builder's suggestion accuracy on IRS records (name → code).
 * Not part of `npm test`: timings depend on the machine, so they are reported, never asserted.
 */
import { measureColdLoad } from './cold-load.mjs';
import { runLighthouse } from './lighthouse.mjs';
import { startProduct } from './product.mjs';
import { measureLandscapeLatency, measureNationalLandscape } from './landscape-latency.mjs';
import { measureCompensationLatency, printCompensationLatency } from './compensation-latency.mjs';
import { measureContentSearchLatency, measureLatency, measureSearchLatency } from './search-latency.mjs';
import { measureSuggestionAccuracy, SAMPLE_STRIDE } from './ntee-suggest-accuracy.mjs';

/** The pages measured: the home page, the directory, the finder, and a report page with its map and charts. */
const PAGES = ['/', '/all/tech-solution/', '/nonprofit-ntee-code-finder', '/sdg/no-poverty', '/state-guide?state=OK'];

const product = await startProduct();
try {
  console.log(`\nX4I benchmark, ${new Date().toISOString()}, Node ${process.version}\n`);
  console.log(`Memory at rest (RSS, gateway + embedded backend): ${product.rssMb()} MB`);

  for (const pagePath of PAGES) {
    const cold = await measureColdLoad(`${product.baseUrl}${pagePath}`);
    console.log(`\nCold load of ${pagePath}`);
    console.log(`  JavaScript: ${(cold.jsBytes / 1024).toFixed(1)} KB gzip in ${cold.jsFiles} files (all transfers: ${(cold.totalBytes / 1024).toFixed(1)} KB in ${cold.totalFiles} requests)`);
    for (const file of cold.files) console.log(`    ${(file.bytes / 1024).toFixed(1).padStart(7)} KB  ${file.url}`);
  }

  console.log('\nLighthouse performance (score 0-100, LCP, TBT)');
  for (const pagePath of PAGES) {
    for (const preset of ['mobile', 'desktop']) {
      const result = await runLighthouse(`${product.baseUrl}${pagePath}`, preset);
      console.log(`  ${pagePath.padEnd(30)} ${preset.padEnd(8)} ${String(result.score).padStart(3)}  LCP ${result.lcp}  TBT ${result.tbt}`);
    }
  }

  const latency = await measureSearchLatency(product.baseUrl, { concurrency: 50, requests: 2000 });
  console.log(`\nNonprofit search through the gateway, ${latency.requests} requests, 50 concurrent, over ${latency.orgCount.toLocaleString('en-US')} organizations`);
  console.log(`  p50 ${latency.p50} ms  p95 ${latency.p95} ms  p99 ${latency.p99} ms  max ${latency.max} ms  (${latency.throughput} req/s, ${latency.errors} errors)`);
  // Under load the queries repeat, and repeats come from the search cache; this is what a query costs the first time.
  const firstSearch = latency.firstAnswers;
  console.log(`  first answer of each of the ${firstSearch.count} queries, one at a time: p50 ${firstSearch.p50} ms  p95 ${firstSearch.p95} ms  max ${firstSearch.max} ms`);
  const content = await measureContentSearchLatency(product.baseUrl, { concurrency: 50, requests: 5000 });
  console.log(`\nDirectory search (GET /search/content) through the gateway, ${content.requests} requests, 50 concurrent`);
  console.log(`  p50 ${content.p50} ms  p95 ${content.p95} ms  p99 ${content.p99} ms  max ${content.max} ms  (${content.throughput} req/s, ${content.errors} errors)`);
  const nationalMs = await measureNationalLandscape(product.baseUrl);
  const landscapes = await measureLandscapeLatency(product.baseUrl, { concurrency: 20, requests: 2000 });
  console.log(`\nLandscapes (GET /report/landscape) of the largest covered state, ${landscapes.state} (${landscapes.orgCount.toLocaleString('en-US')} organizations): ${landscapes.firstAnswers.count} landscapes, ${landscapes.requests} requests, 20 concurrent`);
  console.log(`  p50 ${landscapes.p50} ms  p95 ${landscapes.p95} ms  p99 ${landscapes.p99} ms  max ${landscapes.max} ms  (${landscapes.throughput} req/s, ${landscapes.errors} errors)`);
  console.log(`  first answer of each, one at a time: p50 ${landscapes.firstAnswers.p50} ms  p95 ${landscapes.firstAnswers.p95} ms  max ${landscapes.firstAnswers.max} ms; the nation's classification landscape: ${nationalMs} ms`);
  const compensation = await measureCompensationLatency(product.baseUrl, { concurrencies: [5, 20], rounds: 10 });
  printCompensationLatency(compensation);
  // The floor: the cheapest call through the same two HTTP hops (gateway proxy, backend), with the load generator
  // on the same machine. What a search adds is its figures minus these.
  const floor = await measureLatency(product.baseUrl, ['/api/healthz'], { concurrency: 50, requests: 5000 });
  console.log(`\nFloor: GET /api/healthz through the gateway, ${floor.requests} requests, 50 concurrent`);
  console.log(`  p50 ${floor.p50} ms  p95 ${floor.p95} ms  p99 ${floor.p99} ms  max ${floor.max} ms  (${floor.throughput} req/s, ${floor.errors} errors)`);
  console.log(`Memory after the load (RSS): ${product.rssMb()} MB`);
  const accuracy = await measureSuggestionAccuracy(product.baseUrl);
  console.log(`\nNTEE builder suggestions from an organization's name alone, ${accuracy.records} IRS records (every ${SAMPLE_STRIDE}th with a specific code)`);
  console.log(`  major group: top 1 ${accuracy.group1}, top 3 ${accuracy.group3}; full code: top 1 ${accuracy.code1}, top 3 ${accuracy.code3}; no suggestion ${accuracy.none}`);
  console.log(`  for scale, always the commonest answer: group ${accuracy.baselineGroup}, code ${accuracy.baselineCode}`);
} finally {
  await product.stop();
}
