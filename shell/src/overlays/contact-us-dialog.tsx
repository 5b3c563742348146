import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { Spinner, useContactUs } from '@x4i/shared';
import { useModalFocus } from './modal-focus';
import { ModalBackdrop, ModalCloseButton, ModalHeader, ModalPanel, ModalTitle } from './modal-frame';

/** SPEC 9: contact dialog max width. */
export const CONTACT_DIALOG_MAX_WIDTH = 600;

// The form's code loads on first open: most visitors never open it.
const ContactForm = lazy(() => import('./contact-form'));

const Body = styled.div`
  padding: 24px;

  ${({ theme }) => theme.below.xs} {
    padding: 16px;
  }
`;

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

  const trapFocus = useModalFocus({ open: isOpen, panelRef, initialFocus: closeRef, onEscape: onClose });

  if (!created) return null;
  return (
    <ModalBackdrop hidden={!isOpen} data-testid="contact-us-backdrop">
      <ModalPanel $maxWidth={CONTACT_DIALOG_MAX_WIDTH} ref={panelRef} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} onKeyDown={trapFocus}>
        <ModalHeader $divided>
          <ModalTitle id={titleId}>Contact Us</ModalTitle>
          <ModalCloseButton ref={closeRef} label="Close Contact Us" onClick={onClose} />
        </ModalHeader>
        <Body>
          <Suspense fallback={<Spinner />}>
            <ContactForm key={formKey} onSent={() => (sent.current = true)} onClose={onClose} />
          </Suspense>
        </Body>
      </ModalPanel>
    </ModalBackdrop>
  );
}
