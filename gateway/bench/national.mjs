/**
 * `npm run bench:national` (and the last part of `npm run bench`): the public-data refresh at national scale.
 *  1. Builds a national-size IRS data set (NATIONAL_ROWS, default 1.9 million): the shipped state files as they
 *     are, and a file for every state the shipped data lacks, made of the shipped rows with new EINs and that state.
 *  2. Serves it from a publisher on loopback in the IRS's layout (Last-Modified, ETag, 304).
 *  3. Starts the backend on the shipped data, times the finder, money flow and landscape answers at today's scale,
 *     then restarts it with the schedule on: the first start's refresh takes the whole country from the publisher.
 *     Prints the refresh's time and rows a second (target: under 10 minutes), the backend's peak memory during it
 *     (VmHWM, target under 1.5 GB) and at rest after it (target under 2 GB), the time to the first answers after a
 *     restart, and the same answers at national scale beside today's.
 *  4. A second refresh against the same files: every file answers 304, nothing is read again.
 * Figures are reported, never asserted.
 */
import { spawn } from 'node:child_process';
import { createReadStream, createWriteStream, existsSync, readFileSync } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { createGunzip } from 'node:zlib';
import { US_STATES } from '@x4i/shared/domain';
import { getBytes, summarize } from './search-latency.mjs';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const SHIPPED = path.join(repoRoot, 'gateway/backend/data/irs_eo_bmf');
const WORK = path.join(repoRoot, '.data/bench-national');
/** Where the national data set is built (plain CSV files in the IRS's layout). */
export const SOURCE = path.join(WORK, 'source');
const MAIN = path.join(repoRoot, 'gateway/backend/dist/main.js');
const NATIONAL_ROWS = Number(process.env.NATIONAL_ROWS ?? 1_900_000);
const REGIONS = [...US_STATES.map((state) => state.code), 'PR'];

const mb = (bytes) => `${Math.round(bytes / 1024 / 1024).toLocaleString('en-US')} MB`;
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The lines of a shipped file (gzip), header first. */
async function* shippedLines(file) {
  const lines = createInterface({ input: createReadStream(path.join(SHIPPED, file)).pipe(createGunzip()), crlfDelay: Infinity });
  for await (const line of lines) if (line) yield line;
}

/** Writes lines to a file, waiting when the stream is full. */
async function writeLines(file, lines) {
  const out = createWriteStream(file);
  for await (const line of lines) if (!out.write(`${line}\n`)) await new Promise((resolve) => out.once('drain', resolve));
  await new Promise((resolve, reject) => out.end((error) => (error ? reject(error) : resolve())));
}

/** The national data set in SOURCE, made once per row count: [distinct EINs, states made from the shipped rows]. */
export async function buildDataSet() {
  const marker = path.join(SOURCE, `.rows-${NATIONAL_ROWS}`);
  if (existsSync(marker)) return readFileSync(marker, 'utf8').trim().split(',').map(Number);
  await rm(SOURCE, { recursive: true, force: true });
  await mkdir(SOURCE, { recursive: true });
  const shipped = (await readdir(SHIPPED)).filter((file) => /^eo(_[a-z]{2}|4)(_\d+)?\.csv\.gz$/.test(file));
  const covered = new Set();
  const rows = [];
  const eins = new Set();
  let header = '';
  for (const file of shipped) {
    const region = file.startsWith('eo4') ? null : file.slice(3, 5).toUpperCase();
    if (region) covered.add(region);
    const target = region ? `eo_${region.toLowerCase()}.csv` : 'eo4.csv';
    await writeLines(path.join(SOURCE, target), (async function* () {
      let first = true;
      for await (const line of shippedLines(file)) {
        if (first) {
          header = line;
          first = false;
        } else {
          eins.add(line.slice(0, 9));
          // Rows with quotes keep their commas in fields: only the plain ones are copied into other states.
          if (!line.includes('"')) rows.push(line);
        }
        yield line;
      }
    })());
  }
  const missing = REGIONS.filter((region) => !covered.has(region));
  const perState = Math.ceil((NATIONAL_ROWS - eins.size) / missing.length);
  const stateAt = header.split(',').indexOf('STATE');
  let ein = 100_000_000;
  let next = 0;
  for (const region of missing) {
    await writeLines(path.join(SOURCE, `eo_${region.toLowerCase()}.csv`), (function* () {
      yield header;
      for (let n = 0; n < perState; n += 1) {
        while (eins.has(String(ein))) ein += 1;
        const fields = rows[next++ % rows.length].split(',');
        fields[0] = String(ein++);
        fields[stateAt] = region;
        yield fields.join(',');
      }
    })());
  }
  const summary = [eins.size + perState * missing.length, missing.length];
  await writeLines(marker, [summary.join(',')]);
  return summary;
}

