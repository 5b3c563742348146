/**
 * Who may do what, as one table: every write route and every team route the API registers, for each role of
 * SPEC 6 (anonymous, community member, solution provider, foundation member, contributing editor, team member),
 * on the caller's own item and on someone else's where that differs. Each call sends a valid request, so the role
 * alone decides; a refused call changes no stored row. A route the table does not name fails the test, so a new
 * write route gets its row.
 */
import request from 'supertest';
import { bearer, startContentTestApp, type ContentTestApp, type TestUser } from '../content/testing/content-test-app.js';
import { routeTable } from '../testing/route-table.js';
import { tableFingerprints } from '../testing/table-fingerprints.js';
import { removeTempDirs } from '../testing/test-backend.js';

jest.setTimeout(5 * 60_000);

const ROLES = ['anonymous', 'member', 'provider', 'foundation', 'editor', 'team'] as const;
type Role = (typeof ROLES)[number];
const USER_OF: Record<Exclude<Role, 'anonymous'>, TestUser> = { member: 'member', provider: 'provider', foundation: 'foundation', editor: 'editor', team: 'team' };

/** Counters every call moves by design. */
const COUNTERS = new Set(['api_quota_windows', 'api_key_usage']);

let t: ContentTestApp;
let sequence = 0;
const unique = (text: string) => `${text} ${(sequence += 1)}`;

interface Call {
  method: 'get' | 'post' | 'put' | 'delete';
  path: string;
  body?: unknown;
  file?: Buffer;
}

interface Row {
  /** As the router registers it: `POST /solution/update`. */
  route: string;
  /** Whose item the call is about, where that decides. */
  item?: 'own' | 'others';
  /** A valid call for this role (it may first create what the call needs, as the team or the caller). */
  call: (role: Role) => Promise<Call>;
  expected: Record<Role, number>;
}

const signedIn = (status: number): Record<Role, number> => ({ anonymous: 401, member: status, provider: status, foundation: status, editor: status, team: status });
const teamOnly = (status: number): Record<Role, number> => ({ anonymous: 401, member: 403, provider: 403, foundation: 403, editor: 403, team: status });
const everyone = (status: number): Record<Role, number> => ({ ...signedIn(status), anonymous: status });

const api = () => request(t.app);
const as = (role: Role) => (role === 'anonymous' ? {} : bearer(USER_OF[role]));
const asUser = (user: TestUser) => bearer(user);
const one = async <T extends object>(sql: string, params: unknown[] = []) => (await t.db.query<T>(sql, params))[0]!;

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000' + '1f15c4890000000d49444154789c6300010000050001' + '0d0a2db40000000049454e44ae426082', 'hex');

/** An organisation of the IRS records, new each time, that a member may watch. */
async function listedEin(): Promise<string> {
  const ein = String(100_000_000 + (sequence += 1));
  await t.db.query(`INSERT INTO irs_eo_bmf (source_file, ein, name) VALUES ('eo_zz.csv', $1, 'TABLE ORGANIZATION')`, [ein]);
  return ein;
}

