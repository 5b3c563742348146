import { usePermissionsModal, useSignIn } from '@x4i/shared';

/** Shows what the shell's overlays would open: the sign-in modal and the permissions modal, with what they carry. */
export function OverlayProbe() {
  const signIn = useSignIn();
  const permissions = usePermissionsModal();
  return (
    <output data-testid="overlays">
      {signIn.isOpen ? `sign-in ${signIn.landingPath ?? ''} ${signIn.action ?? ''}` : ''}
      {permissions.state.view !== 'closed' ? `permissions ${permissions.state.view} ${permissions.state.action}` : ''}
    </output>
  );
}