/** The publisher on loopback: files by name, with Last-Modified and ETag, 304 on a match. */
export async function servePublisher() {
  const requests = [];
  const server = createServer(async (req, res) => {
    const file = path.basename(new URL(req.url, 'http://x').pathname);
    const full = path.join(SOURCE, file);
    const info = await stat(full).catch(() => null);
    if (!info || file.startsWith('.')) {
      requests.push([file, 404]);
      res.writeHead(404).end();
      return;
    }
    const etag = `"${info.size}-${Math.round(info.mtimeMs)}"`;
    if (req.headers['if-none-match'] === etag) {
      requests.push([file, 304]);
      res.writeHead(304, { etag }).end();
      return;
    }
    requests.push([file, 200]);
    res.writeHead(200, { 'content-length': info.size, 'content-type': 'text/csv', etag, 'last-modified': info.mtime.toUTCString() });
    if (req.method === 'HEAD') res.end();
    else createReadStream(full).pipe(res);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}/pub/irs-soi/`, requests, close: () => server.close() };
}

/** The backend on its own, its log lines parsed as they come. */
function startBackend(env, onLine) {
  const child = spawn(process.execPath, [MAIN], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'production', PORT: '3410', DATA_DIR: path.join(WORK, 'data'), DIGEST_SCHEDULE: 'false', SAIPE_URL: 'false', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  createInterface({ input: child.stdout }).on('line', (line) => {
    try {
      onLine(JSON.parse(line).msg ?? '');
    } catch {
      onLine(line);
    }
  });
  return child;
}

const BASE = 'http://127.0.0.1:3410';

/** A process's resident memory now and at its peak, from /proc. */
function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) * 1024;
  return { rss: kb('VmRSS'), peak: kb('VmHWM') };
}

async function until(check, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await pause(250);
  }
  throw new Error('timed out');
}

const ready = () => until(async () => (await (await fetch(`${BASE}/healthz`)).json()).status === 'ok', 30 * 60_000);

async function stop(child) {
  child.kill('SIGTERM');
  await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)));
}

/** Queries nobody asked before: the first one or two words of names read from the data, each asked once. */
function distinctQueries(count) {
  const names = new Set();
  for (const file of ['eo_vt.csv', 'eo_ok.csv', 'eo_ks.csv', 'eo_ne.csv', 'eo_la.csv', 'eo_ky.csv']) {
    const lines = readFileSync(path.join(SOURCE, file), 'utf8').split('\n');
    for (let i = 1; i < lines.length && names.size < count; i += 13) {
      const name = lines[i]?.split(',')[1];
      if (name) names.add(name.split(/\s+/).slice(0, 1 + (i % 2)).join(' ').toLowerCase());
    }
  }
  return [...names].slice(0, count);
}

/** Each path once, one after the other: answers no cache of the product holds yet. */
async function firstAnswers(paths) {
  const durations = [];
  for (const p of paths) {
    const t0 = performance.now();
    const status = await getBytes(`${BASE}${p}`);
    if (status !== 200) throw new Error(`${p} answered ${status}`);
    durations.push(performance.now() - t0);
  }
  return summarize(durations);
}

/** What a visitor waits for at one scale. */
async function answersAtScale(queries) {
  const finder = await firstAnswers(queries.map((q) => `/x4i-nonprofit/search?q=${encodeURIComponent(q)}`));
  const moneyFlow = await firstAnswers(['/money-flow', '/money-flow?state=OK', '/money-flow?unsdg=UNSDG3', '/money-flow?state=VT&incomeBucket=SMALL']);
  const t0 = performance.now();
  await getBytes(`${BASE}/report/landscape?landscape=nonprofit-landscape`);
  const nationalLandscape = performance.now() - t0;
  const landscapes = await firstAnswers(['OK', 'KS', 'VT', 'NE'].map((state) => `/report/landscape?landscape=state-guide&state=${state}`));
  const orgCount = (await (await fetch(`${BASE}/x4i-nonprofit/finder-page`)).json()).orgCount;
  return { orgCount, finder, moneyFlow, nationalLandscape, landscapes };
}

function printScale(label, at) {
  console.log(`  ${label}: ${at.orgCount.toLocaleString('en-US')} organizations`);
  console.log(`    finder, ${at.finder.count} distinct name queries, one at a time: p50 ${at.finder.p50} ms, p95 ${at.finder.p95} ms, max ${at.finder.max} ms`);
  console.log(`    money flow, first answers: p50 ${at.moneyFlow.p50} ms, max ${at.moneyFlow.max} ms`);
  console.log(`    the national landscape's first answer: ${Math.round(at.nationalLandscape)} ms; a state guide's: p50 ${at.landscapes.p50} ms, max ${at.landscapes.max} ms`);
}

export async function runNationalBench() {
  console.log(`\nNational scale: the refresh of the whole country from a publisher on loopback`);
  const t0 = performance.now();
  const [rows, generated] = await buildDataSet();
  console.log(`  data set: ${rows.toLocaleString('en-US')} distinct EINs in ${REGIONS.length + 1} files (${generated} states made from the shipped rows), built or reused in ${seconds(performance.now() - t0)}`);
  const publisher = await servePublisher();
  await rm(path.join(WORK, 'data'), { recursive: true, force: true });
  const log = [];
  try {
    // Today's scale: the shipped files, no refresh.
    let backend = startBackend({ DATA_REFRESH_SCHEDULE: 'false', IRS_BMF_URL: publisher.url }, (line) => log.push(line));
    await ready();
    const queries = distinctQueries(400);
    const today = await answersAtScale(queries.slice(0, 200));
    const todayRest = memoryOf(backend.pid);
    await stop(backend);

    // The first start's refresh: the schedule on, no refresh ever, the publisher answering.
    let refreshStart = 0;
    let refreshEnd = 0;
    let outcome = '';
    let peakDuring = 0;
    backend = startBackend({ DATA_REFRESH_SCHEDULE: 'monthly', IRS_BMF_URL: publisher.url }, (line) => {
      log.push(line);
      if (!refreshStart && line.startsWith('Data refresh irs_eo_bmf: eo_')) refreshStart = performance.now();
      if (line.startsWith('Data refresh irs_eo_bmf: switched in') || line.startsWith('Data refresh irs_eo_bmf failed')) {
        refreshEnd = performance.now();
        outcome = line;
      }
    });
    const started = performance.now();
    await ready();
    // Two visitors read throughout the refresh: names nobody asked before, money flow and a state guide.
    const during = { search: [], moneyFlow: [], landscape: [], errors: [] };
    const duringQueries = distinctQueries(4000).slice(400);
    let asked = 0;
    const visiting = Promise.all(
      [0, 1].map(async (client) => {
        for (let n = client; !refreshEnd; n += 2) {
          const [kind, p] =
            n % 3 === 0
              ? ['search', `/x4i-nonprofit/search?q=${encodeURIComponent(duringQueries[asked++ % duringQueries.length])}`]
              : n % 3 === 1
                ? ['moneyFlow', `/money-flow?state=${['OK', 'KS', 'VT', 'NE'][n % 4]}`]
                : ['landscape', `/report/landscape?landscape=state-guide&state=${['OK', 'KS', 'VT', 'NE'][n % 4]}`];
          const t0 = performance.now();
          const status = await getBytes(`${BASE}${p}`).catch(() => 0);
          during[kind].push(performance.now() - t0);
          if (status !== 200) during.errors.push(`${status || 'no answer'} for ${p.split('?')[0]}`);
          await pause(50);
        }
      }),
    );
    while (!refreshEnd) {
      peakDuring = Math.max(peakDuring, memoryOf(backend.pid).peak);
      await pause(500);
    }
    await visiting;
    peakDuring = Math.max(peakDuring, memoryOf(backend.pid).peak);
    const firstFile = log.findIndex((line) => line.startsWith('Data refresh irs_eo_bmf: eo_'));
    // The refresh's clock starts at its first request, just before the first file's line.
    const refreshMs = refreshEnd - started;
    const imported = log.filter((line) => /^Data refresh irs_eo_bmf: eo\S+ updated, [\d,]+ rows/.test(line)).reduce((sum, line) => sum + Number(/updated, ([\d,]+) rows/.exec(line)[1].replaceAll(',', '')), 0);
    await pause(15_000);
    const nationalRest = memoryOf(backend.pid);
    const national = await answersAtScale(queries.slice(200, 400));
    const afterAnswers = memoryOf(backend.pid);

    // A second refresh finds every file unchanged.
    await stop(backend);
    publisher.requests.length = 0;
    const restartAt = performance.now();
    backend = startBackend({ DATA_REFRESH_SCHEDULE: 'false', IRS_BMF_URL: publisher.url }, (line) => log.push(line));
    await until(async () => (await fetch(`${BASE}/x4i-nonprofit/search?q=habitat`)).status === 200, 10 * 60_000);
    const firstSearch = performance.now() - restartAt;
    await until(async () => (await fetch(`${BASE}/money-flow`)).status === 200, 10 * 60_000);
    const firstMoneyFlow = performance.now() - restartAt;
    await ready();
    const healthyAfter = performance.now() - restartAt;
    await stop(backend);
    const cli = performance.now();
    const second = await new Promise((resolve) => {
      const child = spawn(process.execPath, [path.join(repoRoot, 'gateway/backend/dist/cli/refresh-data.js')], {
        cwd: repoRoot,
        env: { ...process.env, DATA_DIR: path.join(WORK, 'data'), IRS_BMF_URL: publisher.url },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      let out = '';
      child.stdout.on('data', (chunk) => (out += chunk));
      child.on('exit', () => resolve(out.trim().split('\n').at(-1)));
    });
    const secondMs = performance.now() - cli;

    console.log(`  the first start's refresh: ${outcome.replace('Data refresh irs_eo_bmf: ', '')}`);
    console.log(`    ${imported.toLocaleString('en-US')} rows read from ${log.filter((line) => / updated, /.test(line)).length} files in ${seconds(refreshMs)} from the backend's start (its first file at line ${firstFile} of the log): ${Math.round(imported / (refreshMs / 1000)).toLocaleString('en-US')} rows a second (target: the country in under 10 minutes)`);
    console.log(`    backend memory: peak ${mb(peakDuring)} during the refresh (target under 1.5 GB); at rest after it ${mb(nationalRest.rss)} (target under 2 GB), ${mb(afterAnswers.rss)} after the answers below; at today's scale at rest ${mb(todayRest.rss)}`);
    for (const kind of ['search', 'moneyFlow', 'landscape']) {
      const summary = summarize(during[kind]);
      console.log(`    during the refresh, ${kind === 'search' ? 'name searches nobody asked before' : kind === 'moneyFlow' ? 'money flow by state' : 'state guides'}: ${summary.count} answers, p50 ${summary.p50} ms, p99 ${summary.p99} ms, max ${summary.max} ms`);
    }
    console.log(`    errors during the refresh: ${during.errors.length}${during.errors.length ? ` (${during.errors.join('; ')})` : ''}`);
    console.log(`  restart at national scale: first search answer after ${seconds(firstSearch)}, first money flow after ${seconds(firstMoneyFlow)}, healthy after ${seconds(healthyAfter)}`);
    console.log(`  a second refresh of the same files (npm run refresh-data): ${second} in ${seconds(secondMs)}; the publisher answered ${publisher.requests.filter(([, status]) => status === 304).length} × 304 and ${publisher.requests.filter(([, status]) => status === 200).length} × 200`);
    printScale("today's scale", today);
    printScale('national scale', national);
  } finally {
    publisher.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await runNationalBench();
