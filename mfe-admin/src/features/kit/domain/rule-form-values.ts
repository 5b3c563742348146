import { emailDomainOf, normalizeRuleValue, ruleRolesError, ruleValueError, sortRuleRoles, type Role, type RuleType } from '@x4i/shared/domain';
import { type RoleRule, type RoleRuleCreate } from '@x4i/shared/contracts';

/** What the rule form holds while it is edited. */
export interface RuleFormValues {
  type: RuleType;
  value: string;
  roles: Role[];
}

export type RuleFormErrors = Partial<Record<'value' | 'roles', string>>;

export const EMPTY_RULE_FORM: RuleFormValues = { type: 'EMAIL', value: '', roles: [] };

export function ruleFormValuesOf(rule: RoleRule): RuleFormValues {
  return { type: rule.type, value: rule.value, roles: rule.roles.map(({ name }) => name) };
}

/** The form's values checked: the call's input, or the message of each field at fault. */
export function toRuleInput(orgId: string, values: RuleFormValues): { input: RoleRuleCreate; errors: null } | { input: null; errors: RuleFormErrors } {
  const errors: RuleFormErrors = {};
  const valueError = ruleValueError(values.type, values.value);
  if (valueError) errors.value = valueError;
  const rolesError = ruleRolesError(values.roles);
  if (rolesError) errors.roles = rolesError;
  if (errors.value || errors.roles) return { input: null, errors };
  return { input: { orgId, type: values.type, value: normalizeRuleValue(values.value), roles: sortRuleRoles(values.roles) }, errors: null };
}

/** Switching the type of a rule made from an address keeps it useful: the address becomes its domain and back. */
export function withRuleType(values: RuleFormValues, type: RuleType, email: string | null): RuleFormValues {
  if (type === values.type) return values;
  if (email && type === 'DOMAIN' && normalizeRuleValue(values.value) === normalizeRuleValue(email)) return { ...values, type, value: emailDomainOf(email) };
  if (email && type === 'EMAIL' && normalizeRuleValue(values.value) === emailDomainOf(email)) return { ...values, type, value: normalizeRuleValue(email) };
  return { ...values, type };
}

export function withRole(values: RuleFormValues, role: Role, checked: boolean): RuleFormValues {
  const roles = checked ? [...values.roles, role] : values.roles.filter((other) => other !== role);
  return { ...values, roles: sortRuleRoles(roles) };
}
