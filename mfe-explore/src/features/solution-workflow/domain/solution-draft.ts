import type { SolutionForm } from './solution-form';

/**
 * The wizard's draft (a solution being created or edited), kept in the browser's local storage while the wizard
 * is open, so that a failed save or an expired session loses nothing: it is offered back when the wizard opens
 * again for the same item and the same user, and forgotten after a successful save.
 */
export interface SolutionDraft {
  savedAt: number;
  form: SolutionForm;
}

const PREFIX = 'x4i.solution-draft';

export function draftKey(userId: string, slug: string | undefined): string {
  return `${PREFIX}:${userId}:${slug ?? 'new'}`;
}

/** Storage can be full, disabled or hold anything: every access is guarded. */
export function readDraft(storage: Storage, key: string): SolutionDraft | null {
  try {
    const raw = storage.getItem(key);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<SolutionDraft>;
    if (typeof value.savedAt !== 'number' || !value.form || typeof value.form !== 'object' || typeof value.form.title !== 'string') return null;
    return { savedAt: value.savedAt, form: value.form };
  } catch {
    return null;
  }
}

export function writeDraft(storage: Storage, key: string, form: SolutionForm, now = Date.now()): void {
  try {
    storage.setItem(key, JSON.stringify({ savedAt: now, form } satisfies SolutionDraft));
  } catch {
    // Full or disabled: the wizard still works, without a draft.
  }
}

export function clearDraft(storage: Storage, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // nothing to clear
  }
}
