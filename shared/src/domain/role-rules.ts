import { ROLES, RULE_ROLE_CODES, type Role } from './roles.js';

/**
 * Organisations and role rules (SPEC 3, 5, 6): what a rule may say, how it is written down and shown, and the
 * admin screens' filter and confirmation rules. The backend validates with the same functions the forms use.
 */

/** A rule matches one e-mail address exactly, or every address of a domain. */
export const RULE_TYPES = ['EMAIL', 'DOMAIN'] as const;
export type RuleType = (typeof RULE_TYPES)[number];

export const RULE_TYPE_LABELS: Readonly<Record<RuleType, string>> = { EMAIL: 'E-mail address', DOMAIN: 'Domain' };

export type RuleRoleCode = keyof typeof RULE_ROLE_CODES;

export interface RuleRoleOption {
  code: RuleRoleCode;
  role: Role;
  /** The name SPEC 6 gives the role of a rule. */
  label: string;
}

/** The five roles a rule can give, in the order SPEC 6 lists them. */
export const RULE_ROLE_OPTIONS: readonly RuleRoleOption[] = [
  { code: 'SP', role: RULE_ROLE_CODES.SP, label: 'Solution Provider (Additive)' },
  { code: 'CE', role: RULE_ROLE_CODES.CE, label: 'Contributing Editor' },
  { code: 'FM', role: RULE_ROLE_CODES.FM, label: 'Foundation Member (Additive)' },
  { code: 'CM', role: RULE_ROLE_CODES.CM, label: 'Community Member' },
  { code: 'X4I', role: RULE_ROLE_CODES.X4I, label: 'team member' },
];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

export function ruleRoleOption(role: Role): RuleRoleOption {
  return RULE_ROLE_OPTIONS.find((option) => option.role === role)!;
}

/** The roles in SPEC 6 order, each once. */
export function sortRuleRoles(roles: readonly Role[]): Role[] {
  return RULE_ROLE_OPTIONS.map((option) => option.role).filter((role) => roles.includes(role));
}

/** 'Solution Provider (Additive)', or 'Solution Provider (Additive) and Contributing Editor', or 'A, B and C'. */
export function ruleRolesText(roles: readonly Role[]): string {
  const labels = sortRuleRoles(roles).map((role) => ruleRoleOption(role).label);
  if (labels.length <= 1) return labels[0] ?? '';
  return `${labels.slice(0, -1).join(', ')} and ${labels[labels.length - 1]}`;
}

/** Rule values are stored trimmed and lower-cased, as addresses are matched case-insensitively. */
export function normalizeRuleValue(value: string): string {
  return value.trim().toLowerCase();
}

export const RULE_VALUE_MAX_LENGTH = 254;

const EMAIL_ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// Labels of letters, digits and inner hyphens; a top-level label of letters (or a punycode one).
const DOMAIN = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

export function isEmailAddress(value: string): boolean {
  const address = normalizeRuleValue(value);
  return address.length <= RULE_VALUE_MAX_LENGTH && EMAIL_ADDRESS.test(address);
}

export function isDomain(value: string): boolean {
  const domain = normalizeRuleValue(value);
  return domain.length <= 253 && DOMAIN.test(domain);
}

/** Why a rule's value cannot be saved, or null when it can. */
export function ruleValueError(type: RuleType, value: string): string | null {
  const normalized = normalizeRuleValue(value);
  if (type === 'EMAIL') {
    if (!normalized) return 'Enter an e-mail address.';
    return isEmailAddress(normalized) ? null : 'Enter an e-mail address such as name@example.org.';
  }
  if (!normalized) return 'Enter a domain.';
  if (normalized.includes('@')) return 'Enter the domain alone, without @, such as example.org.';
  return isDomain(normalized) ? null : 'Enter a domain such as example.org.';
}

export function ruleRolesError(roles: readonly Role[]): string | null {
  return roles.length === 0 ? 'Choose at least one role.' : null;
}

/** The domain of an e-mail address, lower-cased; '' without an @. */
export function emailDomainOf(email: string): string {
  const address = normalizeRuleValue(email);
  const at = address.lastIndexOf('@');
  return at < 0 ? '' : address.slice(at + 1);
}

/** Why a rule applies to an address, in the words the access check shows. */
export function ruleMatchReason(rule: { type: RuleType; value: string }): string {
  return rule.type === 'EMAIL' ? `The address is exactly ${rule.value}.` : `The address is in the domain ${rule.value}.`;
}

/** Subscriptions an organisation can have; each is a permission its members get (SPEC 6). */
export const ORGANIZATION_SUBSCRIPTIONS = ['premium:compensation', 'premium:listing'] as const;
export type OrganizationSubscription = (typeof ORGANIZATION_SUBSCRIPTIONS)[number];

export const SUBSCRIPTION_LABELS: Readonly<Record<OrganizationSubscription, string>> = {
  'premium:compensation': 'Premium compensation',
  'premium:listing': 'Premium listing',
};

/** SPEC 7.3 manage-list: the subscriptions list flattened into true flags. */
export type SubscriptionFlags = Partial<Record<OrganizationSubscription, true>>;

export function isOrganizationSubscription(value: unknown): value is OrganizationSubscription {
  return typeof value === 'string' && (ORGANIZATION_SUBSCRIPTIONS as readonly string[]).includes(value);
}

/** ['premium:listing'] → { 'premium:listing': true }; values that are not subscriptions are left out. */
export function flattenSubscriptions(subscriptions: readonly string[]): SubscriptionFlags {
  const flags: SubscriptionFlags = {};
  for (const subscription of subscriptions) if (isOrganizationSubscription(subscription)) flags[subscription] = true;
  return flags;
}

/** The flags back into a list, in a fixed order. */
export function subscriptionsFromFlags(flags: SubscriptionFlags): OrganizationSubscription[] {
  return ORGANIZATION_SUBSCRIPTIONS.filter((subscription) => flags[subscription] === true);
}

export const ORGANIZATION_NAME_MAX_LENGTH = 200;

/** SPEC 5: the name is trimmed. */
export function normalizeOrganizationName(name: string): string {
  return name.trim();
}

export function organizationNameError(name: string): string | null {
  const trimmed = normalizeOrganizationName(name);
  if (!trimmed) return 'Enter the organization name.';
  if (trimmed.length > ORGANIZATION_NAME_MAX_LENGTH) return `Enter an organization name of up to ${ORGANIZATION_NAME_MAX_LENGTH} characters.`;
  return null;
}

/** SPEC 5: a case-insensitive substring match on the name; an empty (or blank) filter keeps all. */
export function filterOrganizations<T extends { name: string }>(organizations: readonly T[], filter: string): T[] {
  const text = filter.trim().toLocaleLowerCase();
  if (!text) return [...organizations];
  return organizations.filter((organization) => organization.name.toLocaleLowerCase().includes(text));
}

/** SPEC 5: a delete dialog goes ahead only when the typed text matches the name or value (spaces around ignored). */
export function isDeleteConfirmed(typed: string, expected: string): boolean {
  return expected.length > 0 && typed.trim() === expected.trim();
}
