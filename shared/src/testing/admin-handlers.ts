import { http, HttpResponse, type RequestHandler } from 'msw';
import type {
  AccessCheckMatch,
  AccessCheckResult,
  AccessRequest,
  ManagedOrganization,
  Organization,
  RoleRule,
} from '../contracts/admin.js';
import { CSRF_HEADER, CSRF_HEADER_VALUE, type SessionUser } from '../contracts/session.js';
import {
  emailDomainOf,
  flattenSubscriptions,
  isEmailAddress,
  isOrganizationSubscription,
  isRole,
  normalizeOrganizationName,
  normalizeRuleValue,
  organizationNameError,
  RULE_TYPES,
  ruleValueError,
  sortRuleRoles,
  type RuleType,
} from '../domain/role-rules.js';
import { abilitiesFromPermissions, roleFromPermissions, type Role } from '../domain/roles.js';
import { apiErrorResponse, apiPath, createSessionHandlers } from './msw-handlers.js';
import { buildSessionUser, buildSignedInSession } from './session-builders.js';

/** Test data and MSW handlers for the admin calls (SPEC 7.3), answering like the backend from an in-memory store. */

export function buildOrganization(overrides: Partial<Organization> = {}): Organization {
  return { id: 'org-helping-hands', name: 'Helping Hands', subscriptions: [], ...overrides };
}

export function buildRoleRule(overrides: Partial<RoleRule> = {}): RoleRule {
  return { id: 'rule-1', orgId: 'org-helping-hands', type: 'DOMAIN', value: 'helpinghands.example.org', roles: [{ name: 'SOLUTION_PROVIDER' }], ...overrides };
}

export function buildAccessRequest(overrides: Partial<AccessRequest> = {}): AccessRequest {
  return {
    id: 'request-1',
    status: 'PENDING',
    requester: { email: 'sam.rivera@helpinghands.example.org', name: 'Sam Rivera' },
    orgName: 'Helping Hands',
    orgUrl: 'https://helpinghands.example.org',
    actionText: 'We would like to list our volunteer matching app.',
    createdAt: '2026-11-02T15:04:05.000Z',
    decidedAt: null,
    decidedBy: null,
    roleRuleId: null,
    ...overrides,
  };
}

/** A signed-in X4I team member ('do:all'). */
export function buildTeamMember(overrides: Partial<SessionUser> = {}): SessionUser {
  return buildSessionUser({
    id: 'user-team',
    firstName: 'Taylor',
    lastName: 'Team',
    name: 'Taylor Team',
    email: 'taylor@x4i.example.org',
    permissions: ['do:all'],
    role: 'X4I_TEAM_MEMBER',
    ...overrides,
  });
}

/** `GET /api/session` answering the user given, signed in, with the abilities their permissions give. */
export function sessionHandlersFor(user: SessionUser): RequestHandler[] {
  return createSessionHandlers(buildSignedInSession(abilitiesFromPermissions(user.permissions), user));
}

export interface AdminAccount {
  email: string;
  permissions?: string[];
}

export interface AdminStore {
  organizations: Organization[];
  rules: RoleRule[];
  requests: AccessRequest[];
  accounts: AdminAccount[];
  /** Solutions listed under each organisation id. */
  solutionCounts: Record<string, number>;
}

