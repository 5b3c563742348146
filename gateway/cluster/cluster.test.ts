/**
 * The product on several nodes, on loopback, as `npm run cluster` starts it: one Postgres server, two backends,
 * two gateways, HAProxy in front. What a visitor sees must be what one process shows, and a node's death, a
 * gateway's restart or the database's absence must cost no idempotent request. Times are measured and printed,
 * never asserted: the machine is shared.
 */
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@x4i/shared/contracts';
import { gunzipSync } from 'node:zlib';
import { startIrsSourceServer, type IrsSourceServer } from '../backend/src/testing/irs-source-server.js';
import { CookieJar } from '../backend/src/testing/sign-in-flow.js';

const run = promisify(execFile);
const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const DEPLOY_CLI = path.join(REPO_ROOT, 'gateway/dist/cli/deploy-remote.js');
const LAUNCHER = fileURLToPath(new URL('../scripts/cluster.mjs', import.meta.url));
const FIXTURE_IRS_DIR = fileURLToPath(new URL('../backend/src/testing/fixtures/irs/', import.meta.url));
// Another port range runs a second suite beside this one (CLUSTER_TEST_PORT).
const BASE_PORT = Number(process.env.CLUSTER_TEST_PORT ?? 18480);
const LB = `http://127.0.0.1:${BASE_PORT}`;
const GATEWAYS = [`http://127.0.0.1:${BASE_PORT + 10}`, `http://127.0.0.1:${BASE_PORT + 11}`];
const BACKENDS = [`http://127.0.0.1:${BASE_PORT + 20}`, `http://127.0.0.1:${BASE_PORT + 21}`];

let runDir: string;
let env: NodeJS.ProcessEnv;
/** The IRS as the backends' data refresh reaches it: the fixture's state files, published on loopback. */
let irs: IrsSourceServer;

/** The fixture's files under the names the IRS publishes them (eo_xx.csv, uncompressed). */
function publishedFixtureFiles(): Record<string, { body: Buffer }> {
  const files: Record<string, { body: Buffer }> = {};
  for (const name of readdirSync(FIXTURE_IRS_DIR).filter((file) => /^eo(_[a-z]{2}|\d)\.csv(\.gz)?$/.test(file))) {
    const body = readFileSync(path.join(FIXTURE_IRS_DIR, name));
    files[name.replace(/\.gz$/, '')] = { body: name.endsWith('.gz') ? gunzipSync(body) : body };
  }
  return files;
}

/** A query on the cluster's Postgres server, as psql prints it (-At: values only, '|' between columns). */
async function sql(query: string): Promise<string> {
  const bin = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a))[0]!;
  const { stdout } = await run(path.join('/usr/lib/postgresql', bin, 'bin', 'psql'), ['-h', '127.0.0.1', '-p', String(BASE_PORT + 2), '-U', 'postgres', '-At', '-c', query], { env });
  return stdout.trim();
}

/** The launcher, with this suite's run folder and ports. */
async function cluster(...args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, [LAUNCHER, ...args], { env, maxBuffer: 1 << 24 });
  return stdout;
}

interface State {
  processes: Record<string, { pid?: number }>;
}
const pidOf = (name: string) => (JSON.parse(readFileSync(path.join(runDir, 'state.json'), 'utf8')) as State).processes[name]!.pid!;

/** A server's status in HAProxy's statistics (UP, DOWN, DRAIN, …). */
function serverStatus(pool: string, server: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(path.join(runDir, 'haproxy.sock'));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const row = answer.split('\n').find((line) => line.startsWith(`${pool},${server},`));
      resolve(row?.split(',')[17] ?? 'missing');
    });
    socket.on('connect', () => socket.end('show stat\n'));
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(what: string, attempts: number, intervalMs: number, check: () => Promise<T | undefined>): Promise<{ value: T; ms: number }> {
  const started = Date.now();
  for (let i = 0; i < attempts; i++) {
    const value = await check().catch(() => undefined);
    if (value !== undefined) return { value, ms: Date.now() - started };
    await sleep(intervalMs);
  }
  throw new Error(`${what}: not seen after ${attempts} attempts`);
}

