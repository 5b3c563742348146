import { useAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { styled } from 'styled-components';
import { snackbarQueueAtom, type SnackbarVariant } from '@x4i/shared';

/** How long each snackbar stays on screen (SPEC 8: snackbars are transient). */
export const SNACKBAR_DURATION_MS = 5000;

const Message = styled.div<{ $variant: SnackbarVariant }>`
  position: fixed;
  inset: auto auto 24px 50%;
  margin: 0;
  border: 0;
  overflow: visible;
  z-index: ${({ theme }) => theme.zIndex.overlay + 1};

  /* A popover shown only to reach the top layer: hidden, it stays in the page as the live region it is. */
  &[popover]:not(:popover-open) {
    display: block;
  }
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
  const politeRef = useRef<HTMLDivElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);

  // A modal dialog sits in the browser's top layer, above any z-index: a message shown while one is open is put
  // in the top layer too, above it, rather than behind its backdrop.
  useEffect(() => {
    for (const [element, variant] of [
      [politeRef.current, 'default'],
      [alertRef.current, 'error'],
    ] as const) {
      if (!element || typeof element.showPopover !== 'function') continue;
      const open = element.matches(':popover-open');
      if (open) element.hidePopover();
      if (current?.variant === variant) element.showPopover();
    }
  }, [current]);

  useEffect(() => {
    if (!current) return;
    // Older messages are dropped, not kept for later.
    setQueue((items) => (items.length > 1 ? items.filter((item) => item.id >= current.id) : items));
    const timer = setTimeout(() => setQueue((items) => items.filter((item) => item.id !== current.id)), SNACKBAR_DURATION_MS);
    return () => clearTimeout(timer);
  }, [current, setQueue]);

  return (
    <>
      <Message ref={politeRef} popover="manual" role="status" aria-live="polite" $variant="default" data-testid="snackbar-default">
        {current?.variant === 'default' ? current.message : null}
      </Message>
      <Message ref={alertRef} popover="manual" role="alert" $variant="error" data-testid="snackbar-error">
        {current?.variant === 'error' ? current.message : null}
      </Message>
    </>
  );
}
