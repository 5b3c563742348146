/**
 * Search latency under load: 50 workers send requests back to back through the gateway's /api proxy,
 * cycling through name prefixes, misspellings, whole names and EINs seen in the real data.
 */
const NAME_QUERIES = [
  'habitat', 'habitat for humanity', 'habitat for humanty', 'american legion', 'vfw', 'veterans of foreign wars',
  'boys and girls club', 'boys & girls', 'rotary', 'lions club', 'kiwanis', 'parent teacher', 'pta', 'little league',
  'food bank', 'salvation army', 'salvaton army', 'humane society', 'united way', 'ymca', 'church', 'baptist church',
  'first baptist', 'methodist', 'catholic', 'school foundation', 'hospital', 'health', 'museum', 'library friends',
  'friends of the library', 'historical society', 'alumni association', 'fire department', 'volunteer fire', 'booster club',
  'soccer club', 'hockey', 'arts council', 'theatre', 'symphony', 'community foundation', 'land trust', 'watershed',
  'audubon', 'trout unlimited', 'ducks unlimited', 'knights of columbus', 'masonic lodge', 'elks lodge', 'fraternal order',
  'credit union', 'chamber of commerce', 'housing authority', 'senior center', 'food pantry', 'animal rescue', 'shelter',
  'hospice', 'mental health', 'youth', 'scholarship fund', 'education foundation', 'alaska', 'hawaii', 'louisiana',
  'univrsity', 'coledge', 'fundation', 'assocation',
];
import { Agent, request } from 'undici';

/**
 * The load generator's client: it asks for compressed answers as browsers do and reads the bytes as sent, without
 * unzipping them, as wrk and autocannon do. Unzipping is the visitor's browser's work on another machine; here it
 * would take the cores the product runs on, and count against a compressed answer but not against the floor's
 * 35-byte one. Connections are kept alive, one per worker.
 */
const client = new Agent({ keepAliveTimeout: 10_000 });
const BROWSER_ENCODINGS = 'gzip, deflate, br';

/** One GET, its body read to the end; resolves to the status. */
export async function getBytes(url, headers = {}) {
  const { statusCode, body } = await request(url, { dispatcher: client, headers: { 'accept-encoding': BROWSER_ENCODINGS, ...headers } });
  for await (const _chunk of body);
  return statusCode;
}

const round = (ms) => Math.round(ms * 10) / 10;

/** p50, p95, p99 and max of a list of durations (nearest rank), in ms to one decimal. */
export function summarize(durations) {
  const sorted = [...durations].sort((a, b) => a - b);
  const at = (p) => round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0);
  return { count: sorted.length, p50: at(50), p95: at(95), p99: at(99), max: round(sorted[sorted.length - 1] ?? 0) };
}

/**
 * Sends `requests` GETs over `concurrency` workers back to back, cycling through the paths, after one warm-up
 * pass; reports latency percentiles, throughput and errors, overall and per path. The warm-up pass is timed too,
 * one request at a time: each path's first answer, before any cache of the product holds it. `headers` go with
 * every request (a signed-in session's cookie).
 */
export async function measureLatency(baseUrl, paths, { concurrency, requests, headers = {} }) {
  const first = new Map();
  for (const path of paths) {
    const t0 = performance.now();
    await getBytes(`${baseUrl}${path}`, headers);
    first.set(path, performance.now() - t0);
  }

  const durations = [];
  const byPath = new Map();
  let errors = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (;;) {
        const index = next++;
        if (index >= requests) return;
        const path = paths[index % paths.length];
        const t0 = performance.now();
        const status = await getBytes(`${baseUrl}${path}`, headers);
        const ms = performance.now() - t0;
        durations.push(ms);
        let ofPath = byPath.get(path);
        if (!ofPath) byPath.set(path, (ofPath = []));
        ofPath.push(ms);
        if (status < 200 || status >= 300) errors += 1;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  return {
    requests,
    ...summarize(durations),
    throughput: Math.round(requests / elapsed),
    errors,
    byPath,
    firstByPath: first,
    firstAnswers: summarize([...first.values()]),
  };
}

export async function measureSearchLatency(baseUrl, options) {
  const finder = await (await fetch(`${baseUrl}/api/x4i-nonprofit/finder-page`)).json();
  const eins = finder.defaultSearchResults.map((result) => result.ein);
  const queries = [...NAME_QUERIES, ...eins, ...eins.map((ein) => `${ein.slice(0, 2)}-${ein.slice(2)}`), ...eins.map((ein) => ein.slice(0, 4))];
  const paths = queries.map((q) => `/api/x4i-nonprofit/search?q=${encodeURIComponent(q)}`);
  return { ...(await measureLatency(baseUrl, paths, options)), orgCount: finder.orgCount };
}

/** The directory's menu searches (SPEC 2.5) and typical typed ones, over every type, goal, filter and sort. */
const CONTENT_QUERIES = [
  'addiction', 'cybersecurity', 'environment and energy', 'ESG', 'fundraising', 'mental health', 'relationship management',
  'workforce development', 'donor crm', 'food bank', 'housing', 'volunteer', 'grant reporting', 'youth mentoring', 'climate',
  'water', 'literacy', 'health clinic', 'fundrasing', 'cybersecurty', '',
];
const CONTENT_VARIANTS = [
  'type=tech-solution', 'type=tech-solution&sortBy=POPULARITY', 'type=tech-solution&filter=HIRING', 'type=tech-solution&unsdg=UNSDG1',
  'type=tech-solution&filter=BLACK_LEADERSHIP&filter=NON_PROFIT', 'type=social-challenge-idea', 'type=grants-funding&sortBy=GRANT_AMOUNT',
  'type=knowledge-base', 'type=tech-solution&pageNumber=1',
];

export function measureContentSearchLatency(baseUrl, options) {
  const paths = CONTENT_QUERIES.flatMap((q) => CONTENT_VARIANTS.map((variant) => `/api/search/content?${variant}${q ? `&q=${encodeURIComponent(q)}` : ''}`));
  return measureLatency(baseUrl, paths, options);
}
