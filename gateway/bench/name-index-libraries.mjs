/**
 * `npm run bench:search-libraries`: the nonprofit name index (backend/src/search) beside three well-kept search
 * libraries, MiniSearch, FlexSearch and Orama, on the same rows and the same queries, each in a process of its own
 * (node --expose-gc --max-old-space-size=8000), one after the other. For each engine it prints:
 *  1. build time, and the memory the built engine holds: heap used after building less heap used before (both
 *     after global.gc()), and the same for process.memoryUsage().arrayBuffers, where our index lives
 *     (SharedArrayBuffers, outside the heap; indexBytes is printed too); the process's peak RSS, rows included.
 *     What a library needs beside its index to answer (its ids mapped to the rows, an EIN map) is counted with it;
 *     the rows themselves are loaded before and not counted for anyone;
 *  2. name search latency, one query at a time, page 1 of 20 results mapped to rows: p50/p95/p99/max over about
 *     3,000 distinct queries (the first 1 to 3 words of names, lower case, 10% with one typing error in one word of
 *     4+ letters; drawn by heldOutSet with the seed below), after 100 other queries not counted;
 *  3. relevance by measureRelevance over a held-out set of 600 cases of each kind (another seed): one typing error
 *     finds, in the first 20, the organisation the right spelling finds first; an exact EIN puts its organisation
 *     first; an exact name puts an organisation of that name first;
 *  4. totals and paging: whether a search says how many names match, and whether page 1 and page 2 of 20 are the
 *     first 40 results of one list (checked on 100 of the queries).
 * Libraries are configured as a product would use them: prefix search, one edit of fuzziness where they have it
 * (FlexSearch has phonetic codes instead), every query term required, and what each offers to rank larger
 * organisations first (documents are added largest revenue first for all of them, the order FlexSearch and Orama
 * keep among equal scores; MiniSearch boosts by revenue). EINs are looked up in a Map beside each library (an exact
 * lookup: a library's exact field search would find the same row, slower).
 * SCALE=national: about 1.9 million rows, the shipped rows repeated with new EINs as bench/national.mjs does for
 * files; an engine that cannot build within BUILD_MINUTES (default 5) or the 8 GB heap is reported as such.
 * Each search phase (latency, relevance, paging) stops after PHASE_SECONDS (default 120) and says how many it
 * measured: the queries are shuffled and the cases drawn at random, so a slow engine is measured on a smaller
 * sample of the same kind. ENGINES=ours,minisearch,... picks engines; QUERY_SEED and RELEVANCE_SEED draw other
 * sets; FUZZY_FROM and BOOST_DIVISOR (MiniSearch), FLEX_TOKENIZE and FLEX_ENCODER (FlexSearch) try other settings.
 * Figures are reported, never asserted: timings depend on the machine.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import FlexSearch from 'flexsearch';
import MiniSearch from 'minisearch';
import { create as createOrama, insertMultiple as oramaInsertMultiple, search as oramaSearch } from '@orama/orama';
import { buildNameIndex, indexBytes } from '../backend/dist/search/name-index.js';
import { IndexSearch } from '../backend/dist/search/index-search.js';
import { heldOutSet, measureRelevance, percent, seeded } from '../backend/dist/search/relevance.js';
import { irsFolderRows } from '../backend/dist/search/shipped-rows.js';

const SELF = fileURLToPath(import.meta.url);
const SHIPPED = path.resolve(import.meta.dirname, '../backend/data/irs_eo_bmf');
const SCALE = process.env.SCALE ?? 'shipped';
if (!['shipped', 'national'].includes(SCALE)) throw new Error(`SCALE: use national, or leave it unset for the shipped rows (got "${SCALE}")`);
const NATIONAL_ROWS = Number(process.env.NATIONAL_ROWS ?? 1_900_000);
const BUILD_MINUTES = Number(process.env.BUILD_MINUTES ?? 5);
const PHASE_SECONDS = Number(process.env.PHASE_SECONDS ?? 120);
const QUERIES = Number(process.env.QUERIES ?? 3000);
const TYPO_SHARE = 0.1;
const WARM_UP = 100;
const RELEVANCE_CASES = Number(process.env.RELEVANCE_CASES ?? 600);
const RELEVANCE_CHUNK = 50;
const PAGING_CHECKS = 100;
const PAGE_SIZE = 20;
/** Seeds of this bench's own: the relevance test of the backend draws its cases with another. */
const QUERY_SEED = Number(process.env.QUERY_SEED ?? 31_4159);
const RELEVANCE_SEED = Number(process.env.RELEVANCE_SEED ?? 27_1828);

