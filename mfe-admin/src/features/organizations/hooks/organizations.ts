import useSWR from 'swr';
import type {
  Organization,
  OrganizationCreate,
  OrganizationDeleted,
  OrganizationListResponse,
  OrganizationManageListResponse,
  OrganizationUpdate,
} from '@x4i/shared/contracts';
import { apiDelete, apiGet, apiPost } from '@x4i/shared';
import { ApiError, BACKEND_UNAVAILABLE, BACKEND_UNAVAILABLE_MESSAGE, isRetryableApiError } from '@x4i/shared';

/**
 * SPEC 7.3: organisation, role and access calls answer an object holding the error rather than throwing. The
 * error is the client's ApiError (HTTP status, the backend's code and message), already logged by the client.
 */
export type ApiResult<T> = { data: T; error?: undefined } | { data?: undefined; error: ApiError };

/** Turns a call that throws into one that answers `{ data }` or `{ error }`. */
export async function settleApiCall<T>(call: Promise<T>): Promise<ApiResult<T>> {
  try {
    return { data: await call };
  } catch (error) {
    return { error: error instanceof ApiError ? error : new ApiError(0, BACKEND_UNAVAILABLE, BACKEND_UNAVAILABLE_MESSAGE) };
  }
}

/** The data of a result, or its error thrown: what an SWR fetcher needs to report the error state. */
export function unwrapApiResult<T>(result: ApiResult<T>): T {
  if (result.error) throw result.error;
  return result.data as T;
}

const MANAGE_LIST_PATH = '/organization/manage-list';
const LIST_PATH = '/organization/list';

/** `GET /organization/manage-list`: every organisation with its subscription flags and counts. */
export function getOrganizationManageList(): Promise<ApiResult<OrganizationManageListResponse>> {
  return settleApiCall(apiGet<OrganizationManageListResponse>(MANAGE_LIST_PATH));
}

/** `GET /organization/list`: every organisation by id and name. */
export function getOrganizationList(): Promise<ApiResult<OrganizationListResponse>> {
  return settleApiCall(apiGet<OrganizationListResponse>(LIST_PATH));
}

/** `GET /organization/:id`. */
export function getOrganization(id: string): Promise<ApiResult<Organization>> {
  return settleApiCall(apiGet<Organization>(`/organization/${encodeURIComponent(id)}`));
}

/** `POST /organization/create`; 409 `duplicate_organization` when the name exists, ignoring case. */
export function createOrganization(input: OrganizationCreate): Promise<ApiResult<Organization>> {
  return settleApiCall(apiPost<Organization>('/organization/create', input));
}

/** `POST /organization/update`. */
export function updateOrganization(input: OrganizationUpdate): Promise<ApiResult<Organization>> {
  return settleApiCall(apiPost<Organization>('/organization/update', input));
}

/** `DELETE /organization/:id`: what was deleted with it, and how many accounts it affects. */
export function deleteOrganization(id: string): Promise<ApiResult<OrganizationDeleted>> {
  return settleApiCall(apiDelete<OrganizationDeleted>(`/organization/${encodeURIComponent(id)}`));
}

export const organizationManageListKey = `/api${MANAGE_LIST_PATH}` as const;
export const organizationListKey = `/api${LIST_PATH}` as const;

export function organizationKey(id: string | null | undefined): readonly ['/organization', string] | null {
  return id ? ['/organization', id] : null;
}

const swrOptions = { shouldRetryOnError: isRetryableApiError };

/** The admin list; `mutate()` reloads it after a change. */
export function useOrganizationManageList() {
  return useSWR(organizationManageListKey, async () => unwrapApiResult(await getOrganizationManageList()), swrOptions);
}

export function useOrganizationList() {
  return useSWR(organizationListKey, async () => unwrapApiResult(await getOrganizationList()), swrOptions);
}

export function useOrganization(id: string | null | undefined) {
  return useSWR(organizationKey(id), async ([, orgId]) => unwrapApiResult(await getOrganization(orgId)), swrOptions);
}
