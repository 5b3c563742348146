/**
 * Every route the backend registers (read from its router, so a new route is covered without an edit here; the
 * sign-in pages included), sent malformed paths, queries and bodies, anonymous, as a community member and as a
 * team member. No answer is a 5xx, every refusal is the SPEC's error shape, and not one stored row changes. A
 * fixed seed and a bounded number of requests here; FUZZ_RUNS and FUZZ_SEED make a longer run (the bench runs one).
 */
import fc from 'fast-check';
import request from 'supertest';
import { DEMO_PASSWORD } from '../identity/demo-accounts.js';
import { startProviderBackend, TEST_CLIENT, type ProviderBackend } from '../testing/provider-backend.js';
import { routeTable, type RegisteredRoute } from '../testing/route-table.js';
import { signInFlow } from '../testing/sign-in-flow.js';
import { tableFingerprints } from '../testing/table-fingerprints.js';
import { malformedRequestFor, type MalformedRequest } from '../testing/malformed-requests.js';

jest.setTimeout(20 * 60_000);

const SEED = Number(process.env.FUZZ_SEED ?? 20261126);
const RUNS = Number(process.env.FUZZ_RUNS ?? 2000);

/** Counters that a refused request may still move by design: quota windows and key usage count every call. */
const COUNTERS = new Set(['api_quota_windows', 'api_key_usage']);

/** Routes that take no input (a body or query is ignored): any call is a well-formed one, so none is sent here. */
const NO_INPUT = new Set(['POST /me/verification-email']);

let backend: ProviderBackend;
const roles: Record<string, string | undefined> = { anonymous: undefined };

beforeAll(async () => {
  backend = await startProviderBackend();
  await backend.test.backend.ready;
  const flow = signInFlow(() => backend.base, TEST_CLIENT);
  roles.member = (await flow.accessToken('member@demo.x4i.org', DEMO_PASSWORD)).access_token;
  roles.team = (await flow.accessToken('team@demo.x4i.org', DEMO_PASSWORD)).access_token;
});

afterAll(async () => {
  await backend?.close();
});

const hasErrorShape = (body: unknown) => {
  const error = (body as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  return typeof error?.code === 'string' && typeof error.message === 'string';
};

async function send(route: RegisteredRoute, sent: MalformedRequest, token: string | undefined) {
  const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  let call = request(backend.app)[method](`${sent.path}${sent.query}`);
  if (token) call = call.set('Authorization', `Bearer ${token}`);
  if (sent.body !== undefined) call = call.set('Content-Type', sent.contentType).send(sent.body);
  return call;
}

test('malformed requests to every route answer 4xx in the SPEC shape and change nothing', async () => {
  const routes = routeTable(backend.app).filter(({ method, path }) => !NO_INPUT.has(`${method} ${path}`));
  expect(routes.length).toBeGreaterThan(90);
  const before = await tableFingerprints(backend.test.db, COUNTERS);
  const statuses = new Map<number, number>();
  const failures: string[] = [];

  await fc.assert(
    fc.asyncProperty(fc.constantFrom(...routes).chain((route) => fc.tuple(fc.constant(route), malformedRequestFor(route))), fc.constantFrom(...Object.keys(roles)), async ([route, sent], role) => {
      const response = await send(route, sent, roles[role]);
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      const described = `${role} ${route.method} ${`${sent.path}${sent.query}`.slice(0, 300)} ${sent.contentType} ${String(sent.body).slice(0, 200)} → ${response.status} ${response.text.slice(0, 200)}`;
      // 431: Node's HTTP parser refuses a request line over 16 KB before any handler runs (the servers answer it in
      // the SPEC shape through their clientError handler, which this in-process listener does not have).
      if (response.status >= 500) failures.push(described);
      // The sign-in pages (/oidc/interaction/…) are pages for a browser: they answer an error page, not JSON.
      else if (response.status >= 400 && response.status !== 431 && !route.path.startsWith('/oidc') && !hasErrorShape(response.body)) failures.push(`not the error shape: ${described}`);
    }),
    { seed: SEED, numRuns: RUNS },
  );
  console.log(`Malformed input: ${RUNS} requests over ${routes.length} routes, seed ${SEED}; answers ${[...statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`).join(', ')}`);
  expect(failures).toEqual([]);
  expect(await tableFingerprints(backend.test.db, COUNTERS)).toEqual(before);
  await request(backend.app).get('/healthz').expect(200);
});

/** Each web address a form or the API takes, in a request that is valid but for it. */
const URL_FIELDS: { route: string; role: 'member' | 'team'; body: (url: string) => Record<string, unknown> }[] = [
  { route: '/role/request', role: 'member', body: (url) => ({ orgName: 'Helping Hands', orgUrl: url, actionText: 'List our app' }) },
  ...['solutionUrl', 'organizationUrl', 'specialOfferUrl', 'hiringUrl', 'caseStudiesUrl', 'impactUrl'].map((field) => ({
    route: '/solution/create',
    role: 'team' as const,
    body: (url: string) => ({ solutionType: 'SERVICE', solutionName: 'Board Coach', category: ['UNSDG16'], executiveSummary: 'Coaching for new board members.', [field]: url }),
  })),
  {
    route: '/solution/create',
    role: 'team',
    body: (url) => ({ solutionType: 'SERVICE', solutionName: 'Board Coach', category: ['UNSDG16'], executiveSummary: 'Coaching.', references: [{ name: 'Ann', title: 'Director', orgName: 'Org', quote: 'Good.', orgUrl: url, imageUrl: '' }] }),
  },
  {
    route: '/grant/create',
    role: 'team',
    body: (url) => ({ title: 'Mini-Grants', categories: ['UNSDG4'], summary: 'Small grants.', body: ['Up to $10,000.'], fundingName: 'Test Foundation', fundingLogo: '', opportunityId: 'TF-1', grantAmount: 10000, expirationDate: '2027-03-31', eligibility: 'NON_PROFIT', sourceUrl: url }),
  },
];
const NOT_WEB_ADDRESSES = ['not a url', 'javascript:alert(1)', 'ftp://files.example.org', 'https://', 'http://exa mple.org', 'mailto:team@example.org', `https://example.org/${'a'.repeat(600)}`];

test('every URL field refuses what is not a web address, in the SPEC shape, and stores nothing', async () => {
  const before = await tableFingerprints(backend.test.db, COUNTERS);
  const accepted: string[] = [];
  for (const { route, role, body } of URL_FIELDS) {
    for (const url of NOT_WEB_ADDRESSES) {
      const response = await request(backend.app).post(route).set('Authorization', `Bearer ${roles[role]}`).send(body(url));
      if (response.status !== 400 || !hasErrorShape(response.body)) accepted.push(`${route} ${JSON.stringify(body(url)).slice(0, 160)} → ${response.status}`);
    }
  }
  expect(accepted).toEqual([]);
  expect(await tableFingerprints(backend.test.db, COUNTERS)).toEqual(before);
});