const FUZZY_FROM = Number(process.env.FUZZY_FROM ?? 4);
const BOOST_DIVISOR = Number(process.env.BOOST_DIVISOR ?? 20);
/** FlexSearch's tokenizer and encoder; LatinSoundex found the most typos of its encoders on another seed's cases. */
const FLEX_TOKENIZE = process.env.FLEX_TOKENIZE ?? 'forward';
const FLEX_ENCODER = process.env.FLEX_ENCODER ?? 'LatinSoundex';

const ENGINES = {
  ours: {
    label: 'ours (name-index)',
    config: 'prefix of the whole name, then every word of 3+ letters as a word prefix or a likelier spelling one edit away',
    totals: 'yes: total of prefix and word matches, counted without ranking them all',
    paging: 'page and page size: one order (exact name, revenue, name, EIN), only the top page+offset ranked',
    build(rows) {
      const data = buildNameIndex(rows);
      const search = new IndexSearch(data);
      return {
        bytes: indexBytes(data),
        byName: (query, page, size) => search.searchByName(query, page, size),
        byEin: (digits, page, size) => search.searchByEin(digits, page, size),
      };
    },
  },
  minisearch: {
    label: 'MiniSearch',
    config: `field name; prefix: true, fuzzy: 1 edit (Levenshtein: a swap is 2) on terms of ${FUZZY_FROM}+ letters, combineWith: AND, boostDocument: 1 + log10(1 + revenue) / ${BOOST_DIVISOR}`,
    totals: 'yes: search() returns every match, scored and sorted, so its length is the total',
    paging: 'none of its own: slices of the full sorted list, the same on every call (a page costs the whole list)',
    build(rows) {
      const byId = revenueOrder(rows);
      const boost = Float64Array.from(byId, (row) => 1 + Math.log10(1 + Math.max(0, row.revenue ?? 0)) / BOOST_DIVISOR);
      const index = new MiniSearch({
        fields: ['name'],
        storeFields: [],
        searchOptions: {
          prefix: true,
          fuzzy: (term) => (term.length >= FUZZY_FROM ? 1 : false),
          combineWith: 'AND',
          boostDocument: (id) => boost[id],
        },
      });
      index.addAll(byId.map((row, id) => ({ id, name: row.name })));
      return {
        byName(query, page, size) {
          const hits = index.search(query);
          return { total: hits.length, results: hits.slice((page - 1) * size, page * size).map((hit) => byId[hit.id]) };
        },
        byEin: einMap(byId),
      };
    },
  },
  flexsearch: {
    label: 'FlexSearch',
    config: `Index, tokenize: "${FLEX_TOKENIZE}" (prefixes), encoder: Charset.${FLEX_ENCODER} (phonetic codes are its typo tolerance: it has no edit distance; of its encoders, the one that found the most typos on cases of another seed), every term required (no suggest), resolution 9, limit/offset`,
    totals: 'no: it returns up to limit ids; a count needs every id asked for',
    paging: 'limit and offset over one order (term position score, then the order added)',
    build(rows) {
      const byId = revenueOrder(rows);
      const { Index, Charset } = FlexSearch;
      const index = new Index({ tokenize: FLEX_TOKENIZE, encoder: Charset[FLEX_ENCODER], resolution: 9 });
      byId.forEach((row, id) => index.add(id, row.name));
      return {
        byName(query, page, size) {
          const ids = index.search(query, { limit: size, offset: (page - 1) * size });
          // Past the last match it answers undefined rather than an empty list.
          return { total: null, results: (ids ?? []).map((id) => byId[id]) };
        },
        byEin: einMap(byId),
      };
    },
  },
  orama: {
    label: 'Orama',
    config:
      'schema { name: string }; prefix matches, threshold: 0 (every term), BM25 on name, limit/offset; tolerance: 1 (one edit) only when tolerance 0 finds nothing: ' +
      'Orama applies it to every term, and with a term of 1-2 letters (of, st) it matches most words (searches of 12-22 s with it always on)',
    totals: 'yes: count of every match (all scored and sorted on each search)',
    paging: 'limit and offset over the sorted list (equal scores keep the order added)',
    build(rows) {
      const byId = revenueOrder(rows);
      const db = createOrama({ schema: { name: 'string' } });
      const inserted = oramaInsertMultiple(db, byId.map((row, id) => ({ id: String(id), name: row.name })), 5000);
      if (inserted instanceof Promise) throw new Error('Orama inserted asynchronously: not expected without async hooks');
      return {
        byName(query, page, size) {
          const ask = (tolerance) => {
            const found = oramaSearch(db, { term: query, properties: ['name'], tolerance, threshold: 0, limit: size, offset: (page - 1) * size });
            if (found instanceof Promise) throw new Error('Orama searched asynchronously: not expected without async hooks');
            return found;
          };
          let found = ask(0);
          if (found.count === 0) found = ask(1);
          return { total: found.count, results: found.hits.map((hit) => byId[Number(hit.id)]) };
        },
        byEin: einMap(byId),
      };
    },
  },
};