async function newOrganization(): Promise<string> {
  return (await one<{ id: string }>(`INSERT INTO organizations (name) VALUES ($1) RETURNING id::text AS id`, [unique('Table Org')])).id;
}
async function newRule(orgId: string): Promise<string> {
  return (await one<{ id: string }>(`INSERT INTO role_rules (org_id, type, value, roles) VALUES ($1, 'EMAIL', $2, '{COMMUNITY_MEMBER}') RETURNING id::text AS id`, [orgId, `${unique('person').replace(' ', '')}@rules.example`])).id;
}
async function newRoleRequest(): Promise<string> {
  await api().post('/role/request').set(asUser('member2')).send({ orgName: unique('Requesting Org'), orgUrl: 'https://requesting.example', actionText: 'List our app' }).expect(201);
  return (await one<{ id: string }>(`SELECT id::text AS id FROM role_requests ORDER BY created_at DESC LIMIT 1`)).id;
}
async function newContactMessage(): Promise<string> {
  await api().post('/contact').set('X-Forwarded-For', `10.9.${sequence % 250}.${(sequence += 1) % 250}`).send({ name: 'Ada', email: 'ada@example.org', message: 'A question for the team.' }).expect(201);
  return (await one<{ id: string }>(`SELECT id::text AS id FROM contact_messages ORDER BY created_at DESC LIMIT 1`)).id;
}
async function newApiKey(user: TestUser): Promise<string> {
  return (await api().post('/me/api-keys').set(asUser(user)).send({ name: unique('key') }).expect(201)).body.key.id as string;
}
const challenge = () => ({
  title: unique('Keeping volunteer drivers on the road'),
  categories: ['UNSDG11'],
  organization: 'Valley Meals on Wheels',
  summary: 'Our drivers are retiring faster than we can recruit them.',
  body: ['We deliver 400 meals a day.'],
});
const grant = () => ({
  title: unique('Digital Inclusion Mini-Grants'),
  categories: ['UNSDG4'],
  summary: 'Small grants for libraries lending hotspots.',
  body: ['Up to $10,000 for hotspot lending programs.'],
  fundingName: 'Test Foundation',
  fundingLogo: '',
  opportunityId: 'TF-2027-01',
  grantAmount: 10000,
  expirationDate: '2027-03-31',
  eligibility: 'NON_PROFIT',
  sourceUrl: 'https://foundation.example/grants/hotspots',
});
async function newThemed(kind: 'challenge' | 'grant', by: TestUser): Promise<string> {
  return (await api().post(`/${kind}/create`).set(asUser(by)).send(kind === 'challenge' ? challenge() : grant()).expect(201)).body.slug as string;
}
/** A challenge of the team's, new each time, for the team to unpublish or delete: its slug and title. */
async function removableChallenge(unpublished = false): Promise<{ slug: string; title: string }> {
  const body = challenge();
  const { slug } = (await api().post('/challenge/create').set(asUser('team')).send(body).expect(201)).body as { slug: string };
  if (unpublished) await api().post(`/admin/content/${slug}/unpublish`).set(asUser('team')).expect(200);
  return { slug, title: body.title };
}
const solution = (extra: Record<string, unknown> = {}) => ({ solutionType: 'SERVICE', solutionName: unique('Board Coach'), category: ['UNSDG16'], executiveSummary: 'Coaching for new board members.', ...extra });

/** Who creates (and so owns) a challenge or grant for a role's "own" row: a role that cannot create has none of its own. */
const CREATOR: Partial<Record<Role, TestUser>> = { foundation: 'foundation', editor: 'editor', team: 'team' };

