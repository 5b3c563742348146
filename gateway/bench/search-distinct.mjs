/**
 * `npm run bench:search`: search with queries that never repeat within a run (distinct-queries.mjs draws them from
 * the IRS files and the directory's corpus, seeded; the seed is printed, BENCH_SEED gives it again). The fixed list
 * of search-latency.mjs is soon served by the product's answer cache; real visitors seldom type the same thing
 * twice, so this measures the search itself. Starts the built product (product.mjs) and prints, each load beside
 * the floor (GET /api/healthz at 50 concurrent, measured just before it):
 *  1. nonprofit search (GET /api/x4i-nonprofit/search?q=) at 50 concurrent, every query asked once: throughput,
 *     p50/p95/p99/max, errors and the ratios to the floor (targets: ≥ 0.5× the floor's throughput, p95 ≤ 2× the
 *     floor's p95, p99 ≤ 100 ms); GET / timed during that load against its idle time (target ≤ 1.5×); one client
 *     alone asking queries never asked before: p50/p95 (target p95 ≤ 10 ms); the backend's memory (RSS) after.
 *     Once for each configuration of BENCH_SEARCH_CONFIGS, the product restarted with its settings (default
 *     "index,index-nocache"; each of index, index-nocache, sql, sql-nocache: SEARCH_INDEX=false is the search in
 *     the database instead of the index in memory, SEARCH_CACHE_ENTRIES=0 keeps no answers for repeats);
 *  2. in the first configuration only: the server-rendered finder page (GET /nonprofit-ntee-code-finder?q=) at 20
 *     and at 50 concurrent (target ≥ 0.4× the floor's throughput); the directory's search
 *     (GET /api/search/content?type=tech-solution&q=, phrases of the shipped corpus); the NTEE builder's
 *     suggestions (GET /api/ntee/suggest?q=, organization names as descriptions); the public API's organization
 *     search (GET /api/v1/organizations?q=, with an API key of the demo team member, which has no hourly quota);
 *     the memory after them. Each of these first gets 10 queries of its own one at a time, not counted (an index
 *     built on its first call would otherwise sit in the load's figures); their first and slowest are printed.
 * Before the measured nonprofit loads, 150 distinct queries at 50 concurrent warm the product up, not counted.
 * BENCH_SCALE=national runs it on the national data set of national.mjs (about 1.9 million organizations: the
 * product takes it from a publisher on loopback by the data refresh, once, into .data/bench-search-national);
 * BENCH_DATABASE=postgres on a throwaway PostgreSQL server (postgres.mjs) instead of the embedded database.
 * No query is asked twice in a run, across configurations too. The nonprofit load sends BENCH_SEARCH_REQUESTS
 * (default 3,000) requests, the others 500 to 1,000; each stops after BENCH_LOAD_SECONDS (default 40). Figures are
 * reported, never asserted: timings depend on the machine.
 */
import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { signInCookies } from './compensation-latency.mjs';
import { benchSeed, distinctDescriptions, distinctPhrases, distinctQueries, irsFilesIn, readDirectoryTexts, readOrganizations } from './distinct-queries.mjs';
import { buildDataSet, servePublisher, SOURCE as NATIONAL_SOURCE } from './national.mjs';
import { startPostgres } from './postgres.mjs';
import { startProduct } from './product.mjs';
import { getBytes, measureLatency, summarize } from './search-latency.mjs';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const CONCURRENCY = 50;
const SEARCH_REQUESTS = Number(process.env.BENCH_SEARCH_REQUESTS ?? 3000);
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 40);
/** Distinct queries at 50 concurrent before the measured loads: the first use of the code paths, not counted. */
const WARM_UP = 150;
/** Distinct queries sent one at a time to each of the other searches before its load: its first calls, not counted. */
const WARM_UP_EACH = 10;
const FIRST_ANSWERS = 200;
const FINDER_REQUESTS = 500;
const DIRECTORY_REQUESTS = 1000;
const SUGGEST_REQUESTS = 1000;
const PUBLIC_API_REQUESTS = 600;
const FLOOR_REQUESTS = 3000;
const HTML = { accept: 'text/html,application/xhtml+xml' };

