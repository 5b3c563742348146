import {
  ORGANIZATION_SUBSCRIPTIONS,
  ROLES,
  RULE_TYPES,
  isEmailAddress,
  normalizeOrganizationName,
  normalizeRuleValue,
  organizationNameError,
  ruleValueError,
  sortRuleRoles,
} from '@x4i/shared/domain';
import type { OrganizationDeleted } from '@x4i/shared/contracts';
import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { accessCheck } from '../admin/access-check.js';
import { declineAccessRequest, grantAccessRequest, listAccessRequests } from '../admin/access-requests.js';
import { requireTeamMember, teamMemberOf } from '../admin/current-user.js';
import {
  createOrganization,
  deleteOrganization,
  duplicateOrganization,
  findOrganization,
  listOrganizations,
  manageList,
  updateOrganization,
} from '../admin/organizations.js';
import { createRule, deleteRule, listRules, updateRule } from '../admin/role-rules.js';
import { inTransaction, isForeignKeyViolation, isUniqueViolation } from '../admin/transaction.js';
import type { Queryable } from '../db/db.js';
import { HttpError } from '../http/errors.js';
import type { Mailer } from '../mail/mailer.js';
import { sendAccessRequestDeclined, sendAccessRequestGranted } from '../mail/notifications.js';
import { parseInput } from '../http/validate.js';
import { requireBearer, type AccessTokenVerifier } from '../identity/access-tokens.js';

const objectError = {
  error: (issue: { code?: string; keys?: string[] }) =>
    issue.code === 'unrecognized_keys' ? `Unknown field: ${(issue.keys ?? []).join(', ')}.` : 'Send a JSON object.',
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const id = (name: string) => z.string({ error: `Send ${name}.` }).regex(UUID, { error: `${name} is not a known id.` });

const organizationName = z
  .string({ error: 'Enter the organization name.' })
  .superRefine((name, ctx) => {
    const error = organizationNameError(name);
    if (error) ctx.addIssue({ code: 'custom', message: error });
  })
  .transform(normalizeOrganizationName);

const SUBSCRIPTIONS_MESSAGE = `subscriptions are a list of ${ORGANIZATION_SUBSCRIPTIONS.join(', ')}.`;
const ROLES_MESSAGE = `roles are a list of ${ROLES.join(', ')}.`;

const organizationCreate = z.strictObject({ name: organizationName }, objectError);

const organizationUpdate = z.strictObject(
  {
    id: id('id'),
    name: organizationName,
    subscriptions: z
      .array(z.enum(ORGANIZATION_SUBSCRIPTIONS, { error: SUBSCRIPTIONS_MESSAGE }), { error: SUBSCRIPTIONS_MESSAGE })
      .transform((list) => [...new Set(list)]),
  },
  objectError,
);

const ruleFields = {
  orgId: id('orgId'),
  type: z.enum(RULE_TYPES, { error: `type is ${RULE_TYPES.join(' or ')}.` }),
  value: z.string({ error: 'Enter an e-mail address or a domain.' }),
  roles: z
    .array(z.enum(ROLES, { error: ROLES_MESSAGE }), { error: ROLES_MESSAGE })
    .min(1, { error: 'Choose at least one role.' })
    .transform(sortRuleRoles),
};

/** The value must suit the type (an address, or a domain without @); it is stored trimmed and lower-cased. */
function checkedRule<S extends z.ZodObject<typeof ruleFields & Record<string, z.ZodType>>>(schema: S) {
  return schema
    .superRefine((rule, ctx) => {
      const error = ruleValueError(rule.type as (typeof RULE_TYPES)[number], rule.value as string);
      if (error) ctx.addIssue({ code: 'custom', message: error, path: ['value'] });
    })
    .transform((rule) => ({ ...rule, value: normalizeRuleValue(rule.value as string) }));
}

const ruleCreate = checkedRule(z.strictObject(ruleFields, objectError));
const ruleUpdate = checkedRule(z.strictObject({ ...ruleFields, id: id('id') }, objectError));

/** An id in the path that is not a UUID names nothing: 404, as an unknown one. */
function pathId(value: unknown, what: string): string {
  if (typeof value !== 'string' || !UUID.test(value)) throw new HttpError(404, 'not_found', `There is no such ${what}.`);
  return value;
}

/** A unique index that a concurrent write hit between the check and the insert: the same 409 as the check. */
function duplicateAs(conflict: () => Error) {
  return (error: unknown): never => {
    throw isUniqueViolation(error) ? conflict() : error;
  };
}

const duplicateRule = () => new HttpError(409, 'duplicate_role_rule', 'This organization already has that rule.');

/** The paths of this router: only these need the team role (POST /role/request stays open to any signed-in user). */
const TEAM_ONLY_PATHS = ['/organization', '/role/rules', '/role/rule', '/role/accessCheck', '/role/requests'];

const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
};

export interface AdminRouterOptions {
  /**
   * Called after an organisation's deletion is committed, with what it deleted: a cache of the directory's items
   * (their org_id is now null) can drop the organisation there.
   */
  onOrganizationDeleted?: (deleted: OrganizationDeleted & { unlinkedSolutionIds: string[] }) => void | Promise<void>;
  /** Tells the requester by e-mail that their access request was granted or declined. */
  mailer?: Mailer;
  log?: (message: string) => void;
}

