import { useCallback, useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useSession } from '@x4i/shared';
import type { SolutionForm } from '../domain/solution-form';
import { clearDraft, draftKey, readDraft, writeDraft, type SolutionDraft } from '../domain/solution-draft';

/** How long typing pauses before the draft is written. */
export const DRAFT_WRITE_DELAY_MS = 400;

export interface SolutionDraftOffer {
  /** A draft left by an earlier opening of the wizard for this item; null when there is none or once answered. */
  offer: SolutionDraft | null;
  restore(): void;
  discard(): void;
  /** After a successful save: the draft is no longer needed. */
  saved(): void;
}

/**
 * Keeps the form in local storage while the wizard is open (only once it differs from what was loaded), and
 * offers an earlier draft back once the form is ready. Kept after a failed save or an expired session; cleared
 * after a successful save or when the user discards it.
 */
export function useSolutionDraft(slug: string | undefined, form: UseFormReturn<SolutionForm>, ready: boolean): SolutionDraftOffer {
  const { user } = useSession();
  const key = user ? draftKey(user.id, slug) : null;
  const [offer, setOffer] = useState<SolutionDraft | null>(null);
  const offered = useRef<string | null>(null);
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** The values last saved to the server: the same values are no draft either. */
  const savedValues = useRef<string | null>(null);
  const { watch, reset, getValues, formState } = form;

  useEffect(() => {
    if (!ready || !key || offered.current === key) return;
    offered.current = key;
    setOffer(readDraft(localStorage, key));
  }, [ready, key]);

  useEffect(() => {
    if (!ready || !key) return;
    const store = () => {
      pending.current = undefined;
      const values = JSON.stringify(getValues());
      // Loading the item puts it in the form: that alone is not a draft; nor are the values just saved.
      if (values === JSON.stringify(formState.defaultValues) || values === savedValues.current) return;
      writeDraft(localStorage, key, getValues());
    };
    // Written once typing pauses, not at every key; and at once when the wizard closes.
    const subscription = watch(() => {
      clearTimeout(pending.current);
      pending.current = setTimeout(store, DRAFT_WRITE_DELAY_MS);
    });
    return () => {
      subscription.unsubscribe();
      if (pending.current !== undefined) {
        clearTimeout(pending.current);
        store();
      }
    };
  }, [ready, key, watch, getValues, formState]);

  const restore = useCallback(() => {
    if (!offer) return;
    // The loaded item stays the form's defaults, so the restored values still count as a draft.
    reset(offer.form, { keepDefaultValues: true });
    setOffer(null);
  }, [offer, reset]);

  const discard = useCallback(() => {
    if (key) clearDraft(localStorage, key);
    setOffer(null);
  }, [key]);

  const saved = useCallback(() => {
    // A write still waiting for typing to pause would bring the draft back after the save.
    clearTimeout(pending.current);
    pending.current = undefined;
    savedValues.current = JSON.stringify(getValues());
    if (key) clearDraft(localStorage, key);
  }, [key, getValues]);

  return { offer, restore, discard, saved };
}
