import type { OrganizationSubscription, RuleType, SubscriptionFlags } from '../domain/role-rules.js';
import type { Role } from '../domain/roles.js';

/**
 * Shapes of the organisation and role calls (SPEC 3 'Organisation', 'Role rule', 7.3) and of the access requests
 * the team decides on. The backend builds exactly these; mfe-admin reads them. Every one of these calls needs
 * the X4I_TEAM_MEMBER role (403 otherwise), except `POST /role/request`.
 */

/** The admin pages (mfe-admin), for links from the shell (the /x4admin entry, the footer's admin icon). */
export const ADMIN_PATHS = {
  organizations: '/admin/organizations',
  rules: (orgId: string) => `/admin/organizations/${encodeURIComponent(orgId)}/rules`,
  accessRequests: '/admin/access-requests',
  outbox: '/admin/outbox',
  messages: '/admin/messages',
  newsletter: '/admin/newsletter',
  credits: '/admin/credits',
  content: '/admin/content',
  data: '/admin/data',
} as const;

/** An organisation by id and name: `GET /organization/list` items, and the organisation of a rule. */
export interface OrganizationSummary {
  id: string;
  name: string;
}

/** `GET /organization/:id`, and the answer of create and update. */
export interface Organization extends OrganizationSummary {
  subscriptions: OrganizationSubscription[];
}

/** `GET /organization/list`: every organisation, by name. */
export interface OrganizationListResponse {
  organizations: OrganizationSummary[];
}

/** One row of `GET /organization/manage-list`. */
export interface ManagedOrganization extends OrganizationSummary {
  /** SPEC 7.3: the subscriptions flattened into true flags. */
  subscriptions: SubscriptionFlags;
  ruleCount: number;
  /** Accounts whose e-mail address matches one of its rules. */
  memberCount: number;
  /** Solutions listed under it (they stay, without an organisation, when it is deleted). */
  solutionCount: number;
}

export interface OrganizationManageListResponse {
  organizations: ManagedOrganization[];
}

/** `POST /organization/create`: the name is trimmed, 1-200 characters, unique ignoring case (409 otherwise). */
export interface OrganizationCreate {
  name: string;
}

/** `POST /organization/update`. */
export interface OrganizationUpdate {
  id: string;
  name: string;
  subscriptions: OrganizationSubscription[];
}

/**
 * `DELETE /organization/:id`, done in one transaction: its role rules are deleted (so the accounts they matched
 * lose its organisation and roles at their next session load) and its solutions are kept without an organisation.
 */
export interface OrganizationDeleted {
  organization: OrganizationSummary;
  deleted: { rules: number; solutions: number };
  /** Accounts that matched one of its rules. */
  affectedAccounts: number;
}

/** SPEC 3: a rule's roles are role objects with a name. */
export interface RoleRuleRole {
  name: Role;
}

export interface RoleRule {
  id: string;
  orgId: string;
  type: RuleType;
  /** The e-mail address or domain matched, lower-cased. */
  value: string;
  roles: RoleRuleRole[];
}

/** `GET /role/rules/:orgId`: the organisation's rules, by type and value. */
export interface RoleRulesResponse {
  roleRules: RoleRule[];
}

/** `POST /role/rule/create`: roles by name, a non-empty subset of the five; (orgId, type, value) unique (409). */
export interface RoleRuleCreate {
  orgId: string;
  value: string;
  roles: Role[];
  type: RuleType;
}

/** `POST /role/rule/update`. */
export interface RoleRuleUpdate extends RoleRuleCreate {
  id: string;
}

/** `DELETE /role/rule/:id`: the rule as it was, with its organisation, for '(value) is no longer a (role) @ (organisation)'. */
export interface RoleRuleDeleted {
  roleRule: RoleRule;
  organization: OrganizationSummary;
}

/** One rule that applies to the address checked, with the organisation it gives. */
export interface AccessCheckMatch {
  rule: RoleRule;
  organization: OrganizationSummary & { subscriptions: OrganizationSubscription[] };
}

/** `GET /role/accessCheck?email=`: what the address would get at its next session load, and why. */
export interface AccessCheckResult {
  /** The address checked, lower-cased. */
  email: string;
  /** Whether someone has signed up (or signed in) with this address. */
  accountExists: boolean;
  /** The organisation the user would be shown in: the first matching e-mail rule's, else the first domain rule's. */
  organization: OrganizationSummary | null;
  /** Every organisation whose rules match, in the same order. */
  organizations: OrganizationSummary[];
  role: Role;
  /** The account's own permissions plus what the matching rules and their organisations' subscriptions give. */
  permissions: string[];
  matchedRules: AccessCheckMatch[];
}

export const ACCESS_REQUEST_STATUSES = ['PENDING', 'GRANTED', 'DECLINED'] as const;
export type AccessRequestStatus = (typeof ACCESS_REQUEST_STATUSES)[number];

/** An editing-access request sent from the permissions modal (`POST /role/request`), as the team sees it. */
export interface AccessRequest {
  id: string;
  status: AccessRequestStatus;
  requester: { email: string | null; name: string };
  orgName: string;
  orgUrl: string;
  actionText: string;
  /** ISO timestamps. */
  createdAt: string;
  decidedAt: string | null;
  /** The e-mail address of the team member who granted or declined it. */
  decidedBy: string | null;
  /** The rule a grant created or extended, while it exists. */
  roleRuleId: string | null;
}

/** `GET /role/requests`: pending requests first (oldest first), then decided ones (latest first). */
export interface AccessRequestsResponse {
  requests: AccessRequest[];
}

/**
 * `POST /role/requests/:id/grant`: creates the rule (or adds the roles to the organisation's rule with the same
 * type and value) and marks the request granted, in one transaction. 409 when the request is already decided.
 */
export type AccessRequestGrant = RoleRuleCreate;

export interface AccessRequestGranted {
  request: AccessRequest;
  roleRule: RoleRule;
  organization: OrganizationSummary;
}

/** `POST /role/requests/:id/decline`. 409 when the request is already decided. */
export interface AccessRequestDeclined {
  request: AccessRequest;
}