/**
 * Organisations, role rules, the access check and access requests (SPEC 7.3). Every call needs a valid bearer
 * token (401) and the X4I_TEAM_MEMBER role (403); every write runs in one transaction. The shapes are
 * shared/src/contracts/admin.ts.
 *
 *   GET    /organization/list              { organizations: [{ id, name }] }
 *   GET    /organization/manage-list       { organizations: [{ id, name, subscriptions: flags, ruleCount, memberCount, solutionCount }] }
 *   GET    /organization/:id               { id, name, subscriptions }
 *   POST   /organization/create            { name } → 201 organisation; 409 duplicate_organization
 *   POST   /organization/update            { id, name, subscriptions } → organisation
 *   DELETE /organization/:id               { organization, deleted: { rules, solutions }, affectedAccounts }
 *   GET    /role/rules/:orgId              { roleRules } (SPEC leaves this path open)
 *   POST   /role/rule/create               { orgId, value, roles, type } → 201 rule; 409 duplicate_role_rule
 *   POST   /role/rule/update               { id, orgId, value, roles, type } → rule
 *   DELETE /role/rule/:id                  { roleRule, organization }
 *   GET    /role/accessCheck?email=        { email, accountExists, organization, organizations, role, permissions, matchedRules }
 *   GET    /role/requests                  { requests } pending first
 *   POST   /role/requests/:id/grant        { orgId, value, roles, type } → { request, roleRule, organization }; 409 request_decided
 *   POST   /role/requests/:id/decline      { request }; 409 request_decided
 * A granted or declined request is mailed to the requester.
 */
export function adminRouter(db: Queryable, verify: AccessTokenVerifier | null, options: AdminRouterOptions = {}): Router {
  const router = Router();
  router.use(TEAM_ONLY_PATHS, noStore, requireBearer(verify), requireTeamMember(db));

  router.get('/organization/list', async (_req, res) => {
    res.json({ organizations: await listOrganizations(db) });
  });

  router.get('/organization/manage-list', async (_req, res) => {
    res.json({ organizations: await manageList(db) });
  });

  router.get('/organization/:id', async (req, res) => {
    const organization = await findOrganization(db, pathId(req.params.id, 'organization'));
    if (!organization) throw new HttpError(404, 'not_found', 'There is no such organization.');
    res.json(organization);
  });

  router.post('/organization/create', async (req, res) => {
    const { name } = parseInput(organizationCreate, req.body, 'invalid_organization');
    const organization = await inTransaction(db, (tx) => createOrganization(tx, name)).catch(duplicateAs(() => duplicateOrganization(name)));
    res.status(201).json(organization);
  });

  router.post('/organization/update', async (req, res) => {
    const update = parseInput(organizationUpdate, req.body, 'invalid_organization');
    const organization = await inTransaction(db, (tx) => updateOrganization(tx, update)).catch(duplicateAs(() => duplicateOrganization(update.name)));
    res.json(organization);
  });

  router.delete('/organization/:id', async (req, res) => {
    const orgId = pathId(req.params.id, 'organization');
    const deleted = await inTransaction(db, (tx) => deleteOrganization(tx, orgId)).catch((error: unknown) => {
      // Something added later still points at it: nothing was deleted, and the team is told why.
      if (isForeignKeyViolation(error)) {
        throw new HttpError(409, 'organization_in_use', 'This organization is still referred to by other records, so it was not deleted.');
      }
      throw error;
    });
    const { unlinkedSolutionIds, ...answer } = deleted;
    await options.onOrganizationDeleted?.({ ...answer, unlinkedSolutionIds });
    res.json(answer);
  });

  router.get('/role/rules/:orgId', async (req, res) => {
    const roleRules = await listRules(db, pathId(req.params.orgId, 'organization'));
    if (!roleRules) throw new HttpError(404, 'not_found', 'There is no such organization.');
    res.json({ roleRules });
  });

  router.post('/role/rule/create', async (req, res) => {
    const rule = parseInput(ruleCreate, req.body, 'invalid_role_rule');
    res.status(201).json(await inTransaction(db, (tx) => createRule(tx, rule)).catch(duplicateAs(duplicateRule)));
  });

  router.post('/role/rule/update', async (req, res) => {
    const rule = parseInput(ruleUpdate, req.body, 'invalid_role_rule');
    res.json(await inTransaction(db, (tx) => updateRule(tx, rule)).catch(duplicateAs(duplicateRule)));
  });

  router.delete('/role/rule/:id', async (req, res) => {
    const ruleId = pathId(req.params.id, 'rule');
    res.json(await inTransaction(db, (tx) => deleteRule(tx, ruleId)));
  });

  router.get('/role/accessCheck', async (req, res) => {
    const email = typeof req.query.email === 'string' ? req.query.email : '';
    if (!isEmailAddress(email)) throw new HttpError(400, 'invalid_email', 'Enter an e-mail address such as name@example.org.');
    res.json(await accessCheck(db, email));
  });

  router.get('/role/requests', async (_req, res) => {
    res.json({ requests: await listAccessRequests(db) });
  });

  router.post('/role/requests/:id/grant', async (req, res) => {
    const requestId = pathId(req.params.id, 'request');
    const rule = parseInput(ruleCreate, req.body, 'invalid_role_rule');
    const decider = teamMemberOf(res).id;
    const granted = await inTransaction(db, (tx) => grantAccessRequest(tx, requestId, rule, decider));
    await sendAccessRequestGranted(options.mailer, granted, options.log ?? (() => undefined));
    res.json(granted);
  });

  router.post('/role/requests/:id/decline', async (req, res) => {
    const requestId = pathId(req.params.id, 'request');
    const decider = teamMemberOf(res).id;
    const request = await inTransaction(db, (tx) => declineAccessRequest(tx, requestId, decider));
    await sendAccessRequestDeclined(options.mailer, request, options.log ?? (() => undefined));
    res.json({ request });
  });

  return router;
}
