import { ruleRolesText, type Role } from '@x4i/shared/domain';

/** SPEC 8 rule messages: the value is the matched address or domain. */

export const ruleAddedMessage = (value: string) => `Success! ${value} has been added.`;

export const ruleUpdatedMessage = (value: string) => `${value} has been updated.`;

export const RULE_ERROR_MESSAGE = 'Oops! There was an error.';

/** '(value) is no longer a (role) @ (organisation)'; several roles read 'A, B and C'. */
export const ruleDeletedMessage = (value: string, roles: readonly Role[], organization: string) =>
  `${value} is no longer a ${ruleRolesText(roles)} @ ${organization}`;