const CONFIGS = {
  index: { SEARCH_INDEX: 'true' },
  'index-nocache': { SEARCH_INDEX: 'true', SEARCH_CACHE_ENTRIES: '0' },
  sql: { SEARCH_INDEX: 'false' },
  'sql-nocache': { SEARCH_INDEX: 'false', SEARCH_CACHE_ENTRIES: '0' },
};
const describeConfig = (name) => `${name.startsWith('sql') ? 'search in the database (SEARCH_INDEX=false)' : 'index in memory'}, ${name.endsWith('-nocache') ? 'no answer cache (SEARCH_CACHE_ENTRIES=0)' : "the answer cache at the product's default size"}`;

const configNames = (process.env.BENCH_SEARCH_CONFIGS ?? 'index,index-nocache').split(',').map((name) => name.trim()).filter(Boolean);
for (const name of configNames) if (!CONFIGS[name]) throw new Error(`BENCH_SEARCH_CONFIGS: unknown configuration "${name}"; use ${Object.keys(CONFIGS).join(', ')}`);
const scale = process.env.BENCH_SCALE ?? 'today';
if (!['today', 'national'].includes(scale)) throw new Error(`BENCH_SCALE: use national, or leave it unset for today's shipped data (got "${scale}")`);
const database = process.env.BENCH_DATABASE ?? 'embedded';
if (!['embedded', 'postgres'].includes(database)) throw new Error(`BENCH_DATABASE: use postgres, or leave it unset for the embedded database (got "${database}")`);

const ratio = (value, base) => (base > 0 ? (value / base).toFixed(2) : '—');
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const floorOf = (baseUrl) => measureLatency(baseUrl, ['/api/healthz'], { concurrency: CONCURRENCY, requests: FLOOR_REQUESTS });
const searchPath = (q) => `/api/x4i-nonprofit/search?q=${encodeURIComponent(q)}`;

/**
 * Each path once, `concurrency` at a time, back to back, for at most LOAD_SECONDS: latency percentiles,
 * throughput, errors (any status but 2xx, or a failed connection) and what they were. Unlike measureLatency there
 * is no warm-up pass over the same paths: that would make every measured request a repeat.
 */
async function measureDistinct(baseUrl, paths, { concurrency = CONCURRENCY, headers = {} } = {}) {
  const durations = [];
  const errorKinds = new Map();
  let errors = 0;
  let next = 0;
  const started = performance.now();
  const deadline = started + LOAD_SECONDS * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) {
        const index = next++;
        if (index >= paths.length) return;
        const t0 = performance.now();
        const status = await getBytes(`${baseUrl}${paths[index]}`, headers).catch((error) => error.code ?? error.message);
        durations.push(performance.now() - t0);
        if (typeof status === 'number' && status >= 200 && status < 300) continue;
        errors += 1;
        const kind = `${status} ${paths[index].split('?')[0]}`;
        errorKinds.set(kind, (errorKinds.get(kind) ?? 0) + 1);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  return { ...summarize(durations), requests: durations.length, asked: paths.length, seconds: elapsed, throughput: Math.round(durations.length / elapsed), errors, errorKinds };
}

/** Each path once, one after another: answers no cache of the product holds. */
async function firstAnswers(baseUrl, paths, headers = {}) {
  const durations = [];
  let errors = 0;
  for (const p of paths) {
    const t0 = performance.now();
    const status = await getBytes(`${baseUrl}${p}`, headers).catch(() => 0);
    durations.push(performance.now() - t0);
    if (status < 200 || status >= 300) errors += 1;
  }
  return { ...summarize(durations), first: Math.round(durations[0] ?? 0), errors };
}

/**
 * One of the other searches: its first WARM_UP_EACH paths one at a time (the first use of its code paths: an index
 * built on the first call shows there, not in the load), then the floor, then the rest of the paths under load.
 */
async function warmThenLoad(baseUrl, paths, options = {}) {
  const warm = await firstAnswers(baseUrl, paths.slice(0, WARM_UP_EACH), options.headers);
  const floor = await floorOf(baseUrl);
  const result = await measureDistinct(baseUrl, paths.slice(WARM_UP_EACH), options);
  return { warm, floor, result };
}

async function timeOne(url, headers) {
  const t0 = performance.now();
  await getBytes(url, headers);
  return performance.now() - t0;
}

/** `count` GETs one after another: the page's time on an idle product. */
async function timeSequential(url, count, headers = HTML) {
  const durations = [];
  for (let i = 0; i < count; i++) durations.push(await timeOne(url, headers));
  return summarize(durations);
}

