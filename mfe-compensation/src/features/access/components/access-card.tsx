import { AccessBox, Button, ButtonLink, TermsAcceptance, useRequireAction } from '@x4i/shared';
import { COMPENSATION_ACCESS_ACTION } from '@x4i/shared/domain';
import { useId } from 'react';
import { compensationPaths } from '../../../paths';
import { useCompensationAccess } from '../hooks/use-compensation-access';


/** Opening the report gates through the shell: the sign-in modal, with the report's landing as the return path. */
export function useOpenReportGate(): () => void {
  const requireAction = useRequireAction();
  return () => void requireAction(COMPENSATION_ACCESS_ACTION, { landingPath: compensationPaths.reportLanding });
}

/**
 * The report's access card (SPEC 4): sign in when signed out, the terms when they are pending, the way in with
 * access. Hidden for a signed-in user who has neither access nor pending terms: the report's landing offers that
 * user a request for access instead. On the landing (`inlineTerms`) the terms are shown in the card itself.
 */
export function AccessCard({ inlineTerms = false }: { inlineTerms?: boolean }) {
  const access = useCompensationAccess();
  const openReport = useOpenReportGate();
  const headingId = useId();
  if (access.status === 'loading' || access.status === 'no-access') return null;
  return (
    <AccessBox as="section" aria-labelledby={headingId}>
      {access.status === 'anonymous' && (
        <>
          <h2 id={headingId}>Open the compensation report</h2>
          <p>The full report is for members whose account has access to it. Sign in to open it, or to request access for your organization.</p>
          <Button onClick={openReport}>Sign in</Button>
        </>
      )}
      {access.status === 'pending-terms' &&
        (inlineTerms ? (
          <>
            <h2 id={headingId}>Accept the terms to open the report</h2>
            <TermsAcceptance terms={access.terms} submitLabel="Accept and open the report" />
          </>
        ) : (
          <>
            <h2 id={headingId}>Your access is ready</h2>
            <p>Accept the report’s terms of use once, and the report opens.</p>
            <ButtonLink to={compensationPaths.reportLanding}>Review and accept the terms</ButtonLink>
          </>
        ))}
      {access.status === 'access' && (
        <>
          <h2 id={headingId}>Your compensation report</h2>
          <p>Your account has access to the full report: benchmarks by title, size, region and field, the salary calculator and more.</p>
          <ButtonLink to={compensationPaths.reportTab('orientation')}>Open the report</ButtonLink>
        </>
      )}
    </AccessBox>
  );
}

/** For a signed-in user without access (SPEC 4): a request through the shell's access request form. */
export function RequestAccessCard() {
  const openReport = useOpenReportGate();
  const headingId = useId();
  return (
    <AccessBox as="section" aria-labelledby={headingId}>
      <h2 id={headingId}>Request access</h2>
      <p>
        Your account does not have access to the compensation report yet. Tell us about your organization, and the team will confirm
        access within 2 business days.
      </p>
      <Button onClick={openReport}>Request access</Button>
    </AccessBox>
  );
}