interface LoadReport {
  ok: number;
  failed: { status: number | string; url: string }[];
  p99: number;
}

/** Visitors' idempotent requests through the balancer, `concurrency` at a time, until stop() is called. */
function steadyLoad(urls: string[], concurrency = 4) {
  let running = true;
  let ok = 0;
  const failed: LoadReport['failed'] = [];
  const times: number[] = [];
  const worker = async (offset: number) => {
    for (let i = offset; running; i++) {
      const url = urls[i % urls.length]!;
      const started = performance.now();
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(30_000) });
        await response.arrayBuffer();
        if (response.ok) ok++;
        else failed.push({ status: response.status, url });
      } catch (error) {
        failed.push({ status: (error as Error).message, url });
      }
      times.push(performance.now() - started);
    }
  };
  const workers = Array.from({ length: concurrency }, (_, i) => worker(i));
  return async (): Promise<LoadReport> => {
    running = false;
    await Promise.all(workers);
    times.sort((a, b) => a - b);
    return { ok, failed, p99: Math.round(times[Math.floor(times.length * 0.99)] ?? 0) };
  };
}

const REDIRECTS = [301, 302, 303, 307];

/**
 * A request to one gateway by its own port, as the balancer sends it: with the site's Host (a gateway sends any
 * other host to the public address).
 */
async function toGateway(url: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Response> {
  // fetch() drops a Host header: node's http client sends it.
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: target.hostname, port: target.port, path: `${target.pathname}${target.search}`, method: init.method ?? 'GET', headers: { ...init.headers, host: new URL(LB).host } },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('error', reject);
        incoming.on('end', () => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(incoming.headers)) {
            for (const each of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, each);
          }
          resolve(new Response(incoming.statusCode === 204 || incoming.statusCode === 304 ? null : Buffer.concat(chunks), { status: incoming.statusCode, headers }));
        });
      },
    );
    request.on('error', reject);
    request.end(init.body);
  });
}

