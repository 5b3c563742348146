import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { styled } from 'styled-components';
import { Spinner, useContactUs } from '@x4i/shared';
import { IconButton } from '../app/layout/icon-button';

/** SPEC 9: contact dialog max width. */
export const CONTACT_DIALOG_MAX_WIDTH = 600;

// The form's code loads on first open: most visitors never open it.
const ContactForm = lazy(() => import('./contact-form'));

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 16px;
  background: rgba(31, 42, 51, 0.5);

  &[hidden] {
    display: none;
  }

  ${({ theme }) => theme.below.xs} {
    padding: 0;
  }
`;

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: ${CONTACT_DIALOG_MAX_WIDTH}px;
  max-height: calc(100dvh - 32px);
  overflow-y: auto;
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.colors.white};
  box-shadow: ${({ theme }) => theme.shadow};

  &:focus {
    outline: none;
  }

  /* SPEC 2.6: full-screen on extra-small screens. */
  ${({ theme }) => theme.below.xs} {
    max-width: none;
    width: 100vw;
    height: 100dvh;
    max-height: none;
    border-radius: 0;
  }
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: 8px 8px 8px 24px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Title = styled.h2`
  margin: 0;
  color: ${({ theme }) => theme.colors.secondary};
  font-size: 1.25rem;
`;

const Body = styled.div`
  padding: 24px;

  ${({ theme }) => theme.below.xs} {
    padding: 16px;
  }
`;

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * SPEC 2.6 Contact Us dialog: persistent (a click outside does not close it), closed by the close icon or Escape,
 * focus kept inside and given back on close. The form is created on first open and kept while the dialog is
 * closed, so a half-written message survives; after a submission, closing starts a fresh form.
 */
export function ContactUsDialog() {
  const { isOpen, close } = useContactUs();
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const [created, setCreated] = useState(false);
  const [formKey, setFormKey] = useState(0);
  const sent = useRef(false);

  if (isOpen && !created) setCreated(true);

  const onClose = useCallback(() => {
    if (sent.current) {
      sent.current = false;
      setFormKey((key) => key + 1);
    }
    close();
  }, [close]);

  useEffect(() => {
    if (!isOpen) return;
    returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeRef.current?.focus();
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = overflow;
      returnFocusTo.current?.focus();
    };
  }, [isOpen, onClose]);

  const trapFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !panelRef.current) return;
    const focusable = Array.from(panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && (document.activeElement === first || document.activeElement === panelRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  if (!created) return null;
  return (
    <Backdrop hidden={!isOpen} data-testid="contact-us-backdrop">
      <Panel ref={panelRef} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} onKeyDown={trapFocus}>
        <Header>
          <Title id={titleId}>Contact Us</Title>
          <IconButton ref={closeRef} type="button" aria-label="Close Contact Us" onClick={onClose}>
            <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </IconButton>
        </Header>
        <Body>
          <Suspense fallback={<Spinner />}>
            <ContactForm key={formKey} onSent={() => (sent.current = true)} onClose={onClose} />
          </Suspense>
        </Body>
      </Panel>
    </Backdrop>
  );
}
