import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { useSWRConfig } from 'swr';
import {
  Button,
  ModalDialog,
  fetchSession,
  isSessionExpiredOnActivity,
  isSessionLive,
  renewalDelay,
  SESSION_KEY,
  SESSION_RENEWAL_MIN_DELAY_MS,
  sessionCountdown,
  useSession,
  useSignOut,
} from '@x4i/shared';
import { type SessionResponse } from '@x4i/shared/contracts';

export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please log in again.';

/** What counts as user activity (SPEC 4): pointer and keyboard. */
const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart'] as const;

const Panel = styled(ModalDialog)`
  gap: 24px;
  padding: 24px;
`;

const Message = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  font-size: 1.0625rem;
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
`;

/**
 * Watches the session while signed in, counting its access token down from when the gateway's answer arrived (the
 * device's clock may be minutes off; only elapsed time counts). When the gateway's renewal time comes and the user
 * has been active since that answer, it asks for the session again, which renews the token; an idle page asks on
 * its next activity. Activity after the idle time (SPEC 9: 3000 ms) with the countdown run out asks too, and only
 * a session the gateway no longer has shows the alert. Acknowledging it signs the user out.
 */
export function useSessionExpiryWatch(now: () => number = Date.now): boolean {
  const { session, isSignedIn } = useSession();
  const { mutate } = useSWRConfig();
  // A new answer renders at once: the count starts then.
  const countdown = useMemo(() => (isSignedIn ? sessionCountdown(session, now()) : null), [isSignedIn, session, now]);
  const [expired, setExpired] = useState(false);

  useEffect(() => {
    if (countdown === null || expired) return;
    let lastActivityAt = now();
    let activeSinceAnswer = false;
    let renewalDue = false;
    let checking = false;
    let disposed = false;
    let renewalTimer: ReturnType<typeof setTimeout> | undefined;

    /** Asks the gateway for the session. A new answer restarts this effect with its own countdown. */
    const check = async (countdownRanOut: boolean) => {
      checking = true;
      renewalDue = false;
      let answer: SessionResponse | undefined;
      let failed = false;
      try {
        // Fetched here rather than revalidated: a failed revalidation would hand back the cached answer.
        answer = await fetchSession();
        void mutate(SESSION_KEY, answer, { revalidate: false });
      } catch {
        failed = true;
      }
      checking = false;
      // The answer's own seconds say whether it is live. A renewal that could not reach the gateway is tried again
      // later: only a run-out countdown makes a failed check the end of the session.
      if (failed ? countdownRanOut : !isSessionLive(answer, now())) setExpired(true);
      else if (!disposed) scheduleRenewal(SESSION_RENEWAL_MIN_DELAY_MS);
    };
    const onRenewalTime = () => {
      if (checking) return;
      if (activeSinceAnswer) void check(false);
      else renewalDue = true;
    };
    function scheduleRenewal(delay: number | null) {
      clearTimeout(renewalTimer);
      if (delay !== null) renewalTimer = setTimeout(onRenewalTime, delay);
    }
    const onActivity = () => {
      const at = now();
      activeSinceAnswer = true;
      if (!checking) {
        if (isSessionExpiredOnActivity({ now: at, lastActivityAt, countdown })) void check(true);
        else if (renewalDue) void check(false);
      }
      lastActivityAt = at;
    };

    scheduleRenewal(renewalDelay(countdown, now()));
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onActivity, { capture: true, passive: true });
    return () => {
      disposed = true;
      clearTimeout(renewalTimer);
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity, { capture: true });
    };
  }, [countdown, expired, mutate, now]);

  return expired;
}

/** SPEC 4, 8: 'Your session has expired. Please log in again.', an alert dialog; OK signs the user out. */
export function SessionExpiryAlert({ now }: { now?: () => number }) {
  const expired = useSessionExpiryWatch(now);
  const signOut = useSignOut();
  const [dismissed, setDismissed] = useState(false);
  const acknowledge = () => {
    setDismissed(true);
    void signOut();
  };
  return <SessionAlertDialog open={expired && !dismissed} label="Session expired" message={SESSION_EXPIRED_MESSAGE} onAcknowledge={acknowledge} />;
}

/**
 * An alert about the session: its message and OK, which has the focus; Escape acknowledges it too. Loaded with the
 * first page (not lazily), so that it can still open when the network is gone.
 */
export function SessionAlertDialog({ open, label, message, onAcknowledge }: { open: boolean; label: string; message: string; onAcknowledge: () => void }) {
  const messageId = useId();
  const okRef = useRef<HTMLButtonElement>(null);

  if (!open) return null;
  return (
    <Panel maxWidth={400} compact alwaysOnTop role="alertdialog" aria-label={label} aria-describedby={messageId} initialFocus={okRef} onCancel={onAcknowledge}>
      <Message id={messageId}>{message}</Message>
      <Actions>
        <Button ref={okRef} type="button" onClick={onAcknowledge}>
          OK
        </Button>
      </Actions>
    </Panel>
  );
}
