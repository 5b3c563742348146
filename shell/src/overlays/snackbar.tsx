import { useAtom } from 'jotai';
import { useEffect } from 'react';
import { styled } from 'styled-components';
import { snackbarQueueAtom, type SnackbarVariant } from '@x4i/shared';

/** How long each snackbar stays on screen (SPEC 8: snackbars are transient). */
export const SNACKBAR_DURATION_MS = 5000;

const Message = styled.div<{ $variant: SnackbarVariant }>`
  position: fixed;
  bottom: 24px;
  left: 50%;
  z-index: ${({ theme }) => theme.zIndex.overlay + 1};
  max-width: min(560px, calc(100vw - 32px));
  padding: 14px 20px;
  border-radius: ${({ theme }) => theme.radius}px;
  box-shadow: ${({ theme }) => theme.shadow};
  /* SPEC 8: errors #B20019, default black; white text on both. */
  background: ${({ theme, $variant }) => ($variant === 'error' ? theme.colors.error : theme.colors.black)};
  color: ${({ theme }) => theme.colors.white};
  font-weight: 500;
  transform: translateX(-50%);

  /* Empty, it stays in the page (a live region must exist before its message) but shows nothing. */
  &:empty {
    padding: 0;
    box-shadow: none;
    background: transparent;
  }
`;

/**
 * One snackbar at a time: the latest message remotes put in the queue with useSnackbar(). A newer message
 * replaces the one on screen at once (it answers the user's latest action; an older one waiting its turn would
 * describe something already past) and gets the full duration. The live regions stay in the page so that screen
 * readers announce each message: polite for the default, an alert for errors.
 */
export function Snackbar() {
  const [queue, setQueue] = useAtom(snackbarQueueAtom);
  const current = queue.at(-1);

  useEffect(() => {
    if (!current) return;
    // Older messages are dropped, not kept for later.
    setQueue((items) => (items.length > 1 ? items.filter((item) => item.id >= current.id) : items));
    const timer = setTimeout(() => setQueue((items) => items.filter((item) => item.id !== current.id)), SNACKBAR_DURATION_MS);
    return () => clearTimeout(timer);
  }, [current, setQueue]);

  return (
    <>
      <Message role="status" aria-live="polite" $variant="default" data-testid="snackbar-default">
        {current?.variant === 'default' ? current.message : null}
      </Message>
      <Message role="alert" $variant="error" data-testid="snackbar-error">
        {current?.variant === 'error' ? current.message : null}
      </Message>
    </>
  );
}
