import type { RoleRequestPayload } from '../contracts/session.js';
import { normalizeOrgUrl } from '../domain/url.js';
import { apiPost } from './api-client.js';

// The apps take it from here; the backend checks the same rule on the server.
export { normalizeOrgUrl };

const PATH = '/role/request';

/** The limits the backend enforces (after trimming). */
export const ROLE_REQUEST_LIMITS = { orgName: 200, orgUrl: 500, actionText: 5000 } as const;

export type RoleRequestField = keyof RoleRequestPayload;
export const ROLE_REQUEST_FIELDS: readonly RoleRequestField[] = ['orgName', 'orgUrl', 'actionText'];
export type RoleRequestErrors = Partial<Record<RoleRequestField, string>>;

export const ROLE_REQUEST_SUCCESS_MESSAGE = 'Your request has been sent.';
export const ROLE_REQUEST_FAILURE_MESSAGE = 'Unable to submit your request. Please try again later or contact our support team.';

/** The form's values checked and trimmed (SPEC 5): the payload to send, or the message of each field at fault. */
export function toRoleRequest(values: RoleRequestPayload): { payload: RoleRequestPayload; errors: null } | { payload: null; errors: RoleRequestErrors } {
  const orgName = values.orgName.trim();
  const orgUrlText = values.orgUrl.trim();
  const actionText = values.actionText.trim();
  const errors: RoleRequestErrors = {};
  if (!orgName) errors.orgName = 'Enter the organization name.';
  else if (orgName.length > ROLE_REQUEST_LIMITS.orgName) errors.orgName = `Enter an organization name of up to ${ROLE_REQUEST_LIMITS.orgName} characters.`;
  const orgUrl = normalizeOrgUrl(orgUrlText);
  if (!orgUrlText) errors.orgUrl = 'Enter the organization website.';
  else if (!orgUrl) errors.orgUrl = 'Enter a web address such as https://example.org.';
  else if (orgUrl.length > ROLE_REQUEST_LIMITS.orgUrl) errors.orgUrl = `Enter a web address of up to ${ROLE_REQUEST_LIMITS.orgUrl} characters.`;
  if (!actionText) errors.actionText = 'Tell us what you would like to do.';
  else if (actionText.length > ROLE_REQUEST_LIMITS.actionText) errors.actionText = `Use up to ${ROLE_REQUEST_LIMITS.actionText} characters.`;
  if (Object.keys(errors).length > 0) return { payload: null, errors };
  return { payload: { orgName, orgUrl: orgUrl!, actionText }, errors: null };
}

type RoleRequestLogger = (message: string, error: unknown) => void;
let logRoleRequestError: RoleRequestLogger = (message, error) => console.error(message, error);

/** Replaces the failure logger (tests silence it). Returns the previous one. */
export function setRoleRequestErrorLogger(logger: RoleRequestLogger): RoleRequestLogger {
  const previous = logRoleRequestError;
  logRoleRequestError = logger;
  return previous;
}

/**
 * `POST /role/request` (SPEC 7.3). Like every organisation and role call it does not throw: the answer is null
 * on success (a falsy result means success) or an object holding the error, which is logged.
 */
export async function requestRole(payload: RoleRequestPayload): Promise<{ error: unknown } | null> {
  try {
    await apiPost<unknown>(PATH, payload);
    return null;
  } catch (error) {
    logRoleRequestError('Error submitting role update request', error);
    return { error };
  }
}
