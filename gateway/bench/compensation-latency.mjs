import { fileURLToPath } from 'node:url';
import { COMPENSATION_TABS } from '@x4i/shared/domain';
import { measureLatency, summarize } from './search-latency.mjs';

/**
 * The compensation report through the gateway, signed in as the demo team member (the report needs access): every
 * tab for a set of filter combinations, each combination's first answer timed one at a time (before the answer
 * cache holds it), then all of them sent `concurrency` at a time. The issue's target: p95 under 50 ms per filter
 * combination.
 */

/** Filter combinations a reader makes: none, one of each kind, several at once, another title, all buckets (= none). */
export const COMPENSATION_FILTERS = [
  '',
  'incomeBuckets=SMALL',
  'incomeBuckets=ENTERPRISE&incomeBuckets=HIGHER_MID',
  'regions=WEST',
  'regions=SOUTH&regions=NORTHEAST',
  'issueAreas=P',
  'issueAreas=B&issueAreas=E',
  'incomeBuckets=LOWER_MID&regions=WEST&issueAreas=P',
  'incomeBuckets=SMALL&regions=MIDWEST&issueAreas=A',
  'title=CFO',
  'title=CFO&regions=WEST',
  'title=VICE%20PRESIDENT&incomeBuckets=LOWER_MID',
  'incomeBuckets=SMALL&incomeBuckets=LOWER_MID&incomeBuckets=HIGHER_MID&incomeBuckets=ENTERPRISE',
];

/**
 * Signs in through the gateway and the embedded provider as a browser does, following redirects by hand and
 * sending each cookie only under its path; answers the cookie header a browser sends with an API call.
 */
export async function signInCookies(baseUrl, email, password) {
  const cookies = new Map();
  const store = (response) => {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair, ...attributes] = cookie.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1);
      const path = attributes.map((attribute) => attribute.trim()).find((attribute) => /^path=/i.test(attribute))?.slice(5) || '/';
      const key = `${name} ${path}`;
      if (value && !/expires=Thu, 01 Jan 1970/i.test(cookie)) cookies.set(key, { name, value, path });
      else cookies.delete(key);
    }
  };
  const header = (url) => {
    const { pathname } = new URL(url, baseUrl);
    const under = (path) => path === '/' || pathname === path || pathname.startsWith(path.endsWith('/') ? path : `${path}/`);
    return [...cookies.values()].filter((cookie) => under(cookie.path)).map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
  };
  const follow = async (url, init = {}) => {
    let response = await fetch(new URL(url, baseUrl), { ...init, redirect: 'manual', headers: { ...init.headers, cookie: header(url) } });
    store(response);
    for (let hops = 0; response.status >= 300 && response.status < 400 && hops < 20; hops++) {
      const location = new URL(response.headers.get('location'), response.url || baseUrl);
      response = await fetch(location, { redirect: 'manual', headers: { cookie: header(location) } });
      store(response);
    }
    return response;
  };
  const page = await follow('/napi/login');
  const interaction = new URL(page.url).pathname;
  if (!interaction.startsWith('/oidc/interaction/')) throw new Error(`sign-in did not reach the provider's page (${page.status} ${page.url})`);
  await page.arrayBuffer();
  const done = await follow(`${interaction}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password, terms: 'yes' }),
  });
  await done.arrayBuffer();
  const session = await (await fetch(`${baseUrl}/api/session`, { headers: { cookie: header('/api/session') } })).json();
  if (session.user?.email !== email) throw new Error(`sign-in as ${email} failed`);
  return header('/api/');
}

/** Durations per path, gathered per tab. */
function byTab(durationsByPath, tabOf) {
  const tabs = new Map();
  for (const [path, durations] of durationsByPath) {
    const tab = tabOf.get(path);
    tabs.set(tab, [...(tabs.get(tab) ?? []), ...[durations].flat()]);
  }
  return [...tabs].map(([tab, durations]) => ({ tab, ...summarize(durations) }));
}

/**
 * Every call once, one at a time (first answers), then, for each concurrency, `rounds` passes over all calls, with
 * GET /api/me at the same concurrency as the floor: what a signed-in call costs before the report adds anything.
 */
export async function measureCompensationLatency(baseUrl, { concurrencies, rounds, email = 'team@demo.x4i.org', password = 'x4i-demo' }) {
  const headers = { cookie: await signInCookies(baseUrl, email, password) };
  const calls = COMPENSATION_TABS.flatMap((tab) => COMPENSATION_FILTERS.map((filters) => ({ tab, path: `/api/compensation/report?report=${tab}${filters ? `&${filters}` : ''}` })));
  calls.push({ tab: 'options', path: '/api/premium-report/compensation' }, ...COMPENSATION_FILTERS.map((filters) => ({ tab: 'options', path: `/api/compensation/options?${filters}` })));
  const tabOf = new Map(calls.map((call) => [call.path, call.tab]));
  const paths = calls.map((call) => call.path);

  let first;
  let errors = 0;
  const runs = [];
  for (const concurrency of concurrencies) {
    // As long as the report's load: a short run is mostly its ramp-up.
    const floor = await measureLatency(baseUrl, ['/api/me'], { concurrency, requests: calls.length * rounds, headers });
    const run = await measureLatency(baseUrl, paths, { concurrency, requests: calls.length * rounds, headers });
    // The first run's warm-up pass met empty caches: those are the first answers.
    first ??= run.firstByPath;
    errors += run.errors + floor.errors;
    runs.push({ concurrency, requests: run.requests, throughput: run.throughput, tabs: byTab(run.byPath, tabOf), overall: run, floor });
  }
  return {
    combinations: COMPENSATION_FILTERS.length,
    calls: calls.length,
    errors,
    first: byTab(first, tabOf),
    firstOverall: summarize([...first.values()]),
    runs,
  };
}

/** The figures as `npm run bench` prints them. */
export function printCompensationLatency(result) {
  console.log(`\nCompensation report (GET /compensation/report, /premium-report/compensation, /compensation/options) signed in as the demo team member: 8 tabs × ${result.combinations} filter combinations, ${result.calls} calls, ${result.errors} errors`);
  const row = (tab, stats) => `  ${tab.padEnd(18)} p50 ${String(stats.p50).padStart(6)} ms  p95 ${String(stats.p95).padStart(6)} ms  max ${String(stats.max).padStart(6)} ms`;
  console.log(' first answer of each call, one at a time (before the answer cache holds it):');
  for (const entry of [...result.first, { tab: 'all', ...result.firstOverall }]) console.log(row(entry.tab, entry));
  for (const run of result.runs) {
    console.log(` ${run.requests} requests, ${run.concurrency} concurrent (${run.throughput} req/s):`);
    for (const entry of [...run.tabs, { tab: 'all', ...run.overall }]) console.log(row(entry.tab, entry));
    console.log(row('floor: GET /me', run.floor));
  }
}

// On its own, against a running product: node gateway/bench/compensation-latency.mjs http://127.0.0.1:3000
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const baseUrl = process.argv[2] ?? 'http://127.0.0.1:3000';
  printCompensationLatency(await measureCompensationLatency(baseUrl, { concurrencies: [1, 5, 20], rounds: 10 }));
}
