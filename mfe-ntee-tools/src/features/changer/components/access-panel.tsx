import { AccessBox, Button, ButtonLink, Spinner, TermsAcceptance, useRequireAction, useSignIn } from '@x4i/shared';
import { formatCount, IRS_LETTER_CREDITS_ACTION } from '@x4i/shared/domain';
import { CHANGER_PATH, CHANGER_START_PATH } from '../changer-paths';
import type { ChangerAccess } from '../domain/changer-access';


export const creditsText = (balance: number) => `${formatCount(balance)} IRS-letter ${balance === 1 ? 'credit' : 'credits'}`;

/**
 * The way into the changer for where the visitor stands (SPEC 6): sign in; accept the IRS-letter terms; ask for
 * credits (the team grants them); or start a letter. `onStartPage` leaves out the link to the page it is on.
 */
export function AccessPanel({ access, onStartPage = false }: { access: ChangerAccess; onStartPage?: boolean }) {
  const signIn = useSignIn();
  const requireAction = useRequireAction();
  if (access.status === 'loading') return <Spinner label="Checking your access" />;
  return (
    <AccessBox as="section" aria-labelledby="changer-access-heading">
      {access.status === 'anonymous' && (
        <>
          <h2 id="changer-access-heading">Sign in to prepare a letter</h2>
          <p>The changer is for signed-in members. Signing in also shows your IRS-letter credits and the letters you have prepared.</p>
          <Button onClick={() => signIn.open({ landingPath: onStartPage ? CHANGER_START_PATH : CHANGER_PATH })}>Sign in</Button>
        </>
      )}
      {access.status === 'terms' && (
        <>
          <h2 id="changer-access-heading">Accept the terms for IRS letters</h2>
          <TermsAcceptance terms={access.terms} submitLabel="Accept and continue" />
        </>
      )}
      {access.status === 'no-credits' && (
        <>
          <h2 id="changer-access-heading">You have no IRS-letter credits</h2>
          <p>
            Your balance is {creditsText(access.balance)}. A letter uses one. Request credits and our team will confirm them within 2 business
            days.
          </p>
          <Button onClick={() => void requireAction(IRS_LETTER_CREDITS_ACTION)}>Request credits</Button>
        </>
      )}
      {access.status === 'ready' && (
        <>
          <h2 id="changer-access-heading">Your balance: {creditsText(access.balance)}</h2>
          <p>Producing a letter uses one credit. Nothing is spent until the letter is made.</p>
          {!onStartPage && <ButtonLink to={CHANGER_START_PATH}>Start a letter</ButtonLink>}
        </>
      )}
    </AccessBox>
  );
}