/** The rows largest revenue first (no revenue last), then by EIN: a library's document id is a place in it. */
function revenueOrder(rows) {
  const revenue = (row) => row.revenue ?? -1;
  return [...rows].sort((a, b) => revenue(b) - revenue(a) || (a.ein < b.ein ? -1 : a.ein > b.ein ? 1 : 0));
}

/** An EIN lookup beside a library: exact EINs only (the relevance figure asks for no more). */
function einMap(rows) {
  const byEin = new Map(rows.map((row) => [row.ein, row]));
  return (digits) => {
    const row = byEin.get(digits);
    return { total: row ? 1 : 0, results: row ? [row] : [] };
  };
}

/** One row per 9-digit EIN, the first kept (as the index does): the same rows for every engine. */
function distinctRows(input) {
  const seen = new Set();
  return input.filter((row) => /^\d{9}$/.test(row.ein) && !seen.has(row.ein) && seen.add(row.ein));
}

/** The shipped rows, repeated with new EINs up to NATIONAL_ROWS. */
function nationalRows(shipped) {
  const used = new Set(shipped.map((row) => row.ein));
  const rows = [...shipped];
  let ein = 100_000_000;
  for (let next = 0; rows.length < NATIONAL_ROWS; next++) {
    while (used.has(String(ein))) ein += 1;
    rows.push({ ...shipped[next % shipped.length], ein: String(ein++) });
  }
  return rows;
}

/** ~3,000 distinct queries (10% with a typing error) and 100 others to warm up on, from heldOutSet. */
function draw(rows) {
  const cases = heldOutSet(rows, Math.ceil(QUERIES * 1.5), QUERY_SEED).typos;
  const seen = new Set();
  /** Up to `count` of the texts, none seen before. */
  const distinct = (texts, count) => {
    const taken = [];
    for (const text of texts) {
      if (taken.length === count) break;
      if (seen.has(text)) continue;
      seen.add(text);
      taken.push(text);
    }
    return taken;
  };
  const plain = distinct(cases.map((item) => item.query), Math.round(QUERIES * (1 - TYPO_SHARE)));
  const typos = distinct(cases.map((item) => item.typo), Math.round(QUERIES * TYPO_SHARE));
  const warmUp = distinct(heldOutSet(rows, WARM_UP * 3, QUERY_SEED + 1).typos.map((item) => item.query), WARM_UP);
  const queries = [...plain, ...typos];
  const random = seeded(QUERY_SEED);
  for (let i = queries.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [queries[i], queries[j]] = [queries[j], queries[i]];
  }
  return { queries, typos: typos.length, warmUp };
}