/** Three organisations, rules for two of them, two members, one pending and one decided request. */
export function defaultAdminStore(): AdminStore {
  return {
    organizations: [
      buildOrganization({ subscriptions: ['premium:listing'] }),
      buildOrganization({ id: 'org-brightpath', name: 'BrightPath Learning', subscriptions: ['premium:compensation', 'premium:listing'] }),
      buildOrganization({ id: 'org-food-bank', name: 'Food Bank of Alaska' }),
    ],
    rules: [
      buildRoleRule(),
      buildRoleRule({ id: 'rule-2', type: 'EMAIL', value: 'ann@helpinghands.example.org', roles: [{ name: 'SOLUTION_PROVIDER' }, { name: 'CONTRIBUTING_EDITOR' }] }),
      buildRoleRule({ id: 'rule-3', orgId: 'org-brightpath', type: 'EMAIL', value: 'riley@brightpath.example.org', roles: [{ name: 'SOLUTION_PROVIDER' }] }),
    ],
    requests: [
      buildAccessRequest(),
      buildAccessRequest({
        id: 'request-0',
        status: 'DECLINED',
        requester: { email: 'lee@unknown.example.com', name: 'Lee Park' },
        orgName: 'Unknown Ventures',
        orgUrl: 'https://unknown.example.com',
        actionText: 'Edit everything.',
        createdAt: '2026-10-01T09:00:00.000Z',
        decidedAt: '2026-10-02T09:00:00.000Z',
        decidedBy: 'taylor@x4i.example.org',
      }),
    ],
    accounts: [{ email: 'ann@helpinghands.example.org' }, { email: 'riley@brightpath.example.org' }, { email: 'sam.rivera@helpinghands.example.org' }],
    solutionCounts: { 'org-helping-hands': 2 },
  };
}

export interface AdminCall {
  method: string;
  path: string;
  body: unknown;
}

export type AdminHandlers = RequestHandler[] & {
  store: AdminStore;
  /** The state-changing calls the handlers accepted, in order. */
  calls: AdminCall[];
};

// As the backend's ROLE_PERMISSIONS (SPEC 6).
const ROLE_PERMISSIONS: Record<Role, string[]> = {
  X4I_TEAM_MEMBER: ['do:all'],
  SOLUTION_PROVIDER: ['create:solution', 'edit:solution'],
  CONTRIBUTING_EDITOR: ['create:content', 'edit:content'],
  FOUNDATION_MEMBER: ['create:grant', 'edit:grant'],
  COMMUNITY_MEMBER: [],
};

function ruleMatches(rule: RoleRule, email: string): boolean {
  return rule.type === 'EMAIL' ? rule.value === email : rule.value === emailDomainOf(email);
}

type Body = Record<string, unknown>;

async function jsonBody(request: Request): Promise<Body | null> {
  const body = (await request.json().catch(() => null)) as unknown;
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Body) : null;
}

/** A rule input checked as the backend checks it: the normalised rule, or the error response. */
function ruleInput(body: Body | null, store: AdminStore): { orgId: string; type: RuleType; value: string; roles: Role[] } | Response {
  if (!body) return apiErrorResponse(400, 'invalid_role_rule', 'Send a JSON object.');
  const { orgId, type, value, roles } = body;
  if (typeof orgId !== 'string' || !store.organizations.some((org) => org.id === orgId)) {
    return apiErrorResponse(404, 'organization_not_found', 'There is no such organization.');
  }
  if (!(RULE_TYPES as readonly unknown[]).includes(type)) return apiErrorResponse(400, 'invalid_role_rule', 'type is EMAIL or DOMAIN.');
  const valueError = typeof value === 'string' ? ruleValueError(type as RuleType, value) : 'Enter a value.';
  if (valueError) return apiErrorResponse(400, 'invalid_role_rule', valueError);
  if (!Array.isArray(roles) || roles.length === 0 || !roles.every(isRole)) {
    return apiErrorResponse(400, 'invalid_role_rule', 'Choose at least one role.');
  }
  return { orgId, type: type as RuleType, value: normalizeRuleValue(value as string), roles: sortRuleRoles(roles) };
}

/**
 * Handlers for every admin call of SPEC 7.3 over a store (the default one unless given), which they change as
 * the backend changes its tables: 403 without the CSRF header on a write, 400 on bad input, 404 for an unknown
 * id, 409 for a duplicate name or rule. The store and the accepted writes are on the returned array.
 */
