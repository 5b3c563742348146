import useSWR from 'swr';
import type {
  AccessCheckResult,
  AccessRequestDeclined,
  AccessRequestGrant,
  AccessRequestGranted,
  AccessRequestsResponse,
  RoleRule,
  RoleRuleCreate,
  RoleRuleDeleted,
  RoleRulesResponse,
  RoleRuleUpdate,
} from '@x4i/shared/contracts';
import { apiDelete, apiGet, apiPost } from '@x4i/shared';
import { isRetryableApiError } from '@x4i/shared';
import { settleApiCall, unwrapApiResult, type ApiResult } from '../../organizations/hooks/organizations';

/** Role rules, the access check and access requests (SPEC 7.3): each call answers `{ data }` or `{ error }`. */

/** `GET /role/rules/:orgId` (SPEC 7.3 leaves the path open): the organisation's rules. */
export function getRoleRules(orgId: string): Promise<ApiResult<RoleRulesResponse>> {
  return settleApiCall(apiGet<RoleRulesResponse>(`/role/rules/${encodeURIComponent(orgId)}`));
}

/** `POST /role/rule/create`; 409 `duplicate_role_rule` when the organisation has a rule of that type and value. */
export function createRoleRule(input: RoleRuleCreate): Promise<ApiResult<RoleRule>> {
  return settleApiCall(apiPost<RoleRule>('/role/rule/create', input));
}

/** `POST /role/rule/update`. */
export function updateRoleRule(input: RoleRuleUpdate): Promise<ApiResult<RoleRule>> {
  return settleApiCall(apiPost<RoleRule>('/role/rule/update', input));
}

/** `DELETE /role/rule/:id`: the rule as it was, with its organisation. */
export function deleteRoleRule(id: string): Promise<ApiResult<RoleRuleDeleted>> {
  return settleApiCall(apiDelete<RoleRuleDeleted>(`/role/rule/${encodeURIComponent(id)}`));
}

/** `GET /role/accessCheck?email=`: what the address would get, and which rules say so. */
export function checkAccess(email: string): Promise<ApiResult<AccessCheckResult>> {
  return settleApiCall(apiGet<AccessCheckResult>('/role/accessCheck', { email }));
}

/** `GET /role/requests`: access requests, pending first. */
export function getAccessRequests(): Promise<ApiResult<AccessRequestsResponse>> {
  return settleApiCall(apiGet<AccessRequestsResponse>('/role/requests'));
}

/** `POST /role/requests/:id/grant`: creates the matching rule and marks the request granted. */
export function grantAccessRequest(id: string, grant: AccessRequestGrant): Promise<ApiResult<AccessRequestGranted>> {
  return settleApiCall(apiPost<AccessRequestGranted>(`/role/requests/${encodeURIComponent(id)}/grant`, grant));
}

/** `POST /role/requests/:id/decline`. */
export function declineAccessRequest(id: string): Promise<ApiResult<AccessRequestDeclined>> {
  return settleApiCall(apiPost<AccessRequestDeclined>(`/role/requests/${encodeURIComponent(id)}/decline`, {}));
}

export function roleRulesKey(orgId: string | null | undefined): readonly ['/role/rules', string] | null {
  return orgId ? ['/role/rules', orgId] : null;
}

export const accessRequestsKey = '/api/role/requests' as const;

const swrOptions = { shouldRetryOnError: isRetryableApiError };

/** One organisation's rules; `mutate()` reloads them after a change. */
export function useRoleRules(orgId: string | null | undefined) {
  return useSWR(roleRulesKey(orgId), async ([, id]) => unwrapApiResult(await getRoleRules(id)), swrOptions);
}

export function useAccessRequests() {
  return useSWR(accessRequestsKey, async () => unwrapApiResult(await getAccessRequests()), swrOptions);
}