/** Signs in with a demo account: starts at gateway `start`, finishes (the callback) at gateway `finish`. */
async function signIn(start: string, finish: string, email: string): Promise<CookieJar> {
  const jar = new CookieJar();
  const get = async (url: string) => {
    const response = GATEWAYS.some((gateway) => url.startsWith(gateway))
      ? await toGateway(url, { headers: { cookie: jar.header() } })
      : await fetch(url, { redirect: 'manual', headers: { cookie: jar.header() } });
    jar.store(response);
    return response;
  };
  let url = `${start}/napi/login`;
  let response = await get(url);
  for (let hop = 0; hop < 10 && REDIRECTS.includes(response.status); hop++) {
    url = new URL(response.headers.get('location')!, LB).href;
    response = await get(url);
  }
  expect(response.status).toBe(200);
  const interaction = new URL(url).pathname;
  expect(interaction).toMatch(/^\/oidc\/interaction\/[\w-]+$/);
  response = await fetch(`${LB}${interaction}/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password: 'x4i-demo', terms: 'yes' }),
  });
  jar.store(response);
  for (let hop = 0; hop < 10 && REDIRECTS.includes(response.status); hop++) {
    const location = new URL(response.headers.get('location')!, LB);
    // The provider sends the browser back to the site's callback: here it lands on the other gateway.
    const target = location.pathname === '/napi/authCallback' ? `${finish}${location.pathname}${location.search}` : location.href;
    response = await get(target);
    if (location.pathname === '/napi/authCallback') break;
  }
  expect([302, 303]).toContain(response.status);
  return jar;
}

const session = async (gateway: string, jar: CookieJar) => {
  const response = await toGateway(`${gateway}/api/session`, { headers: { cookie: jar.header() } });
  jar.store(response);
  return (await response.json()) as { user?: { email?: string } | null };
};

beforeAll(async () => {
  runDir = await mkdtemp(path.join(os.tmpdir(), 'x4i-cluster-'));
  irs = await startIrsSourceServer(publishedFixtureFiles());
  env = {
    ...process.env,
    CLUSTER_DIR: runDir,
    CLUSTER_PORT: String(BASE_PORT),
    CLUSTER_BUILD: 'false',
    IRS_DIR: FIXTURE_IRS_DIR,
    // Each backend looks at start whether a refresh is due (none ever ran: it is): one of them runs it.
    DATA_REFRESH_SCHEDULE: 'monthly',
    IRS_BMF_URL: irs.url,
    SAIPE_URL: 'false',
    LOG_LEVEL: 'warn',
  };
  const started = Date.now();
  console.log((await cluster('start')).trim(), `(${Math.round((Date.now() - started) / 1000)} s)`);
}, 15 * 60_000);

afterAll(async () => {
  await irs?.close();
  if (!runDir) return;
  await cluster('stop').catch((error: unknown) => console.error(error));
  await rm(runDir, { recursive: true, force: true });
}, 120_000);

test('anonymous public API calls are counted across both gateways: the 61st in the hour is refused', async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 61; i++) {
    const response = await toGateway(`${GATEWAYS[i % 2]}/api/v1/ntee/major-groups`);
    await response.arrayBuffer();
    statuses.push(response.status);
    if (i === 60) expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
  }
  expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true);
  expect(statuses[60]).toBe(429);
});

test('signed in through one gateway is signed in on the other; an API key created through one is listed and accepted on the other', async () => {
  const jar = await signIn(GATEWAYS[0]!, GATEWAYS[1]!, 'member@demo.x4i.org');
  expect((await session(GATEWAYS[0]!, jar)).user?.email).toBe('member@demo.x4i.org');
  expect((await session(GATEWAYS[1]!, jar)).user?.email).toBe('member@demo.x4i.org');

  // The access token's cookie expired: gateway 2 renews the session with the refresh token that gateway 1's sign-in
  // got (the provider's grants are in the database, not in the backend that issued them), and the rotated token it
  // hands back renews again through gateway 1.
  for (const [gateway, name] of [[GATEWAYS[1]!, 'gateway 2'], [GATEWAYS[0]!, 'gateway 1']] as const) {
    const spent = jar.value('refresh_token');
    jar.forget('access_token');
    expect((await session(gateway, jar)).user?.email).toBe('member@demo.x4i.org');
    expect(jar.value('access_token')).toBeDefined();
    expect(jar.value('refresh_token')).not.toBe(spent);
    console.log(`Session renewed with the refresh token through ${name}`);
  }

  const created = await toGateway(`${GATEWAYS[0]}/api/me/api-keys`, {
    method: 'POST',
    headers: { cookie: jar.header(), 'content-type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE },
    body: JSON.stringify({ name: 'cluster test' }),
  });
  expect(created.status).toBe(201);
  const { key, secret } = (await created.json()) as { key: { id: string }; secret: string };
  const written = Date.now();
  // Read at once through the other gateway, and from each backend by the balancer's turns.
  const seen = await until('the key on the other gateway', 50, 20, async () => {
    const response = await toGateway(`${GATEWAYS[1]}/api/me/api-keys`, { headers: { cookie: jar.header() } });
    const body = (await response.json()) as { keys: { id: string }[] };
    return body.keys.some((each) => each.id === key.id) ? true : undefined;
  });
  console.log(`API key written through gateway 1, listed through gateway 2 after ${seen.ms} ms (${Date.now() - written} ms)`);
  for (const gateway of [...GATEWAYS, ...GATEWAYS]) {
    const response = await toGateway(`${gateway}/api/v1/ntee/major-groups`, { headers: { 'x-api-key': secret } });
    expect(response.status).toBe(200);
  }
});

test('a vote through gateway 1 is counted when read through gateway 2 and from each backend (its memory, kept current by NOTIFY)', async () => {
  const jar = await signIn(GATEWAYS[0]!, GATEWAYS[0]!, 'provider@demo.x4i.org');
  const slug = 's-demo_solutions_hub';
  const votesAt = async (url: string, get: (url: string) => Promise<Response>) => ((await (await get(url)).json()) as { votes: number }).votes;
  const before = await votesAt(`${BACKENDS[1]}/solution/${slug}`, (url) => fetch(url));
  expect(typeof before).toBe('number');
  const voted = await toGateway(`${GATEWAYS[0]}/api/themed-content/vote/${slug}`, {
    method: 'POST',
    headers: { cookie: jar.header(), 'content-type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE },
    body: JSON.stringify({ vote: true }),
  });
  expect(voted.status).toBe(200);
  await voted.arrayBuffer();
  const reads: Record<string, (url: string) => Promise<Response>> = {
    [`${GATEWAYS[1]}/api/solution/${slug}`]: (url) => toGateway(url),
    [`${BACKENDS[0]}/solution/${slug}`]: (url) => fetch(url),
    [`${BACKENDS[1]}/solution/${slug}`]: (url) => fetch(url),
  };
  for (const [url, get] of Object.entries(reads)) {
    const seen = await until(`the vote at ${url}`, 100, 20, async () => ((await votesAt(url, get)) === before + 1 ? true : undefined));
    console.log(`Vote through gateway 1 read at ${url} after ${seen.ms} ms`);
  }
});

test('a follow and a role rule written through gateway 1 take effect through gateway 2 and at each backend', async () => {
  const member = await signIn(GATEWAYS[0]!, GATEWAYS[1]!, 'member@demo.x4i.org');
  const write = (url: string, jar: CookieJar, body?: unknown, method = 'POST') =>
    toGateway(url, { method, headers: { cookie: jar.header(), 'content-type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE }, body: body === undefined ? undefined : JSON.stringify(body) });

  // Follows: the count every reader sees, through the other gateway and at each backend's memory.
  const slug = 's-demo_solutions_hub';
  const reads = [() => toGateway(`${GATEWAYS[1]}/api/solution/${slug}`), () => fetch(`${BACKENDS[0]}/solution/${slug}`), () => fetch(`${BACKENDS[1]}/solution/${slug}`)];
  const followsOf = (solution: { computed: { name: string; count: number }[] }) => solution.computed.find((entry) => entry.name === 'follows')!.count;
  const followsEverywhere = async () => Promise.all(reads.map(async (read) => followsOf((await (await read()).json()) as { computed: { name: string; count: number }[] })));
  expect((await write(`${GATEWAYS[0]}/api/themed-content/unfollow/${slug}`, member)).status).toBe(200);
  const settled = await until('one follow count everywhere', 100, 20, async () => {
    const counts = await followsEverywhere();
    return counts.every((count) => count === counts[0]) ? counts[0] : undefined;
  });
  expect((await write(`${GATEWAYS[0]}/api/themed-content/follow/${slug}`, member)).status).toBe(200);
  const followed = await until('the follow everywhere', 100, 20, async () => ((await followsEverywhere()).every((count) => count === settled.value + 1) ? true : undefined));
  console.log(`Follow through gateway 1 counted through gateway 2 and at both backends after ${followed.ms} ms`);

  // A role rule made by the team through gateway 1 is the member's role at once through gateway 2 (the backends'
  // kept access answers are dropped on the database's notice), and its deletion the same.
  const team = await signIn(GATEWAYS[0]!, GATEWAYS[0]!, 'team@demo.x4i.org');
  const organization = await write(`${GATEWAYS[0]}/api/organization/create`, team, { name: `Cluster Test Organization ${Date.now()}` });
  expect(organization.status).toBe(201);
  const { id: orgId } = (await organization.json()) as { id: string };
  const roles = async () => (await session(GATEWAYS[1]!, member)).user as { roles?: string[] } | null;
  expect((await roles())?.roles ?? []).not.toContain('SOLUTION_PROVIDER');
  const created = await write(`${GATEWAYS[0]}/api/role/rule/create`, team, { orgId, type: 'EMAIL', value: 'member@demo.x4i.org', roles: ['SOLUTION_PROVIDER'] });
  expect(created.status).toBe(201);
  const { id: ruleId } = (await created.json()) as { id: string };
  const granted = await until('the role through gateway 2', 100, 20, async () => ((await roles())?.roles?.includes('SOLUTION_PROVIDER') ? true : undefined));
  expect((await write(`${GATEWAYS[0]}/api/role/rule/${ruleId}`, team, undefined, 'DELETE')).status).toBe(200);
  const withdrawn = await until('the role gone through gateway 2', 100, 20, async () => ((await roles())?.roles?.includes('SOLUTION_PROVIDER') ? undefined : true));
  console.log(`Role rule through gateway 1: granted through gateway 2 after ${granted.ms} ms, withdrawn after ${withdrawn.ms} ms`);
});

test('a new solution made through gateway 1 is read through gateway 2 and from each backend', async () => {
  const provider = await signIn(GATEWAYS[0]!, GATEWAYS[0]!, 'provider@demo.x4i.org');
  const solutionName = `Cluster Test Solution ${Date.now()}`;
  const created = await toGateway(`${GATEWAYS[0]}/api/solution/create`, {
    method: 'POST',
    headers: { cookie: provider.header(), 'content-type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE },
    body: JSON.stringify({ solutionType: 'SERVICE', solutionName, category: ['UNSDG4'], executiveSummary: 'Made through one gateway, read through the other.' }),
  });
  expect(created.status).toBe(201);
  const { slug } = (await created.json()) as { slug: string };
  const reads: Record<string, () => Promise<Response>> = {
    'gateway 2': () => toGateway(`${GATEWAYS[1]}/api/solution/${slug}`),
    'backend 1': () => fetch(`${BACKENDS[0]}/solution/${slug}`),
    'backend 2': () => fetch(`${BACKENDS[1]}/solution/${slug}`),
  };
  for (const [where, read] of Object.entries(reads)) {
    const seen = await until(`the new solution at ${where}`, 100, 20, async () => {
      const response = await read();
      return response.status === 200 ? ((await response.json()) as { solutionName: string }) : undefined;
    });
    expect(seen.value.solutionName).toBe(solutionName);
    console.log(`New solution through gateway 1 read at ${where} after ${seen.ms} ms`);
  }
});

test('a Contact Us message sent through gateway 1 is in the team inbox through gateway 2, and the reply in the outbox through gateway 1', async () => {
  const text = `A question sent through one gateway (${Date.now()}).`;
  const sent = await toGateway(`${GATEWAYS[0]}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE },
    body: JSON.stringify({ name: 'Cluster Visitor', email: 'visitor@example.org', organization: null, message: text }),
  });
  expect(sent.status).toBe(201);
  const team = await signIn(GATEWAYS[1]!, GATEWAYS[1]!, 'team@demo.x4i.org');
  type Message = { id: string; message: string; replies: unknown[] };
  // Twice: the other gateway's requests go to each backend in turn.
  let id = '';
  for (let i = 0; i < 2; i++) {
    const inbox = (await (await toGateway(`${GATEWAYS[1]}/api/admin/messages`, { headers: { cookie: team.header() } })).json()) as { messages: Message[] };
    id = inbox.messages.find((message) => message.message === text)!.id;
  }
  const reply = `Our answer (${Date.now()}).`;
  const replied = await toGateway(`${GATEWAYS[1]}/api/admin/messages/${id}/reply`, {
    method: 'POST',
    headers: { cookie: team.header(), 'content-type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE },
    body: JSON.stringify({ text: reply }),
  });
  expect(replied.status).toBe(201);
  type Mail = { to: string; text: string };
  const teamThroughGateway1 = await signIn(GATEWAYS[0]!, GATEWAYS[0]!, 'team@demo.x4i.org');
  for (let i = 0; i < 2; i++) {
    const outbox = (await (await toGateway(`${GATEWAYS[0]}/api/admin/outbox`, { headers: { cookie: teamThroughGateway1.header() } })).json()) as { mails: Mail[] };
    expect(outbox.mails.some((mail) => mail.to === 'visitor@example.org' && mail.text.includes(reply))).toBe(true);
    const inbox = (await (await toGateway(`${GATEWAYS[0]}/api/admin/messages`, { headers: { cookie: teamThroughGateway1.header() } })).json()) as { messages: Message[] };
    expect(inbox.messages.find((message) => message.id === id)?.replies).toHaveLength(1);
  }
});