/** GETs of `url` one after another for as long as `work` runs: its answer and the GETs' summary. */
async function whileTiming(url, work, headers = HTML) {
  let running = true;
  const durations = [];
  const probe = (async () => {
    while (running) durations.push(await timeOne(url, headers));
  })();
  try {
    const result = await work();
    return { result, during: durations };
  } finally {
    running = false;
    await probe;
  }
}

/** A load's figures beside its floor's, with the targets. */
function printLoad(label, result, floor, { throughputTarget, p95Target, p99Target, warm } = {}) {
  const kinds = [...result.errorKinds].map(([kind, count]) => `${count}× ${kind}`).join(', ');
  const cut = result.requests < result.asked ? `, stopped after ${LOAD_SECONDS} s of ${result.asked} queued` : '';
  console.log(`  ${label}`);
  console.log(`    ${result.requests} requests, none repeated${cut}: ${result.throughput} req/s, p50 ${result.p50} ms, p95 ${result.p95} ms, p99 ${result.p99} ms, max ${result.max} ms, ${result.errors} errors${kinds ? ` (${kinds})` : ''}`);
  const parts = [`throughput ${ratio(result.throughput, floor.throughput)}× the floor's${throughputTarget ? ` (target ≥ ${throughputTarget}×)` : ''}`];
  if (p95Target !== undefined) parts.push(`p95 ${ratio(result.p95, floor.p95)}× the floor's (target ≤ ${p95Target}×)`);
  else parts.push(`p95 ${ratio(result.p95, floor.p95)}× the floor's`);
  if (p99Target !== undefined) parts.push(`p99 ${result.p99} ms (target ≤ ${p99Target} ms)`);
  console.log(`    ${parts.join(', ')}; floor just before: ${floor.throughput} req/s, p95 ${floor.p95} ms`);
  if (warm) console.log(`    before the load, ${warm.count} other queries one at a time (not counted): the first ${warm.first} ms, then p50 ${warm.p50} ms, max ${warm.max} ms, ${warm.errors} errors`);
}

const orgCountOf = async (baseUrl) => (await (await fetch(`${baseUrl}/api/x4i-nonprofit/finder-page`)).json()).orgCount;

/**
 * The national data set in the product's data folder, as national.mjs gets it there: the product started with the
 * data refresh on and the IRS address pointing at the publisher on loopback, which serves the national files; its
 * first refresh takes them all. Done once per data folder (later runs find the organizations there).
 */
async function importNational(dataDir, engineEnv, expectedRows) {
  const publisher = await servePublisher();
  const product = await startProduct({ dataDir, env: { ...engineEnv, DATA_REFRESH_SCHEDULE: 'monthly', IRS_BMF_URL: publisher.url } });
  try {
    const t0 = performance.now();
    const deadline = Date.now() + 60 * 60_000;
    let count = await orgCountOf(product.baseUrl);
    if (count < expectedRows * 0.9) console.log(`  the national data set is not in ${path.relative(repoRoot, dataDir)} yet: the product's data refresh takes it from the publisher on loopback (minutes)`);
    while (count < expectedRows * 0.9) {
      if (Date.now() > deadline) throw new Error(`the national refresh did not finish within an hour (${count} organizations)`);
      await pause(5000);
      count = await orgCountOf(product.baseUrl).catch(() => count);
    }
    const served = publisher.requests.filter(([, status]) => status === 200).length;
    if (served > 0) console.log(`  national data set imported by the data refresh in ${seconds(performance.now() - t0)} after the product was ready (${served} files served)`);
    return count;
  } finally {
    await product.stop();
    publisher.close();
  }
}