const summarize = (durations) => {
  const sorted = Float64Array.from(durations).sort();
  const at = (p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
  return { count: sorted.length, p50: at(50), p95: at(95), p99: at(99), max: sorted[sorted.length - 1] ?? 0 };
};

/** In the engine's own process: build, measure, print one line of JSON. */
async function runEngine(name) {
  const engine = ENGINES[name];
  const t0 = performance.now();
  const shipped = distinctRows(await irsFolderRows(SHIPPED));
  const rows = SCALE === 'national' ? nationalRows(shipped) : shipped;
  const { queries, typos, warmUp } = draw(rows);
  const held = heldOutSet(rows, RELEVANCE_CASES, RELEVANCE_SEED);
  const report = { name, rows: rows.length, queries: queries.length, typoQueries: typos, prepareMs: performance.now() - t0 };

  global.gc();
  global.gc();
  const before = process.memoryUsage();
  const t1 = performance.now();
  let built = engine.build(rows);
  report.buildMs = performance.now() - t1;
  process.stdout.write(`${JSON.stringify({ built: true })}\n`);
  global.gc();
  global.gc();
  const after = process.memoryUsage();
  report.heapBytes = after.heapUsed - before.heapUsed;
  report.arrayBufferBytes = after.arrayBuffers - before.arrayBuffers;
  report.indexBytes = built.bytes ?? null;

  const deadline = () => {
    const end = performance.now() + PHASE_SECONDS * 1000;
    return () => performance.now() > end;
  };
  for (const query of warmUp) built.byName(query, 1, PAGE_SIZE);
  const durations = [];
  const latencyOver = deadline();
  for (const query of queries) {
    const start = performance.now();
    const page = built.byName(query, 1, PAGE_SIZE);
    for (const result of page.results) if (result.ein === undefined) throw new Error(`${name}: a result without an EIN`);
    durations.push(performance.now() - start);
    if (latencyOver()) break;
  }
  report.latency = summarize(durations);

  // In chunks of RELEVANCE_CHUNK cases of each kind, until the phase's time is up: a slow engine is judged on
  // fewer cases (a random sample all the same), not on cases counted as missed.
  const relevanceOver = deadline();
  const totals = { typos: { found: 0, tried: 0, missed: [] }, eins: { found: 0, tried: 0, missed: [] }, names: { found: 0, tried: 0, missed: [] } };
  for (let from = 0; from < RELEVANCE_CASES && !relevanceOver(); from += RELEVANCE_CHUNK) {
    const chunk = Object.fromEntries(Object.entries(held).map(([kind, cases]) => [kind, cases.slice(from, from + RELEVANCE_CHUNK)]));
    const figures = await measureRelevance(
      { byName: (query) => built.byName(query, 1, PAGE_SIZE), byEin: (digits) => built.byEin(digits, 1, PAGE_SIZE) },
      chunk,
    );
    for (const [kind, share] of Object.entries(figures)) {
      totals[kind].found += share.found;
      totals[kind].tried += share.tried;
      totals[kind].missed.push(...share.missed);
    }
  }
  report.relevance = Object.fromEntries(Object.entries(totals).map(([kind, share]) => [kind, { ...share, percent: percent(share) }]));

  let stable = 0;
  let checked = 0;
  const pagingOver = deadline();
  for (const query of queries.slice(0, PAGING_CHECKS)) {
    const ids = (page, size) => built.byName(query, page, size).results.map((row) => row.ein).join();
    const joined = [ids(1, PAGE_SIZE), ids(2, PAGE_SIZE)].filter(Boolean).join();
    if (joined === ids(1, 2 * PAGE_SIZE)) stable += 1;
    checked += 1;
    if (pagingOver()) break;
  }
  report.paging = { stable, checked };
  report.peakRss = process.resourceUsage().maxRSS * 1024;
  built = null;
  process.stdout.write(`${JSON.stringify({ report })}\n`);
}

/** Runs one engine in a child process; its report, or why there is none. */
function runChild(name) {
  return new Promise((resolve) => {
    const flags = [...new Set([...process.execArgv, '--expose-gc'])];
    if (!flags.some((flag) => flag.startsWith('--max-old-space-size'))) flags.push('--max-old-space-size=8000');
    const child = spawn(process.execPath, [...flags, SELF], { env: { ...process.env, BENCH_ENGINE: name }, stdio: ['ignore', 'pipe', 'pipe'] });
    let report = null;
    let failure = null;
    let stderr = '';
    const timer = setTimeout(() => {
      failure = `did not build within ${BUILD_MINUTES} minutes`;
      child.kill('SIGKILL');
    }, (BUILD_MINUTES * 60 + 60) * 1000);
    let buffered = '';
    child.stdout.on('data', (chunk) => {
      buffered += chunk;
      let end;
      while ((end = buffered.indexOf('\n')) >= 0) {
        const line = JSON.parse(buffered.slice(0, end));
        buffered = buffered.slice(end + 1);
        if (line.built) clearTimeout(timer);
        if (line.report) report = line.report;
      }
    });
    child.stderr.on('data', (chunk) => {
      stderr = (stderr + chunk).slice(-4000);
    });
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      if (!report && !failure) {
        failure = /heap out of memory|Allocation failed/i.test(stderr)
          ? 'ran out of the 8 GB heap'
          : `exited with ${signal ?? code}: ${stderr.trim().split('\n').slice(-3).join(' | ')}`;
      }
      resolve({ name, report, failure });
    });
  });
}

const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const ms = (value) => `${value.toFixed(value < 10 ? 2 : 1)} ms`;
const pad = (text, width) => String(text).padEnd(width);

