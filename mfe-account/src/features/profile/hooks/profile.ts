import useSWR from 'swr';
import type { ProfileResponse, ProfileUpdate } from '@x4i/shared/contracts';
import { apiGet, apiPost } from '@x4i/shared';
import { isRetryableApiError } from '@x4i/shared';

const PATH = '/profile';
const UPDATE_PATH = '/profile/update';

/** The signed-in user's profile (SPEC 7.1); 401 when nobody is signed in. */
export function getProfile(): Promise<ProfileResponse> {
  return apiGet<ProfileResponse>(PATH);
}

/** The SWR key of the profile, or null (no fetch) while the caller knows nobody is signed in. */
export function profileKey(signedIn = true): '/api/profile' | null {
  return signedIn ? '/api/profile' : null;
}

export function useProfile(signedIn = true) {
  return useSWR(profileKey(signedIn), getProfile, { shouldRetryOnError: isRetryableApiError });
}

/** Saves one or more settings; answers the whole updated profile. Throws ApiError, as every call. */
export function updateProfile(update: ProfileUpdate): Promise<ProfileResponse> {
  return apiPost<ProfileResponse>(UPDATE_PATH, update);
}
