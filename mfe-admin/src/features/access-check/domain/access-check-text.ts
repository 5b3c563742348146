import { RULE_TYPE_LABELS, ruleMatchReason, ruleRolesText, type Role } from '@x4i/shared/domain';
import { type AccessCheckMatch } from '@x4i/shared/contracts';

/** The roles' names as the rest of the site shows them (the profile's labels). */
export const ROLE_NAMES: Readonly<Record<Role, string>> = {
  COMMUNITY_MEMBER: 'Community Member',
  SOLUTION_PROVIDER: 'Solution Provider',
  CONTRIBUTING_EDITOR: 'Contributing Editor',
  FOUNDATION_MEMBER: 'Foundation Member',
  X4I_TEAM_MEMBER: 'X4I Team Member',
};

/** One matched rule in a sentence: what it is, what it gives, and why it applies. */
export function matchedRuleText({ rule, organization }: AccessCheckMatch): { summary: string; reason: string } {
  const roles = ruleRolesText(rule.roles.map(({ name }) => name));
  return {
    summary: `${RULE_TYPE_LABELS[rule.type]} rule ${rule.value}: ${roles} @ ${organization.name}`,
    reason: ruleMatchReason(rule),
  };
}