export function createAdminHandlers(initial: AdminStore = defaultAdminStore()): AdminHandlers {
  const store: AdminStore = structuredClone(initial);
  const calls: AdminCall[] = [];
  let nextId = 100;
  const newId = (prefix: string) => `${prefix}-${nextId++}`;

  const orgById = (id: unknown) => store.organizations.find((org) => org.id === id);
  const membersOf = (orgId: string) => {
    const rules = store.rules.filter((rule) => rule.orgId === orgId);
    return store.accounts.filter((account) => rules.some((rule) => ruleMatches(rule, account.email)));
  };
  const managed = (org: Organization): ManagedOrganization => ({
    id: org.id,
    name: org.name,
    subscriptions: flattenSubscriptions(org.subscriptions),
    ruleCount: store.rules.filter((rule) => rule.orgId === org.id).length,
    memberCount: membersOf(org.id).length,
    solutionCount: store.solutionCounts[org.id] ?? 0,
  });
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });
  const nameTaken = (name: string, exceptId?: string) =>
    store.organizations.some((org) => org.id !== exceptId && org.name.toLowerCase() === name.toLowerCase());
  const ruleTaken = (rule: { orgId: string; type: RuleType; value: string }, exceptId?: string) =>
    store.rules.some((other) => other.id !== exceptId && other.orgId === rule.orgId && other.type === rule.type && other.value === rule.value);

  /** Wraps a write: the CSRF header is checked and the accepted call recorded. */
  const write =
    (resolver: (info: { request: Request; params: Record<string, string | readonly string[] | undefined>; body: Body | null }) => Promise<Response> | Response) =>
    async ({ request, params }: { request: Request; params: Record<string, string | readonly string[] | undefined> }) => {
      if (request.headers.get(CSRF_HEADER) !== CSRF_HEADER_VALUE) return apiErrorResponse(403, 'csrf', 'Missing the request header.');
      const body = request.method === 'DELETE' ? null : await jsonBody(request);
      const response = await resolver({ request, params, body });
      if (response.ok) calls.push({ method: request.method, path: new URL(request.url).pathname.replace(/^\/api/, ''), body });
      return response;
    };

  const handlers = [
    http.get(apiPath('/organization/manage-list'), () =>
      HttpResponse.json({ organizations: [...store.organizations].sort(byName).map(managed) }),
    ),
    http.get(apiPath('/organization/list'), () =>
      HttpResponse.json({ organizations: [...store.organizations].sort(byName).map(({ id, name }) => ({ id, name })) }),
    ),
    http.get(apiPath('/organization/:id'), ({ params }) => {
      const org = orgById(params.id);
      return org ? HttpResponse.json(org) : apiErrorResponse(404, 'not_found', 'There is no such organization.');
    }),
    http.post(
      apiPath('/organization/create'),
      write(({ body }) => {
        const name = typeof body?.name === 'string' ? body.name : '';
        const error = organizationNameError(name);
        if (error) return apiErrorResponse(400, 'invalid_organization', error);
        const trimmed = normalizeOrganizationName(name);
        if (nameTaken(trimmed)) return apiErrorResponse(409, 'duplicate_organization', `An organization named ${trimmed} already exists.`);
        const org: Organization = { id: newId('org'), name: trimmed, subscriptions: [] };
        store.organizations.push(org);
        return HttpResponse.json(org, { status: 201 });
      }),
    ),
    http.post(
      apiPath('/organization/update'),
      write(({ body }) => {
        const org = orgById(body?.id);
        if (!org) return apiErrorResponse(404, 'not_found', 'There is no such organization.');
        const name = typeof body?.name === 'string' ? body.name : '';
        const error = organizationNameError(name);
        if (error) return apiErrorResponse(400, 'invalid_organization', error);
        const subscriptions = body?.subscriptions;
        if (!Array.isArray(subscriptions) || !subscriptions.every(isOrganizationSubscription)) {
          return apiErrorResponse(400, 'invalid_organization', 'subscriptions are premium:compensation and premium:listing.');
        }
        const trimmed = normalizeOrganizationName(name);
        if (nameTaken(trimmed, org.id)) return apiErrorResponse(409, 'duplicate_organization', `An organization named ${trimmed} already exists.`);
        org.name = trimmed;
        org.subscriptions = [...new Set(subscriptions)];
        return HttpResponse.json(org);
      }),
    ),
    http.delete(
      apiPath('/organization/:id'),
      write(({ params }) => {
        const org = orgById(params.id);
        if (!org) return apiErrorResponse(404, 'not_found', 'There is no such organization.');
        const affectedAccounts = membersOf(org.id).length;
        const rules = store.rules.filter((rule) => rule.orgId === org.id).length;
        const solutions = store.solutionCounts[org.id] ?? 0;
        store.rules = store.rules.filter((rule) => rule.orgId !== org.id);
        store.organizations = store.organizations.filter((other) => other.id !== org.id);
        delete store.solutionCounts[org.id];
        return HttpResponse.json({ organization: { id: org.id, name: org.name }, deleted: { rules, solutions }, affectedAccounts });
      }),
    ),

    http.get(apiPath('/role/rules/:orgId'), ({ params }) => {
      if (!orgById(params.orgId)) return apiErrorResponse(404, 'not_found', 'There is no such organization.');
      const roleRules = store.rules
        .filter((rule) => rule.orgId === params.orgId)
        // As the backend: e-mail rules first, then by value.
        .sort((a, b) => b.type.localeCompare(a.type) || a.value.localeCompare(b.value));
      return HttpResponse.json({ roleRules });
    }),
    http.post(
      apiPath('/role/rule/create'),
      write(({ body }) => {
        const input = ruleInput(body, store);
        if (input instanceof Response) return input;
        if (ruleTaken(input)) return apiErrorResponse(409, 'duplicate_role_rule', 'This organization already has that rule.');
        const rule: RoleRule = { id: newId('rule'), orgId: input.orgId, type: input.type, value: input.value, roles: input.roles.map((name) => ({ name })) };
        store.rules.push(rule);
        return HttpResponse.json(rule, { status: 201 });
      }),
    ),
    http.post(
      apiPath('/role/rule/update'),
      write(({ body }) => {
        const rule = store.rules.find((candidate) => candidate.id === body?.id);
        if (!rule) return apiErrorResponse(404, 'not_found', 'There is no such rule.');
        const input = ruleInput(body, store);
        if (input instanceof Response) return input;
        if (ruleTaken(input, rule.id)) return apiErrorResponse(409, 'duplicate_role_rule', 'This organization already has that rule.');
        Object.assign(rule, { orgId: input.orgId, type: input.type, value: input.value, roles: input.roles.map((name) => ({ name })) });
        return HttpResponse.json(rule);
      }),
    ),
    http.delete(
      apiPath('/role/rule/:id'),
      write(({ params }) => {
        const rule = store.rules.find((candidate) => candidate.id === params.id);
        if (!rule) return apiErrorResponse(404, 'not_found', 'There is no such rule.');
        store.rules = store.rules.filter((other) => other !== rule);
        const org = orgById(rule.orgId)!;
        return HttpResponse.json({ roleRule: rule, organization: { id: org.id, name: org.name } });
      }),
    ),

    http.get(apiPath('/role/accessCheck'), ({ request }) => {
      const email = normalizeRuleValue(new URL(request.url).searchParams.get('email') ?? '');
      if (!isEmailAddress(email)) return apiErrorResponse(400, 'invalid_email', 'Enter an e-mail address such as name@example.org.');
      const account = store.accounts.find((candidate) => candidate.email === email);
      const matchedRules: AccessCheckMatch[] = store.rules
        .filter((rule) => ruleMatches(rule, email))
        .sort((a, b) => (a.type === b.type ? 0 : a.type === 'EMAIL' ? -1 : 1))
        .map((rule) => {
          const org = orgById(rule.orgId)!;
          return { rule, organization: { id: org.id, name: org.name, subscriptions: org.subscriptions } };
        });
      const permissions = new Set(account?.permissions ?? []);
      for (const { rule, organization } of matchedRules) {
        for (const { name } of rule.roles) for (const permission of ROLE_PERMISSIONS[name]) permissions.add(permission);
        for (const subscription of organization.subscriptions) permissions.add(subscription);
      }
      const organizations = [...new Map(matchedRules.map(({ organization: { id, name } }) => [id, { id, name }])).values()];
      const result: AccessCheckResult = {
        email,
        accountExists: account !== undefined,
        organization: organizations[0] ?? null,
        organizations,
        role: roleFromPermissions([...permissions]),
        permissions: [...permissions],
        matchedRules,
      };
      return HttpResponse.json(result);
    }),

    http.get(apiPath('/role/requests'), () => {
      const pending = store.requests.filter((request) => request.status === 'PENDING').sort((a, b) => a.createdAt.localeCompare(b.createdAt));
      const decided = store.requests.filter((request) => request.status !== 'PENDING').sort((a, b) => (b.decidedAt ?? '').localeCompare(a.decidedAt ?? ''));
      return HttpResponse.json({ requests: [...pending, ...decided] });
    }),
    http.post(
      apiPath('/role/requests/:id/grant'),
      write(({ params, body }) => {
        const request = store.requests.find((candidate) => candidate.id === params.id);
        if (!request) return apiErrorResponse(404, 'not_found', 'There is no such request.');
        if (request.status !== 'PENDING') return apiErrorResponse(409, 'request_decided', 'This request has already been decided.');
        const input = ruleInput(body, store);
        if (input instanceof Response) return input;
        let rule = store.rules.find((other) => other.orgId === input.orgId && other.type === input.type && other.value === input.value);
        if (rule) {
          rule.roles = sortRuleRoles([...rule.roles.map(({ name }) => name), ...input.roles]).map((name) => ({ name }));
        } else {
          rule = { id: newId('rule'), orgId: input.orgId, type: input.type, value: input.value, roles: input.roles.map((name) => ({ name })) };
          store.rules.push(rule);
        }
        Object.assign(request, { status: 'GRANTED', decidedAt: new Date().toISOString(), decidedBy: 'taylor@x4i.example.org', roleRuleId: rule.id });
        const org = orgById(input.orgId)!;
        return HttpResponse.json({ request, roleRule: rule, organization: { id: org.id, name: org.name } });
      }),
    ),
    http.post(
      apiPath('/role/requests/:id/decline'),
      write(({ params }) => {
        const request = store.requests.find((candidate) => candidate.id === params.id);
        if (!request) return apiErrorResponse(404, 'not_found', 'There is no such request.');
        if (request.status !== 'PENDING') return apiErrorResponse(409, 'request_decided', 'This request has already been decided.');
        Object.assign(request, { status: 'DECLINED', decidedAt: new Date().toISOString(), decidedBy: 'taylor@x4i.example.org' });
        return HttpResponse.json({ request });
      }),
    ),
  ];
  return Object.assign(handlers, { store, calls });
}

const failure = () => apiErrorResponse(500, 'internal_error', 'Something went wrong on our side. Please try again later.');

/** Every admin call answers 500, as the backend does when its database fails. */
export const adminFailureHandlers: RequestHandler[] = ['/organization/*', '/role/rules/*', '/role/rule/*', '/role/accessCheck', '/role/requests', '/role/requests/*'].map(
  (path) => http.all(apiPath(path), failure),
);

/** The admin writes (create, update, delete, grant, decline) answer 500; reads still work. */
export const adminWriteFailureHandlers: RequestHandler[] = [
  http.post(apiPath('/organization/*'), failure),
  http.delete(apiPath('/organization/*'), failure),
  http.post(apiPath('/role/rule/*'), failure),
  http.delete(apiPath('/role/rule/*'), failure),
  http.post(apiPath('/role/requests/*'), failure),
];