/** A key of the demo team member for the public API (a team key has no hourly quota), or why there is none. */
async function createApiKey(baseUrl) {
  try {
    const cookie = await signInCookies(baseUrl, 'team@demo.x4i.org', 'x4i-demo');
    const response = await fetch(`${baseUrl}/api/me/api-keys`, {
      method: 'POST',
      headers: { cookie, origin: baseUrl, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Distinct-query search bench' }),
    });
    const body = await response.json();
    if (response.status !== 201) return { skipped: `creating a key answered ${response.status} ${JSON.stringify(body.error ?? body)}` };
    const quota = body.key.usage?.hourlyQuota ?? null;
    if (quota !== null && quota < WARM_UP_EACH + PUBLIC_API_REQUESTS) {
      await fetch(`${baseUrl}/api/me/api-keys/${body.key.id}`, { method: 'DELETE', headers: { cookie, origin: baseUrl } });
      return { skipped: `the demo team member's key has an hourly quota of ${quota} calls, fewer than the load's` };
    }
    return {
      headers: { 'x-api-key': body.secret },
      quota,
      revoke: () => fetch(`${baseUrl}/api/me/api-keys/${body.key.id}`, { method: 'DELETE', headers: { cookie, origin: baseUrl } }),
    };
  } catch (error) {
    return { skipped: `no demo team member to sign in as (${error.message})` };
  }
}

const seed = benchSeed();
const started = performance.now();
// Today's data in the embedded database: the folder `npm run bench` uses (its import is done once for both).
const dataDir = path.join(repoRoot, '.data', scale === 'today' && database === 'embedded' ? 'bench' : `bench-search${scale === 'national' ? '-national' : ''}${database === 'postgres' ? '-postgres' : ''}`);
console.log(`\nX4I search with distinct queries, ${new Date().toISOString()}, Node ${process.version}`);
console.log(`  seed ${seed} (BENCH_SEED=${seed} draws the same queries again); data: ${scale === 'national' ? 'the national data set (national.mjs)' : "today's shipped IRS files"}; database: ${database}`);
// The product as built: a build made after the last commit may hold work not committed yet.
const builtAt = (file) => statSync(path.join(repoRoot, file)).mtime.toISOString();
const head = (() => {
  try {
    return execFileSync('git', ['-C', repoRoot, 'log', '-1', '--format=%h %cI'], { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
})();
const backendBuild = builtAt('gateway/backend/dist/backend.js');
console.log(`  build: gateway/dist of ${builtAt('gateway/dist/main.js')}, gateway/backend/dist of ${backendBuild}; last commit ${head}`);

let postgres = null;
const engineEnv = {};
if (database === 'postgres') {
  postgres = await startPostgres();
  engineEnv.DATABASE_URL = postgres.url;
  // The server is new, so the product's folder (identity, refresh state) starts new too.
  await rm(dataDir, { recursive: true, force: true });
  console.log(`  PostgreSQL ${postgres.version}, a throwaway server on ${new URL(postgres.url).host}: the product imports the data into it first`);
}
await mkdir(dataDir, { recursive: true });

try {
  let irsFiles = irsFilesIn();
  if (scale === 'national') {
    const [rows, generated] = await buildDataSet();
    console.log(`  national data set: ${rows.toLocaleString('en-US')} distinct EINs (${generated} states made from the shipped rows)`);
    await importNational(dataDir, engineEnv, rows);
    irsFiles = irsFilesIn(NATIONAL_SOURCE);
  }

  const t0 = performance.now();
  const organizations = await readOrganizations(irsFiles);
  const directoryTexts = readDirectoryTexts();
  // Every list apart from every other: no query is asked twice in the run, across configurations too.
  const asked = new Set();
  let stream = 0;
  const draw = (count) => distinctQueries(organizations, { count, seed: (seed + 7919 * ++stream) >>> 0, avoid: asked });
  const perConfig = configNames.map(() => ({ warmUp: draw(WARM_UP), load: draw(SEARCH_REQUESTS), first: draw(FIRST_ANSWERS) }));
  const finder = { at20: draw(WARM_UP_EACH + FINDER_REQUESTS), at50: draw(WARM_UP_EACH + FINDER_REQUESTS) };
  const publicApi = draw(WARM_UP_EACH + PUBLIC_API_REQUESTS);
  const directory = distinctPhrases(directoryTexts, { count: WARM_UP_EACH + DIRECTORY_REQUESTS, seed: (seed + 1) >>> 0 });
  const descriptions = distinctDescriptions(organizations, { count: WARM_UP_EACH + SUGGEST_REQUESTS, seed: (seed + 2) >>> 0 });
  console.log(`  ${asked.size.toLocaleString('en-US')} distinct nonprofit queries drawn from ${organizations.names.length.toLocaleString('en-US')} names and ${organizations.eins.length.toLocaleString('en-US')} EINs, ${directory.length} directory phrases, ${descriptions.length} descriptions, in ${seconds(performance.now() - t0)}; e.g. ${perConfig[0].load.slice(0, 6).map((q) => `"${q}"`).join(', ')}`);
  console.log(`  each load: ${CONCURRENCY} concurrent, up to ${SEARCH_REQUESTS.toLocaleString('en-US')} requests (finder ${FINDER_REQUESTS}, directory ${DIRECTORY_REQUESTS}, suggestions ${SUGGEST_REQUESTS}, public API ${PUBLIC_API_REQUESTS}) or ${LOAD_SECONDS} s; the floor (GET /api/healthz, ${CONCURRENCY} concurrent, ${FLOOR_REQUESTS} requests) just before each`);

  for (const [index, name] of configNames.entries()) {
    const queries = perConfig[index];
    const startedAt = performance.now();
    const product = await startProduct({ dataDir, env: { ...engineEnv, ...CONFIGS[name] } });
    try {
      const { baseUrl } = product;
      const orgCount = await orgCountOf(baseUrl);
      console.log(`\n${name}: ${describeConfig(name)}; ${orgCount.toLocaleString('en-US')} organizations; ready in ${seconds(performance.now() - startedAt)}; memory at rest (RSS): ${product.memoryText()}`);
      // A build made during the run changes what the configurations compare.
      const buildNow = builtAt('gateway/backend/dist/backend.js');
      if (buildNow !== backendBuild) console.log(`  note: gateway/backend/dist was built again during the run (${buildNow}); this configuration runs that build`);

      await floorOf(baseUrl);
      await measureDistinct(baseUrl, queries.warmUp.map(searchPath));
      const floor = await floorOf(baseUrl);
      const idlePage = await timeSequential(`${baseUrl}/`, 40);
      const { result: search, during } = await whileTiming(`${baseUrl}/`, () => measureDistinct(baseUrl, queries.load.map(searchPath)));
      const pageDuring = summarize(during);
      printLoad('nonprofit search, GET /api/x4i-nonprofit/search?q=', search, floor, { throughputTarget: 0.5, p95Target: 2, p99Target: 100 });
      console.log(`  GET / during that load: p50 ${ratio(pageDuring.p50, idlePage.p50)}× its idle time (target ≤ 1.5×); p50/p95 idle ${idlePage.p50}/${idlePage.p95} ms, during ${pageDuring.p50}/${pageDuring.p95} ms (${pageDuring.count} requests)`);
      const first = await firstAnswers(baseUrl, queries.first.map(searchPath));
      console.log(`  one client alone, ${first.count} queries never asked before: p50 ${first.p50} ms, p95 ${first.p95} ms (target ≤ 10 ms), p99 ${first.p99} ms, max ${first.max} ms, ${first.errors} errors`);
      console.log(`  memory after (RSS): ${product.memoryText()}`);

      if (index > 0) continue;
      console.log(`\n${name}: the other searches, with distinct queries`);
      for (const [concurrency, list] of [[20, finder.at20], [50, finder.at50]]) {
        const { warm, floor: floorNow, result } = await warmThenLoad(baseUrl, list.map((q) => `/nonprofit-ntee-code-finder?q=${encodeURIComponent(q)}`), { concurrency, headers: HTML });
        printLoad(`the finder page rendered on the server, GET /nonprofit-ntee-code-finder?q=, ${concurrency} concurrent`, result, floorNow, { throughputTarget: 0.4, warm });
      }
      const directoryLoad = await warmThenLoad(baseUrl, directory.map((q) => `/api/search/content?type=tech-solution&q=${encodeURIComponent(q)}`));
      printLoad('directory search, GET /api/search/content?type=tech-solution&q=', directoryLoad.result, directoryLoad.floor, { warm: directoryLoad.warm });
      const suggestLoad = await warmThenLoad(baseUrl, descriptions.map((q) => `/api/ntee/suggest?q=${encodeURIComponent(q)}`));
      printLoad("the NTEE builder's suggestions, GET /api/ntee/suggest?q=", suggestLoad.result, suggestLoad.floor, { warm: suggestLoad.warm });
      const key = await createApiKey(baseUrl);
      if (key.skipped) console.log(`  the public API's organization search, GET /api/v1/organizations?q=: skipped: ${key.skipped}`);
      else {
        try {
          const apiLoad = await warmThenLoad(baseUrl, publicApi.map((q) => `/api/v1/organizations?q=${encodeURIComponent(q)}`), { headers: key.headers });
          printLoad(`the public API's organization search, GET /api/v1/organizations?q= (the demo team member's key, ${key.quota === null ? 'no hourly quota' : `a quota of ${key.quota} calls an hour`})`, apiLoad.result, apiLoad.floor, { warm: apiLoad.warm });
        } finally {
          await key.revoke();
        }
      }
      console.log(`  memory after (RSS): ${product.memoryText()}`);
    } finally {
      await product.stop();
    }
  }
} finally {
  await postgres?.stop();
}
console.log(`\nDone in ${seconds(performance.now() - started)}.`);