const ROWS: Row[] = [
  { route: 'POST /contact', call: async () => ({ method: 'post', path: '/contact', body: { name: 'Ada', email: 'ada@example.org', message: 'Hello' } }), expected: everyone(201) },
  { route: 'POST /me/api-keys', call: async () => ({ method: 'post', path: '/me/api-keys', body: { name: unique('key') } }), expected: signedIn(201) },
  { route: 'DELETE /me/api-keys/:id', item: 'own', call: async (role) => ({ method: 'delete', path: `/me/api-keys/${await newApiKey(role === 'anonymous' ? 'member3' : USER_OF[role])}` }), expected: signedIn(200) },
  { route: 'DELETE /me/api-keys/:id', item: 'others', call: async () => ({ method: 'delete', path: `/me/api-keys/${await newApiKey('member3')}` }), expected: signedIn(404) },
  { route: 'PUT /me/watches/:ein', call: async () => ({ method: 'put', path: `/me/watches/${await listedEin()}` }), expected: signedIn(201) },
  {
    route: 'DELETE /me/watches/:ein',
    call: async (role) => {
      const ein = await listedEin();
      if (role !== 'anonymous') await api().put(`/me/watches/${ein}`).set(as(role)).expect(201);
      return { method: 'delete', path: `/me/watches/${ein}` };
    },
    expected: signedIn(204),
  },
  { route: 'POST /profile/update', call: async () => ({ method: 'post', path: '/profile/update', body: { newsletter: true } }), expected: signedIn(200) },
  { route: 'POST /role/request', call: async () => ({ method: 'post', path: '/role/request', body: { orgName: unique('Org'), orgUrl: 'https://org.example', actionText: 'List our app' } }), expected: signedIn(201) },
  { route: 'POST /account/verify-email', call: async () => ({ method: 'post', path: '/account/verify-email', body: { token: 'a-link-that-was-never-sent' } }), expected: everyone(400) },
  { route: 'POST /me/verification-email', call: async () => ({ method: 'post', path: '/me/verification-email' }), expected: signedIn(409) },
  { route: 'POST /terms-of-use/accept/:id', call: async () => ({ method: 'post', path: '/terms-of-use/accept/irs-letter-1', body: { type: 'IRS_LETTER' } }), expected: signedIn(200) },
  { route: 'POST /ntee-change-letters', call: async () => ({ method: 'post', path: '/ntee-change-letters', body: {} }), expected: signedIn(400) },
  { route: 'POST /solution/create', call: async () => ({ method: 'post', path: '/solution/create', body: solution() }), expected: { anonymous: 401, member: 403, provider: 201, foundation: 403, editor: 403, team: 201 } },
  {
    route: 'POST /solution/update',
    item: 'own',
    call: async () => ({ method: 'post', path: '/solution/update', body: solution({ slug: 's-demo_solutions_hub', solutionName: 'Demo Solutions Hub' }) }),
    expected: { anonymous: 401, member: 403, provider: 200, foundation: 403, editor: 403, team: 200 },
  },
  {
    route: 'POST /solution/update',
    item: 'others',
    call: async () => ({ method: 'post', path: '/solution/update', body: solution({ slug: 's-grantpilot', solutionName: 'GrantPilot' }) }),
    expected: { anonymous: 401, member: 403, provider: 403, foundation: 403, editor: 403, team: 200 },
  },
  ...(['challenge', 'grant'] as const).flatMap((kind): Row[] => [
    { route: `POST /${kind}/create`, call: async () => ({ method: 'post', path: `/${kind}/create`, body: kind === 'challenge' ? challenge() : grant() }), expected: { anonymous: 401, member: 403, provider: 403, foundation: 201, editor: 201, team: 201 } },
    {
      route: `POST /${kind}/update`,
      item: 'own',
      call: async (role) => ({ method: 'post', path: `/${kind}/update`, body: { ...(kind === 'challenge' ? challenge() : grant()), slug: await newThemed(kind, CREATOR[role] ?? 'editor') } }),
      // A member or provider has none of its own: the row asks about one an editor created.
      expected: { anonymous: 401, member: 403, provider: 403, foundation: 200, editor: 200, team: 200 },
    },
    {
      route: `POST /${kind}/update`,
      item: 'others',
      call: async (role) => ({ method: 'post', path: `/${kind}/update`, body: { ...(kind === 'challenge' ? challenge() : grant()), slug: await newThemed(kind, role === 'editor' ? 'team' : 'editor') } }),
      expected: { anonymous: 401, member: 403, provider: 403, foundation: 403, editor: 403, team: 200 },
    },
  ]),
  ...['vote', 'follow', 'unfollow'].map((action): Row => ({ route: `POST /themed-content/${action}/:id`, call: async () => ({ method: 'post', path: `/themed-content/${action}/s-foodroute`, body: action === 'vote' ? { vote: true } : undefined }), expected: signedIn(200) })),
  { route: 'POST /themed-content/voteGeo/:id', call: async () => ({ method: 'post', path: '/themed-content/voteGeo/s-foodroute', body: { states: ['WA'] } }), expected: signedIn(200) },
  { route: 'POST /themed-content/share/:id', call: async () => ({ method: 'post', path: '/themed-content/share/s-foodroute', body: { source: 'email' } }), expected: everyone(200) },
  { route: 'POST /upload/image', call: async () => ({ method: 'post', path: '/upload/image', file: PNG }), expected: { anonymous: 401, member: 403, provider: 201, foundation: 403, editor: 403, team: 201 } },
  // The team's screens: organisations, role rules, access requests, credits, newsletter, mail.
  { route: 'GET /organization/list', call: async () => ({ method: 'get', path: '/organization/list' }), expected: teamOnly(200) },
  { route: 'GET /organization/manage-list', call: async () => ({ method: 'get', path: '/organization/manage-list' }), expected: teamOnly(200) },
  { route: 'GET /organization/:id', call: async () => ({ method: 'get', path: `/organization/${await newOrganization()}` }), expected: teamOnly(200) },
  { route: 'POST /organization/create', call: async () => ({ method: 'post', path: '/organization/create', body: { name: unique('New Org') } }), expected: teamOnly(201) },
  { route: 'POST /organization/update', call: async () => ({ method: 'post', path: '/organization/update', body: { id: await newOrganization(), name: unique('Renamed Org'), subscriptions: [] } }), expected: teamOnly(200) },
  { route: 'DELETE /organization/:id', call: async () => ({ method: 'delete', path: `/organization/${await newOrganization()}` }), expected: teamOnly(200) },
  { route: 'GET /role/rules/:orgId', call: async () => ({ method: 'get', path: `/role/rules/${await newOrganization()}` }), expected: teamOnly(200) },
  {
    route: 'POST /role/rule/create',
    call: async () => ({ method: 'post', path: '/role/rule/create', body: { orgId: await newOrganization(), type: 'DOMAIN', value: `${unique('d').replace(' ', '')}.example`, roles: ['SOLUTION_PROVIDER'] } }),
    expected: teamOnly(201),
  },
  {
    route: 'POST /role/rule/update',
    call: async () => {
      const orgId = await newOrganization();
      return { method: 'post', path: '/role/rule/update', body: { id: await newRule(orgId), orgId, type: 'DOMAIN', value: `${unique('u').replace(' ', '')}.example`, roles: ['CONTRIBUTING_EDITOR'] } };
    },
    expected: teamOnly(200),
  },
  { route: 'DELETE /role/rule/:id', call: async () => ({ method: 'delete', path: `/role/rule/${await newRule(await newOrganization())}` }), expected: teamOnly(200) },
  { route: 'GET /role/accessCheck', call: async () => ({ method: 'get', path: '/role/accessCheck?email=member@example.org' }), expected: teamOnly(200) },
  { route: 'GET /role/requests', call: async () => ({ method: 'get', path: '/role/requests' }), expected: teamOnly(200) },
  { route: 'POST /role/requests/:id/grant', call: async () => ({ method: 'post', path: `/role/requests/${await newRoleRequest()}/grant`, body: { orgId: await newOrganization(), type: 'DOMAIN', value: 'requesting.example', roles: ['SOLUTION_PROVIDER'] } }), expected: teamOnly(200) },
  { route: 'POST /role/requests/:id/decline', call: async () => ({ method: 'post', path: `/role/requests/${await newRoleRequest()}/decline`, body: {} }), expected: teamOnly(200) },
  { route: 'GET /admin/credits', call: async () => ({ method: 'get', path: '/admin/credits' }), expected: teamOnly(200) },
  { route: 'GET /admin/credits/export', call: async () => ({ method: 'get', path: '/admin/credits/export' }), expected: teamOnly(200) },
  { route: 'POST /admin/credits/grant', call: async () => ({ method: 'post', path: '/admin/credits/grant', body: { email: 'provider@demo.x4i.org', type: 'IRS_LETTER', amount: 1, reason: 'A letter for a pilot' } }), expected: teamOnly(201) },
  { route: 'GET /admin/newsletter', call: async () => ({ method: 'get', path: '/admin/newsletter' }), expected: teamOnly(200) },
  { route: 'POST /admin/newsletter', call: async () => ({ method: 'post', path: '/admin/newsletter', body: { subject: unique('News'), body: 'What is new this month.' } }), expected: teamOnly(201) },
  { route: 'GET /admin/outbox', call: async () => ({ method: 'get', path: '/admin/outbox' }), expected: teamOnly(200) },
  { route: 'GET /admin/outbox/export', call: async () => ({ method: 'get', path: '/admin/outbox/export' }), expected: teamOnly(200) },
  { route: 'GET /admin/messages', call: async () => ({ method: 'get', path: '/admin/messages' }), expected: teamOnly(200) },
  { route: 'GET /admin/messages/export', call: async () => ({ method: 'get', path: '/admin/messages/export' }), expected: teamOnly(200) },
  { route: 'POST /admin/messages/:id/handled', call: async () => ({ method: 'post', path: `/admin/messages/${await newContactMessage()}/handled`, body: { handled: true } }), expected: teamOnly(200) },
  { route: 'POST /admin/messages/:id/reply', call: async () => ({ method: 'post', path: `/admin/messages/${await newContactMessage()}/reply`, body: { text: 'Thank you for writing.' } }), expected: teamOnly(201) },
  { route: 'GET /admin/content', call: async () => ({ method: 'get', path: '/admin/content?q=food' }), expected: teamOnly(200) },
  { route: 'GET /admin/content/removed', call: async () => ({ method: 'get', path: '/admin/content/removed' }), expected: teamOnly(200) },
  { route: 'POST /admin/content/:id/unpublish', call: async () => ({ method: 'post', path: `/admin/content/${(await removableChallenge()).slug}/unpublish`, body: {} }), expected: teamOnly(200) },
  { route: 'POST /admin/content/:id/publish', call: async () => ({ method: 'post', path: `/admin/content/${(await removableChallenge(true)).slug}/publish`, body: {} }), expected: teamOnly(200) },
  {
    route: 'POST /admin/content/:id/delete',
    call: async () => {
      const { slug, title } = await removableChallenge();
      return { method: 'post', path: `/admin/content/${slug}/delete`, body: { title, reason: 'A test listing' } };
    },
    expected: teamOnly(200),
  },
];

