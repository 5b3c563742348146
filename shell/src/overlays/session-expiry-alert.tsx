import { useEffect, useId, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { useSWRConfig } from 'swr';
import { Button, isSessionExpiredOnActivity, SESSION_KEY, useSession, useSignOut } from '@x4i/shared';
import { type SessionResponse } from '@x4i/shared/contracts';
import { useModalFocus } from './modal-focus';
import { ModalBackdrop, ModalPanel } from './modal-frame';

export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please log in again.';

/** What counts as user activity (SPEC 4): pointer and keyboard. */
const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart'] as const;

const Panel = styled(ModalPanel)`
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
 * Watches activity while signed in: activity after the idle time (SPEC 9: 3000 ms) with the access token's
 * expiry passed asks the gateway for the session again, which renews the access token while the sign-in lasts;
 * only a session that could not be renewed shows the alert. Acknowledging it signs the user out.
 */
export function useSessionExpiryWatch(now: () => number = Date.now): boolean {
  const { session, isSignedIn } = useSession();
  const { mutate } = useSWRConfig();
  const expiration = isSignedIn ? (session?.accessTokenExpiration ?? null) : null;
  const [expired, setExpired] = useState(false);

  useEffect(() => {
    if (expiration === null || expired) return;
    let lastActivityAt = now();
    let checking = false;
    const checkRenewal = async () => {
      checking = true;
      let renewed: SessionResponse | undefined;
      try {
        renewed = await mutate<SessionResponse>(SESSION_KEY);
      } catch {
        renewed = undefined;
      }
      checking = false;
      // A renewed session comes back with a later expiry, and this effect starts over with it.
      if (!renewed?.user || renewed.accessTokenExpiration === null || renewed.accessTokenExpiration <= now()) setExpired(true);
    };
    const onActivity = () => {
      const at = now();
      if (!checking && isSessionExpiredOnActivity({ now: at, lastActivityAt, accessTokenExpiration: expiration })) void checkRenewal();
      lastActivityAt = at;
    };
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onActivity, { capture: true, passive: true });
    return () => {
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity, { capture: true });
    };
  }, [expiration, expired, now]);

  return expired;
}

/** SPEC 4, 8: 'Your session has expired. Please log in again.', an alert dialog; OK signs the user out. */
export function SessionExpiryAlert({ now }: { now?: () => number }) {
  const expired = useSessionExpiryWatch(now);
  const signOut = useSignOut();
  const [dismissed, setDismissed] = useState(false);
  const messageId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const okRef = useRef<HTMLButtonElement>(null);
  const open = expired && !dismissed;
  const acknowledge = () => {
    setDismissed(true);
    void signOut();
  };
  const trapFocus = useModalFocus({ open, panelRef, initialFocus: okRef, onEscape: acknowledge });

  if (!open) return null;
  return (
    <ModalBackdrop>
      <Panel
        $maxWidth={400}
        $compact
        ref={panelRef}
        role="alertdialog"
        aria-modal="true"
        aria-label="Session expired"
        aria-describedby={messageId}
        tabIndex={-1}
        onKeyDown={trapFocus}
      >
        <Message id={messageId}>{SESSION_EXPIRED_MESSAGE}</Message>
        <Actions>
          <Button ref={okRef} type="button" onClick={acknowledge}>
            OK
          </Button>
        </Actions>
      </Panel>
    </ModalBackdrop>
  );
}
