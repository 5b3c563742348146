import { type AccessRequestStatus } from '@x4i/shared/contracts';
import { ruleRolesText, type Role } from '@x4i/shared/domain';

export const accessGrantedMessage = (value: string, roles: readonly Role[], organization: string) =>
  `Access granted: ${value} is now a ${ruleRolesText(roles)} @ ${organization}.`;

export const accessDeclinedMessage = (requester: string) => `The request of ${requester} has been declined.`;

export const ACCESS_REQUEST_FAILED_MESSAGE = 'Oops. We could not complete your request.';

export const ACCESS_REQUEST_STATUS_LABELS: Readonly<Record<AccessRequestStatus, string>> = {
  PENDING: 'Waiting for an answer',
  GRANTED: 'Granted',
  DECLINED: 'Declined',
};