/** Routes the table must name: every write, and every route under the team's paths. */
const isGuarded = ({ method, path }: { method: string; path: string }) => method !== 'GET' || /^\/(organization|role\/(rules|rule|accessCheck|requests)|admin)(\/|$)/.test(path);

beforeAll(async () => {
  t = await startContentTestApp({ withMail: true });
});
afterAll(async () => {
  await t.close();
  await removeTempDirs();
});

test('the table names every write route and every team route', () => {
  const named = new Set(ROWS.map((row) => row.route));
  const missing = routeTable(t.app)
    .filter(isGuarded)
    .map(({ method, path }) => `${method} ${path}`)
    .filter((route) => !named.has(route));
  expect(missing).toEqual([]);
});

test.each(ROWS.flatMap((row) => ROLES.map((role) => [row, role] as const)).map(([row, role]) => [`${row.route}${row.item ? ` (${row.item === 'own' ? 'own item' : "someone else's"})` : ''}`, role, row.expected[role], row] as const))(
  '%s as %s: %i',
  async (_label, role, status, row) => {
    const call = await row.call(role);
    const before = status >= 400 ? await tableFingerprints(t.db, COUNTERS) : undefined;
    let pending = api()[call.method](call.path).set(as(role)).set('X-Forwarded-For', `10.${ROLES.indexOf(role)}.${(sequence += 1) % 250}.1`);
    if (call.file) pending = pending.attach('image', call.file, 'logo.png');
    else if (call.body !== undefined) pending = pending.send(call.body as object);
    const response = await pending;
    expect({ status: response.status, body: response.status === status ? 'as expected' : response.body }).toEqual({ status, body: 'as expected' });
    if (before) expect(await tableFingerprints(t.db, COUNTERS)).toEqual(before);
  },
);
