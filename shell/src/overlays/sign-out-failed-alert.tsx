import { useAtom } from 'jotai';
import { SIGN_OUT_FAILED_MESSAGE, SIGN_OUT_FAILED_TITLE, signOutFailedAtom } from '@x4i/shared';
import { SessionAlertDialog } from './session-expiry-alert';

/** Says that sign-out did not complete (useSignOut), on a page that has already forgotten the session. */
export function SignOutFailedAlert() {
  const [open, setOpen] = useAtom(signOutFailedAtom);
  return <SessionAlertDialog open={open} label={SIGN_OUT_FAILED_TITLE} message={SIGN_OUT_FAILED_MESSAGE} onAcknowledge={() => setOpen(false)} />;
}
