import { useState } from 'react';

/**
 * A dialog's confirming call: `busy` while it runs, and a second click meanwhile does nothing. The dialog stays open
 * (and usable) until the call is over, whether it succeeded or not.
 */
export function useConfirmCall(onConfirm: () => Promise<void>): { busy: boolean; confirm(): Promise<void> } {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
    }
  };
  return { busy, confirm };
}
