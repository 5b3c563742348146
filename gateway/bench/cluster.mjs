/**
 * The several-node layout measured (`npm run bench` runs it last; `npm run bench:cluster -w @x4i/gateway` alone):
 * `npm run cluster`'s launcher with two gateways and first one backend, then two, on the same Postgres server.
 *  1. three loads through the balancer at CLUSTER_BENCH_CONCURRENCY (default 32) for CLUSTER_BENCH_SECONDS
 *     (default 20) each, on each layout, with their ratios: API reads a visitor's pages make; the visitor mix
 *     (pages as a browser asks for them, searches, the money flow: visitor-mix.mjs); and nonprofit name searches
 *     that nobody asked before (distinct-queries.mjs, drawn from the shipped IRS files, none repeated in a layout);
 *  2. with two backends, under a steady load (8 at a time): kill -9 of a backend and its restart, each gateway
 *     restarted in turn, the Postgres server stopped for 5 s: failed requests and p99 during each.
 * Reported, never asserted. On one machine every process shares its cores: when the two-backend figure is not
 * higher, the limit is the machine's CPU (the load generator, HAProxy, the gateways and the backends together),
 * not the backend; the cores each process used, printed beside, say which.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { benchSeed, distinctQueries, readOrganizations } from './distinct-queries.mjs';
import { summarize } from './search-latency.mjs';
import { measureVisitorMix } from './visitor-mix.mjs';

const run = promisify(execFile);
const LAUNCHER = fileURLToPath(new URL('../scripts/cluster.mjs', import.meta.url));
const BASE_PORT = Number(process.env.CLUSTER_BENCH_PORT ?? 18680);
const LB = `http://127.0.0.1:${BASE_PORT}`;
const CONCURRENCY = Number(process.env.CLUSTER_BENCH_CONCURRENCY ?? 32);
const SECONDS = Number(process.env.CLUSTER_BENCH_SECONDS ?? 20);
/** API reads a visitor's pages make: answers from the backends' memory and from the database. */
const PATHS = ['/api/ntee/codes', '/api/solution/s-demo_solutions_hub', '/api/ntee/suggest?q=food%20bank'];

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** One run folder for the whole bench: the data is imported at the first start, the later starts find it. */
let dir;

async function withCluster(backends, work) {
  const env = { ...process.env, CLUSTER_DIR: dir, CLUSTER_PORT: String(BASE_PORT), CLUSTER_BUILD: 'false', CLUSTER_BACKENDS: String(backends), CLUSTER_GATEWAYS: '2', LOG_LEVEL: 'warn', DATA_REFRESH_SCHEDULE: 'false', IRS_BMF_URL: 'false', SAIPE_URL: 'false' };
  const cluster = (...args) => run(process.execPath, [LAUNCHER, ...args], { env });
  await cluster('start');
  const state = () => JSON.parse(readFileSync(path.join(dir, 'state.json'), 'utf8'));
  const pidOf = (name) => state().processes[name].pid;
  try {
    return await work({ cluster, pidOf, names: Object.keys(state().processes) });
  } finally {
    await cluster('stop').catch((error) => console.error(error.message));
  }
}

/** The next address to ask for: API reads in turn, unless a load gives its own. */
const apiReads = (i) => PATHS[i % PATHS.length];

/** Requests through the balancer, `concurrency` at a time, until stop(); answers counts, failures and latencies. */
function load(concurrency, next = apiReads) {
  let running = true;
  let failed = 0;
  /** What each failure was: its status, or the failed connection's message, with the path's first part. */
  const failures = new Map();
  const fail = (kind, path) => {
    failed++;
    const key = `${kind} ${path.split('?')[0]}`;
    failures.set(key, (failures.get(key) ?? 0) + 1);
  };
  const durations = [];
  const started = performance.now();
  const worker = async (offset) => {
    for (let i = offset; running; i += concurrency) {
      const path = next(i);
      const t0 = performance.now();
      try {
        const response = await fetch(`${LB}${path}`, { signal: AbortSignal.timeout(30_000) });
        await response.arrayBuffer();
        if (!response.ok) fail(response.status, path);
      } catch (error) {
        fail(error.cause?.code ?? error.message, path);
      }
      durations.push(performance.now() - t0);
    }
  };
  const workers = Array.from({ length: concurrency }, (_, i) => worker(i));
  return async () => {
    running = false;
    await Promise.all(workers);
    const seconds = (performance.now() - started) / 1000;
    return { ...summarize(durations), failed, failures, perSecond: Math.round(durations.length / seconds) };
  };
}

const failuresText = (r) => {
  const kinds = [...(r.failures ?? r.errorKinds ?? new Map())].map(([kind, n]) => `${n}× ${kind}`).join(', ');
  return kinds ? ` (${kinds})` : '';
};
const line = (label, r) => `${label.padEnd(44)} ${String(r.perSecond).padStart(6)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms  failed ${r.failed} of ${r.count}${failuresText(r)}`;

