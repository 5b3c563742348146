import { useCallback, useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useSession } from '@x4i/shared';
import type { SolutionForm } from '../utils/solution-form';
import { clearDraft, draftKey, readDraft, writeDraft, type SolutionDraft } from '../utils/solution-draft';

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
  const { watch, reset, getValues, formState } = form;

  useEffect(() => {
    if (!ready || !key || offered.current === key) return;
    offered.current = key;
    setOffer(readDraft(localStorage, key));
  }, [ready, key]);

  useEffect(() => {
    if (!ready || !key) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const store = () => {
      timer = undefined;
      const values = getValues();
      // Loading the item puts it in the form: that alone is not a draft.
      if (JSON.stringify(values) === JSON.stringify(formState.defaultValues)) return;
      writeDraft(localStorage, key, values);
    };
    // Written once typing pauses, not at every key; and at once when the wizard closes.
    const subscription = watch(() => {
      clearTimeout(timer);
      timer = setTimeout(store, DRAFT_WRITE_DELAY_MS);
    });
    return () => {
      subscription.unsubscribe();
      if (timer !== undefined) {
        clearTimeout(timer);
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
    if (key) clearDraft(localStorage, key);
  }, [key]);

  return { offer, restore, discard, saved };
}
