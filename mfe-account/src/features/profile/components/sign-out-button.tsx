import { Button, useSignOut } from '@x4i/shared';
import { useState } from 'react';

export function SignOutButton() {
  const signOut = useSignOut();
  const [signingOut, setSigningOut] = useState(false);

  const handleClick = async () => {
    setSigningOut(true);
    // On success the browser is already leaving; otherwise the button is ready for another try.
    await signOut();
    setSigningOut(false);
  };

  return (
    <Button variant="secondary" loading={signingOut} onClick={() => void handleClick()}>
      Sign out
    </Button>
  );
}