test('the data refresh ran once with two backends started: one fetched each IRS file, and both answer from it', async () => {
  // Both backends found a refresh due when they started; the database lets one claim it (see data-refresh/).
  const done = await until('the first refresh finished', 600, 200, async () => {
    const [count, running] = (await sql("SELECT count(*), count(*) FILTER (WHERE status = 'running') FROM data_refreshes WHERE source = 'irs_eo_bmf'")).split('|').map(Number);
    return count! > 0 && running === 0 ? count : undefined;
  });
  const rows = await sql("SELECT trigger || ' ' || status FROM data_refreshes WHERE source = 'irs_eo_bmf'");
  console.log(`Data refreshes with two backends started: ${rows.split('\n').join(', ')} (seen after ${done.ms} ms)`);
  expect(done.value).toBe(1);
  expect(rows).toMatch(/^first-start (succeeded|partial)$/);
  const gets = irs.requests.filter((entry) => entry.method === 'GET');
  const published = Object.keys(publishedFixtureFiles());
  for (const file of published) expect(gets.filter((entry) => entry.file === file)).toHaveLength(1);
  // What the team's screen shows, through either gateway: the one refresh.
  const team = await signIn(GATEWAYS[0]!, GATEWAYS[1]!, 'team@demo.x4i.org');
  for (const gateway of GATEWAYS) {
    const view = (await (await toGateway(`${gateway}/api/admin/data`, { headers: { cookie: team.header() } })).json()) as { history?: { source: string; trigger: string }[] };
    expect(view.history?.filter((refresh) => refresh.source === 'irs_eo_bmf').map((refresh) => refresh.trigger)).toEqual(['first-start']);
  }
});