async function main() {
  const names = (process.env.ENGINES ?? Object.keys(ENGINES).join(',')).split(',').map((name) => name.trim()).filter(Boolean);
  for (const name of names) if (!ENGINES[name]) throw new Error(`ENGINES: unknown engine "${name}"; use ${Object.keys(ENGINES).join(', ')}`);
  console.log(`Name search engines on the same rows and queries (SCALE=${SCALE}; node ${process.version}; seeds ${QUERY_SEED} for queries, ${RELEVANCE_SEED} for relevance)`);
  const outcomes = [];
  for (const name of names) {
    const engine = ENGINES[name];
    const started = performance.now();
    const outcome = await runChild(name);
    outcomes.push(outcome);
    console.log(`\n== ${engine.label}  (${((performance.now() - started) / 1000).toFixed(0)} s in all)`);
    console.log(`   configured: ${engine.config}`);
    if (!outcome.report) {
      console.log(`   no figures: ${outcome.failure}`);
      continue;
    }
    const r = outcome.report;
    const { latency: l, relevance: rel, paging } = r;
    console.log(`   rows ${r.rows.toLocaleString('en-US')}; ${r.queries.toLocaleString('en-US')} distinct queries (${r.typoQueries} with a typing error)`);
    console.log(`   build ${(r.buildMs / 1000).toFixed(2)} s; holds ${mb(r.heapBytes)} heap + ${mb(r.arrayBufferBytes)} array buffers = ${mb(r.heapBytes + r.arrayBufferBytes)}${r.indexBytes ? ` (indexBytes ${mb(r.indexBytes)})` : ''}; process peak RSS ${mb(r.peakRss)}`);
    console.log(`   latency, page 1 of ${PAGE_SIZE}, one at a time: p50 ${ms(l.p50)}  p95 ${ms(l.p95)}  p99 ${ms(l.p99)}  max ${ms(l.max)}${l.count < r.queries ? `  (only ${l.count} queries within ${PHASE_SECONDS} s)` : ''}`);
    const share = ({ found, tried, percent: p }) => `${p.toFixed(1)}% (${found}/${tried})`;
    console.log(`   relevance: typos ${share(rel.typos)}  EINs ${share(rel.eins)}  exact names ${share(rel.names)}${rel.names.tried < RELEVANCE_CASES ? `  (as many cases as ${PHASE_SECONDS} s allowed)` : ''}`);
    if (rel.typos.missed.length) console.log(`     typos missed, first few: ${rel.typos.missed.slice(0, 4).join('; ')}`);
    if (rel.names.missed.length) console.log(`     names missed, first few: ${rel.names.missed.slice(0, 4).join('; ')}`);
    console.log(`   total count: ${engine.totals}`);
    console.log(`   paging: ${engine.paging}; pages 1+2 equal the first 40 for ${paging.stable}/${paging.checked} queries`);
    console.log(`   EIN lookup: ${name === 'ours' ? 'the index (exact and prefix, by range, with totals and pages)' : 'a Map beside the library (exact EINs only)'}`);
  }

  console.log('\n== Side by side (queries: timed; cases: relevance cases of each kind)');
  const header = ['engine', 'build', 'holds', 'p50', 'p95', 'p99', 'max', 'queries', 'typos', 'EINs', 'names', 'cases', 'total'];
  const widths = [20, 9, 11, 10, 11, 11, 12, 9, 8, 8, 8, 7, 6];
  console.log(header.map((cell, i) => pad(cell, widths[i])).join(''));
  for (const { name, report: r, failure } of outcomes) {
    if (!r) {
      console.log(`${pad(ENGINES[name].label, widths[0])}${failure}`);
      continue;
    }
    const cells = [
      ENGINES[name].label,
      `${(r.buildMs / 1000).toFixed(1)} s`,
      mb(r.heapBytes + r.arrayBufferBytes),
      ms(r.latency.p50),
      ms(r.latency.p95),
      ms(r.latency.p99),
      ms(r.latency.max),
      r.latency.count,
      `${r.relevance.typos.percent.toFixed(1)}%`,
      `${r.relevance.eins.percent.toFixed(1)}%`,
      `${r.relevance.names.percent.toFixed(1)}%`,
      r.relevance.names.tried,
      ENGINES[name].totals.startsWith('yes') ? 'yes' : 'no',
    ];
    console.log(cells.map((cell, i) => pad(cell, widths[i])).join(''));
  }
}

if (process.env.BENCH_ENGINE) await runEngine(process.env.BENCH_ENGINE);
else await main();
