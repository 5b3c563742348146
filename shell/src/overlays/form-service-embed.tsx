import { useEffect, useId, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { Spinner } from '@x4i/shared';
import { type ContactFormServiceConfig } from '@x4i/shared/contracts';
import {
  consoleLog,
  createFormOnce,
  findFormLibrary,
  loadScript,
  prefillTicketSubject,
  waitForFormLibrary,
  type FormServiceLog,
} from './form-service';

export const DEFAULT_FORM_LIBRARY_GLOBAL = 'hbspt';

/** Targets a form was created in: the library is asked once per target. */
const createdTargets = new Set<string>();

const Target = styled.div`
  min-height: 120px;
`;

export interface EmbeddedContactFormProps {
  config: ContactFormServiceConfig;
  /** The support ticket subject: the ticket form opens with it (SPEC 2.6). */
  subject?: string | null;
  onSent: () => void;
  /** After 50 failed tries (SPEC 8): the dialog offers the built-in form instead. */
  onUnavailable: (error: Error) => void;
  log?: FormServiceLog;
}

/**
 * The third-party marketing form (CONTACT_FORM_*): loads the library, waits for it (SPEC 8: 50 tries at 250 ms),
 * then creates the contact form, or the support ticket form with its subject prefilled, in its own element.
 */
export function EmbeddedContactForm({ config, subject, onSent, onUnavailable, log = consoleLog }: EmbeddedContactFormProps) {
  const targetId = `x4i-form-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const containerRef = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  const callbacks = useRef({ onSent, onUnavailable });
  callbacks.current = { onSent, onUnavailable };

  useEffect(() => {
    const controller = new AbortController();
    const globalName = config.global ?? DEFAULT_FORM_LIBRARY_GLOBAL;
    // A script that fails to load leaves the library missing: the waiting below reports it.
    loadScript(config.src).catch((error: unknown) => log.warn('The form library could not be loaded', error));
    waitForFormLibrary(() => findFormLibrary(globalName), { log, signal: controller.signal })
      .then((library) => {
        if (controller.signal.aborted) return;
        const ticket = subject ? subject : null;
        createFormOnce(
          library,
          {
            formId: ticket ? (config.ticketFormId ?? config.formId) : config.formId,
            target: `#${targetId}`,
            onFormReady: ticket ? () => prefillTicketSubject(containerRef.current, ticket, log) : undefined,
            onFormSubmitted: () => callbacks.current.onSent(),
          },
          createdTargets,
          log,
        );
        setReady(true);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        callbacks.current.onUnavailable(error instanceof Error ? error : new Error(String(error)));
      });
    return () => controller.abort();
  }, [config, subject, targetId, log]);

  return (
    <>
      {!ready && <Spinner />}
      <Target id={targetId} ref={containerRef} data-testid="embedded-contact-form" />
    </>
  );
}