/** CPU seconds (user + system) a process has used, from /proc; 0 where /proc is not there. */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/** The cores each process of the layout (and this load generator) used while `work` ran, as one line. */
async function withCores(names, pidOf, work) {
  const before = Object.fromEntries(names.map((name) => [name, cpuSeconds(pidOf(name))]));
  const own = process.cpuUsage();
  const started = performance.now();
  const result = await work();
  const seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(own);
  const cpu = [
    ...names.map((name) => `${name} ${((cpuSeconds(pidOf(name)) - before[name]) / seconds).toFixed(2)}`),
    `the load generator ${((used.user + used.system) / 1e6 / seconds).toFixed(2)}`,
  ].join(', ');
  return { ...result, cpu };
}

/** A load through the balancer for SECONDS. */
async function loadFor(next) {
  const stop = load(CONCURRENCY, next);
  await sleep(SECONDS * 1000);
  return stop();
}

/** The three loads on a layout of `backends` backends; `queries` are searches this layout has not been asked. */
async function throughput(backends, queries) {
  return withCluster(backends, async ({ pidOf, names }) => {
    const warm = load(CONCURRENCY);
    await sleep(3000);
    await warm();
    const reads = await withCores(names, pidOf, () => loadFor(apiReads));
    const mix = await withCores(names, pidOf, async () => {
      const result = await measureVisitorMix(LB, { clients: CONCURRENCY, seconds: SECONDS });
      return { ...result, failed: result.errors };
    });
    const search = await withCores(names, pidOf, async () => {
      const result = await loadFor((i) => `/api/x4i-nonprofit/search?q=${encodeURIComponent(queries[i % queries.length])}`);
      return { ...result, repeated: Math.max(0, result.count - queries.length) };
    });
    return { reads, mix, search };
  });
}

export async function runClusterBench() {
  dir = await mkdtemp(path.join(os.tmpdir(), 'x4i-cluster-bench-'));
  try {
    await runIn();
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function runIn() {
  console.log(`\nSeveral nodes (npm run cluster: HAProxy, 2 gateways, Postgres), ${CONCURRENCY} concurrent for ${SECONDS} s per load, ${os.availableParallelism()} cores`);
  const seed = benchSeed();
  const organizations = await readOrganizations();
  // Enough for the fastest search rate seen here (about 1,000 a second) for the whole load, on each layout.
  const count = SECONDS * 1500;
  const avoid = new Set();
  const layouts = [1, 2].map((backends, i) => ({ backends, queries: distinctQueries(organizations, { count, seed: seed + i, avoid }) }));
  const results = [];
  for (const { backends, queries } of layouts) {
    const result = await throughput(backends, queries);
    results.push(result);
    const label = `${backends} backend${backends === 1 ? '' : 's'}`;
    console.log(line(`${label}: API reads`, result.reads));
    console.log(`  cores used per process: ${result.reads.cpu}`);
    console.log(line(`${label}: visitor mix`, result.mix));
    console.log(`  cores used per process: ${result.mix.cpu}`);
    console.log(line(`${label}: searches nobody asked before`, result.search) + (result.search.repeated ? ` (${result.search.repeated} repeated: the list ran out)` : ''));
    console.log(`  cores used per process: ${result.search.cpu}`);
  }
  const [one, two] = results;
  for (const [name, key] of [['API reads', 'reads'], ['visitor mix', 'mix'], ['searches nobody asked before', 'search']]) {
    console.log(`2 backends / 1 backend, ${name}: ${(two[key].perSecond / one[key].perSecond).toFixed(2)}× the throughput, ${(two[key].p99 / Math.max(1, one[key].p99)).toFixed(2)}× the p99`);
  }
  console.log(`(search seed ${seed}: BENCH_SEED=${seed} draws the same queries again)`);

  await withCluster(2, async ({ cluster, pidOf }) => {
    const fault = async (label, act) => {
      const stop = load(8);
      await sleep(1000);
      await act();
      await sleep(1000);
      console.log(line(label, await stop()));
    };
    await fault('steady, no fault', () => sleep(5000));
    await fault('kill -9 backend-1, then started again', async () => {
      process.kill(pidOf('backend-1'), 'SIGKILL');
      await sleep(2000);
      await cluster('start', 'backend-1');
    });
    await fault('each gateway drained, SIGTERM, started', async () => {
      for (const name of ['gateway-1', 'gateway-2']) {
        await cluster('stop', name);
        await cluster('start', name);
      }
    });
    await fault('Postgres stopped for 5 s (503s expected)', async () => {
      await cluster('stop', 'postgres');
      await sleep(5000);
      await cluster('start', 'postgres');
      await sleep(3000);
    });
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await runClusterBench();