test('the digest ran once for its period with two backends started, and mailed each subscriber once', async () => {
  // Each backend checks the digest when it starts: the period is claimed in the database, so one of them sends it.
  const runs = (await sql('SELECT count(*), count(DISTINCT period_start) FROM digest_runs')).split('|').map(Number);
  console.log(`Digest runs recorded with two backends: ${runs[0]}`);
  expect(runs[0]).toBe(1);
  expect(runs[1]).toBe(1);
  const duplicates = await sql("SELECT count(*) FROM (SELECT recipient FROM outbox WHERE kind = 'DIGEST' GROUP BY recipient HAVING count(*) > 1) twice");
  expect(duplicates).toBe('0');
});

/**
 * A team member's writes through the balancer, one after another, until stop() is called: each a new role rule in
 * `orgId`. A write is acknowledged when it answered 201; one cut off by a fault may fail (the balancer retries a write
 * only when it never reached a server), but none that was acknowledged may be lost.
 */
function steadyWrites(jar: CookieJar, orgId: string) {
  let running = true;
  const acknowledged: string[] = [];
  let failed = 0;
  const writer = (async () => {
    for (let i = 0; running; i++) {
      try {
        const response = await fetch(`${LB}/api/role/rule/create`, {
          method: 'POST',
          headers: { cookie: jar.header(), 'content-type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE },
          body: JSON.stringify({ orgId, type: 'EMAIL', value: `load-${i}@example.org`, roles: ['SOLUTION_PROVIDER'] }),
          signal: AbortSignal.timeout(30_000),
        });
        if (response.status === 201) acknowledged.push(((await response.json()) as { id: string }).id);
        else {
          await response.arrayBuffer();
          failed++;
        }
      } catch {
        failed++;
      }
    }
  })();
  return async () => {
    running = false;
    await writer;
    return { acknowledged, failed };
  };
}

test('kill -9 of a backend under load: no read fails, every acknowledged write is kept, and the backend rejoins when started again', async () => {
  const team = await signIn(GATEWAYS[0]!, GATEWAYS[1]!, 'team@demo.x4i.org');
  const organization = await fetch(`${LB}/api/organization/create`, {
    method: 'POST',
    headers: { cookie: team.header(), 'content-type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE },
    body: JSON.stringify({ name: `Cluster Load Organization ${Date.now()}` }),
  });
  expect(organization.status).toBe(201);
  const { id: orgId } = (await organization.json()) as { id: string };
  const stop = steadyLoad([`${LB}/api/ntee/codes`, `${LB}/readyz`, `${LB}/remotes/registry.json`]);
  const stopWrites = steadyWrites(team, orgId);
  await sleep(1000);
  process.kill(pidOf('backend-1'), 'SIGKILL');
  await until('backend-1 marked down', 100, 100, async () => ((await serverStatus('backends', 'backend-1')).startsWith('DOWN') ? true : undefined));
  await sleep(1000);
  const restarted = Date.now();
  await cluster('start', 'backend-1');
  const back = await until('backend-1 up again', 100, 100, async () => ((await serverStatus('backends', 'backend-1')) === 'UP' ? true : undefined));
  await sleep(1000);
  const report = await stop();
  const writes = await stopWrites();
  const rules = (await (await fetch(`${LB}/api/role/rules/${orgId}`, { headers: { cookie: team.header() } })).json()) as { roleRules: { id: string }[] };
  const kept = new Set(rules.roleRules.map((rule) => rule.id));
  console.log(
    `Backend kill -9: ${report.ok} reads answered, ${report.failed.length} failed, p99 ${report.p99} ms; ${writes.acknowledged.length} writes acknowledged, ${writes.acknowledged.filter((id) => kept.has(id)).length} of them kept, ${writes.failed} not acknowledged; rejoined ${Date.now() - restarted - 1000} ms after its restart began (${back.ms} ms after ready)`,
  );
  expect(report.failed).toEqual([]);
  expect(report.ok).toBeGreaterThan(0);
  expect(writes.acknowledged.length).toBeGreaterThan(0);
  expect(writes.acknowledged.filter((id) => !kept.has(id))).toEqual([]);
});

test('each gateway restarted in turn (drained, SIGTERM, started) under load: no request fails', async () => {
  const stop = steadyLoad([`${LB}/`, `${LB}/api/ntee/codes`, `${LB}/remotes/registry.json`]);
  await sleep(1000);
  for (const name of ['gateway-1', 'gateway-2']) {
    await cluster('stop', name);
    await cluster('start', name);
    await until(`${name} up again`, 100, 100, async () => ((await serverStatus('gateways', name)) === 'UP' ? true : undefined));
  }
  await sleep(1000);
  const report = await stop();
  console.log(`Gateways restarted in turn: ${report.ok} requests answered, ${report.failed.length} failed, p99 ${report.p99} ms`);
  expect(report.failed).toEqual([]);
});

test('with the Postgres server stopped the site answers 503 with Retry-After, never 500; started again, it recovers with no restart and no pile of connections', async () => {
  const stop = steadyLoad([`${LB}/api/ntee/codes`, `${LB}/api/ntee/suggest?q=food%20bank`, `${LB}/api/solution/s-demo_solutions_hub`]);
  await sleep(500);
  await cluster('stop', 'postgres');
  const away = await until('a 503 while the database is away', 200, 100, async () => {
    const response = await fetch(`${LB}/api/me/api-keys`);
    await response.arrayBuffer();
    return response.status === 503 ? response : undefined;
  });
  expect(away.value.headers.get('retry-after')).toMatch(/^\d+$/);
  // Away for a few seconds, as a restart or a failover takes.
  await sleep(3000);
  const startedAgain = Date.now();
  await cluster('start', 'postgres');
  const recovered = await until('the site ready again', 300, 200, async () => ((await fetch(`${LB}/readyz`)).status === 200 ? true : undefined));
  await sleep(2000);
  const report = await stop();
  const byStatus = new Map<string | number, number>();
  for (const { status } of report.failed) byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
  console.log(
    `Postgres stopped: 503 after ${away.ms} ms; started again: ready after ${Date.now() - startedAgain - 2000} ms (${recovered.ms} ms of polling); under load ${report.ok} answered, refused: ${[...byStatus].map(([status, n]) => `${n}× ${status}`).join(', ') || 'none'}`,
  );
  expect(byStatus.get(500) ?? 0).toBe(0);
  expect((await fetch(`${LB}/api/ntee/codes`)).status).toBe(200);
  // Each backend holds its pool (at most 10) and a connection per channel it listens on, as before the outage.
  const connections = Number(await sql("SELECT count(*) FROM pg_stat_activity WHERE backend_type = 'client backend'"));
  console.log(`Connections at the Postgres server after its restart: ${connections}`);
  expect(connections).toBeLessThanOrEqual(2 * 15 + 1);
});

test('a remote deployed with one gateway\'s settings is served by both at the next load; a rollback the same', async () => {
  const liveVersion = async (gateway: string) => {
    const response = await toGateway(`${gateway}/remotes/registry.json`);
    const { remotes } = (await response.json()) as { remotes: { name: string; version: string }[] };
    return remotes.find((remote) => remote.name === 'mfe-ntee-tools')?.version;
  };
  const before = await liveVersion(GATEWAYS[0]!);
  expect(before).toBeDefined();
  expect(await liveVersion(GATEWAYS[1]!)).toBe(before);

  // Another build of the remote: the same files and one more, so its version folder is new.
  const build = await mkdtemp(path.join(os.tmpdir(), 'x4i-cluster-remote-'));
  try {
    await cp(path.join(REPO_ROOT, 'mfe-ntee-tools/dist'), path.join(build, 'dist'), { recursive: true });
    await cp(path.join(REPO_ROOT, 'mfe-ntee-tools/package.json'), path.join(build, 'package.json'));
    await writeFile(path.join(build, 'dist', 'cluster-test.txt'), `${Date.now()}\n`);
    const deployEnv = { ...env, DATA_DIR: path.join(runDir, 'gateway-data') };
    await run(process.execPath, [DEPLOY_CLI, 'mfe-ntee-tools', path.join(build, 'dist')], { env: deployEnv });
    const deployed = await liveVersion(GATEWAYS[0]!);
    expect(deployed).not.toBe(before);
    expect(await liveVersion(GATEWAYS[1]!)).toBe(deployed);
    expect((await toGateway(`${GATEWAYS[1]}/remotes/mfe-ntee-tools/${deployed}/cluster-test.txt`)).status).toBe(200);

    await run(process.execPath, [DEPLOY_CLI, '--rollback', 'mfe-ntee-tools', before!], { env: deployEnv });
    expect(await liveVersion(GATEWAYS[1]!)).toBe(before);
    expect(await liveVersion(GATEWAYS[0]!)).toBe(before);
  } finally {
    await rm(build, { recursive: true, force: true });
  }
});

// Last: the account it locks out signs in in the tests above.
test('wrong passwords are counted across both backends: the 11th attempt on one account is refused', async () => {
  const jar = new CookieJar();
  let url = `${LB}/napi/login`;
  let response = await fetch(url, { redirect: 'manual' });
  jar.store(response);
  for (let hop = 0; hop < 10 && REDIRECTS.includes(response.status); hop++) {
    url = new URL(response.headers.get('location')!, LB).href;
    response = await fetch(url, { redirect: 'manual', headers: { cookie: jar.header() } });
    jar.store(response);
  }
  const interaction = new URL(url).pathname;
  const statuses: number[] = [];
  // The balancer sends the attempts to the backends in turn: each sees about half of them.
  for (let attempt = 0; attempt < 11; attempt++) {
    response = await fetch(`${LB}${interaction}/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: 'team@demo.x4i.org', password: 'not the password', terms: 'yes' }),
    });
    await response.arrayBuffer();
    statuses.push(response.status);
  }
  expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
  expect(statuses[10]).toBe(429);
  expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
});
