import { useAtom } from 'jotai';
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { ModalDialog, readBootData, Spinner, supportSubjectAtom, track, useContactUs } from '@x4i/shared';
import { type ContactFormServiceConfig } from '@x4i/shared/contracts';
import { EmbeddedContactForm } from './form-service-embed';
import { FORM_SERVICE_UNAVAILABLE } from './form-service';
import { ModalCloseButton, ModalHeader, ModalTitle } from './modal-frame';

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

const ServiceError = styled.p`
  margin: 0 0 16px;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.error};
`;

/**
 * SPEC 2.6 Contact Us dialog: persistent (a click outside does not close it), closed by the close icon or Escape,
 * focus kept inside and given back on close. The form is created on first open and kept while the dialog is
 * closed, so a half-written message survives; after a submission, closing starts a fresh form.
 */
export function ContactUsDialog({ formService = readBootData().contactForm }: { formService?: ContactFormServiceConfig } = {}) {
  const { isOpen, close } = useContactUs();
  const [subject, setSubject] = useAtom(supportSubjectAtom);
  // SPEC 8: after 50 failed tries the dialog says so and offers the built-in form instead.
  const [serviceError, setServiceError] = useState<string | null>(null);
  const titleId = useId();
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
    setSubject(null);
    close();
  }, [close, setSubject]);

  // SPEC 7.5: opening Contact Us is the 'ask_support' event.
  useEffect(() => {
    if (isOpen) track('ask_support');
  }, [isOpen]);

  const onUnavailable = useCallback((error: Error) => {
    console.error(error.message);
    setServiceError(FORM_SERVICE_UNAVAILABLE);
  }, []);

  if (!created) return null;
  return (
    <ModalDialog open={isOpen} data-testid="contact-us-backdrop" maxWidth={CONTACT_DIALOG_MAX_WIDTH} labelledBy={titleId} initialFocus={closeRef} onCancel={onClose}>
      <ModalHeader $divided>
        <ModalTitle id={titleId}>Contact Us</ModalTitle>
        <ModalCloseButton ref={closeRef} label="Close Contact Us" onClick={onClose} />
      </ModalHeader>
      <Body>
        {formService && !serviceError ? (
          <EmbeddedContactForm
            key={`${formKey}:${subject ?? ''}`}
            config={formService}
            subject={subject}
            onSent={() => (sent.current = true)}
            onUnavailable={onUnavailable}
          />
        ) : (
          <>
            {serviceError && <ServiceError role="alert">{serviceError}</ServiceError>}
            <Suspense fallback={<Spinner />}>
              <ContactForm key={formKey} subject={subject} onSent={() => (sent.current = true)} onClose={onClose} />
            </Suspense>
          </>
        )}
      </Body>
    </ModalDialog>
  );
}
