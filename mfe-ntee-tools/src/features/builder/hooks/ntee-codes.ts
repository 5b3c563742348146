import useSWR from 'swr';
import type { NteeCodesResponse } from '@x4i/shared/contracts';
import { apiGet } from '@x4i/shared';
import { isRetryableApiError } from '@x4i/shared';

const PATH = '/ntee/codes';

export function getNteeCodes(): Promise<NteeCodesResponse> {
  return apiGet<NteeCodesResponse>(PATH);
}

export function nteeCodesKey(): typeof PATH {
  return PATH;
}

/** The NTEE taxonomy (major groups and codes); it changes rarely, so it is not revalidated on focus. */
export function useNteeCodes() {
  return useSWR(nteeCodesKey(), getNteeCodes, { shouldRetryOnError: isRetryableApiError, revalidateOnFocus: false });
}
