import {
  BACKEND_UNAVAILABLE_MESSAGE,
  isApiError,
  unwatchOrganization,
  useRequireAction,
  useResumedAction,
  useSession,
  useSnackbar,
  useWatches,
  watchOrganization,
  withoutWatch,
  withWatch,
} from '@x4i/shared';
import { attemptedAction } from '@x4i/shared/domain';
import { type WatchedOrganization } from '@x4i/shared/contracts';
import { useCallback, useRef, useState } from 'react';

export const WATCH_MESSAGES = {
  on: (name: string) => `You are now watching ${name}.`,
  off: (name: string) => `You no longer watch ${name}.`,
} as const;

export interface OrganizationWatch {
  watched: boolean;
  /** Signed in, and the member's watches are still loading: whether this one is watched is not known yet. */
  checking: boolean;
  pending: boolean;
  /** Why the member's watches could not be loaded, and the way to try again. */
  loadError: { message: string; retry(): void } | null;
  setWatched(on: boolean): Promise<void>;
}

const messageOf = (error: unknown) => (isApiError(error) ? error.message : BACKEND_UNAVAILABLE_MESSAGE);

/**
 * Watching one organisation of the IRS files: the member's watches are read only when signed in; watching goes
 * through the shell's action gating (the sign-in modal for a visitor, who comes back to this page and finds it
 * watched); a snackbar says what happened or gives the server's reason for a failure.
 */
export function useOrganizationWatch(ein: string, name: string): OrganizationWatch {
  const { isSignedIn } = useSession();
  const requireAction = useRequireAction();
  const { show } = useSnackbar();
  const watches = useWatches(isSignedIn);
  const [pending, setPending] = useState(false);
  const watched = isSignedIn && (watches.data?.watches.some((watch) => watch.ein === ein) ?? false);
  const known = watches.data !== undefined || watches.error !== undefined;

  // The handlers run after awaits: they read the latest values, not the ones of the render that created them.
  const latest = useRef({ watched, pending, loaded: watches.data !== undefined });
  latest.current = { watched, pending, loaded: watches.data !== undefined };
  const { mutate } = watches;

  const update = useCallback(
    async (change: (list: WatchedOrganization[]) => WatchedOrganization[]) => {
      if (!latest.current.loaded) {
        await mutate();
        return;
      }
      await mutate((current) => (current ? { watches: change(current.watches) } : current), { revalidate: false });
    },
    [mutate],
  );

  const setWatched = useCallback(
    async (on: boolean) => {
      if (latest.current.pending) return;
      if (!requireAction(attemptedAction(on ? 'WATCH' : 'UNWATCH', ein))) return;
      latest.current.pending = true;
      setPending(true);
      try {
        if (on) {
          const { watch } = await watchOrganization(ein);
          await update((list) => withWatch(list, watch));
        } else {
          await unwatchOrganization(ein);
          await update((list) => withoutWatch(list, ein));
        }
        show(on ? WATCH_MESSAGES.on(name) : WATCH_MESSAGES.off(name));
      } catch (error) {
        show(messageOf(error), { variant: 'error' });
        // The list may be out of date (watched or dropped elsewhere meanwhile): read it again.
        void mutate();
      } finally {
        latest.current.pending = false;
        setPending(false);
      }
    },
    [requireAction, ein, name, update, show, mutate],
  );

  // The watch a visitor asked for before signing in is made once signed in, without a second click.
  const resumeWatch = useCallback(() => {
    if (!latest.current.watched) void setWatched(true);
  }, [setWatched]);
  useResumedAction(attemptedAction('WATCH', ein), resumeWatch, isSignedIn && known);

  return {
    watched,
    checking: isSignedIn && !known,
    pending,
    loadError: isSignedIn && watches.error && !watches.data ? { message: messageOf(watches.error), retry: () => void mutate() } : null,
    setWatched,
  };
}
