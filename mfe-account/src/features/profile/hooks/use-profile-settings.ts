import { isApiError, SESSION_KEY, useSnackbar } from '@x4i/shared';
import { updateProfile, useProfile } from './profile';
import { type ProfileResponse, type ProfileUpdate } from '@x4i/shared/contracts';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';

export type ProfileSetting = 'newsletter' | 'weeklyEmail' | 'orgType';

/** The confirmation of a change to the profile itself (the name). */
export const PROFILE_UPDATED_MESSAGE = 'Your profile has been updated.';
const NAME_FAILED_MESSAGE = 'Your name could not be changed. Please try again.';

/** SPEC 8 profile confirmations, and what the error snackbar says when a change is not saved. */
export const SETTING_MESSAGES: Record<ProfileSetting, { saved: string; failed: string }> = {
  newsletter: {
    saved: 'Your newsletter choice has been updated.',
    failed: 'Your newsletter choice could not be updated. Please try again.',
  },
  weeklyEmail: {
    saved: 'Your biweekly email choice has been updated.',
    failed: 'Your biweekly email choice could not be updated. Please try again.',
  },
  orgType: {
    saved: 'Your organization type has been updated.',
    failed: 'Your organization type could not be updated. Please try again.',
  },
};

/**
 * The profile and a `change` that shows the new value at once, saves it, and confirms with a snackbar; when the
 * save fails the control goes back to the saved value and an error snackbar says so.
 */
export function useProfileSettings(signedIn: boolean) {
  const { data, error, isLoading, mutate } = useProfile(signedIn);
  const { show } = useSnackbar();

  const change = useCallback(
    async <Setting extends ProfileSetting>(setting: Setting, value: NonNullable<ProfileUpdate[Setting]>) => {
      const update = { [setting]: value } as ProfileUpdate;
      try {
        await mutate(updateProfile(update), {
          optimisticData: (current) => ({ ...(current as ProfileResponse), ...update }),
          rollbackOnError: true,
          populateCache: true,
          revalidate: false,
        });
        show(SETTING_MESSAGES[setting].saved);
      } catch {
        show(SETTING_MESSAGES[setting].failed, { variant: 'error' });
      }
    },
    [mutate, show],
  );

  const { mutate: mutateGlobal } = useSWRConfig();
  /** Saves the name; resolves to null once saved (and the header shows it), or to why it was not. */
  const rename = useCallback(
    async (name: { firstName: string; lastName: string }): Promise<string | null> => {
      try {
        await mutate(updateProfile(name), { populateCache: true, revalidate: false });
      } catch (failure) {
        return isApiError(failure) && failure.status === 400 ? failure.message : NAME_FAILED_MESSAGE;
      }
      // The name in the header and menus comes with the session.
      void mutateGlobal(SESSION_KEY);
      show(PROFILE_UPDATED_MESSAGE);
      return null;
    },
    [mutate, mutateGlobal, show],
  );

  return { profile: data, error: error as unknown, isLoading, retry: () => void mutate(), change, rename };
}
