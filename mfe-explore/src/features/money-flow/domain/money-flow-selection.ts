import { ALL_CATEGORY_VALUE, findUnSdgByUri, INCOME_BUCKET_CODES, type IncomeBucketCode } from '@x4i/shared/domain';

/**
 * What the visitor chose on the money-flow page (SPEC 4 'Money flow'). The default shows everything: every income
 * bucket, no state. The goal is not here: it is the page's category, in the URL.
 */
export interface MoneyFlowSelection {
  /** Upper-case code of the selected state, or null for all. */
  state: string | null;
  /** The selected buckets, in the canonical order; never empty. */
  incomeBuckets: readonly IncomeBucketCode[];
}

export const DEFAULT_MONEY_FLOW_SELECTION: MoneyFlowSelection = { state: null, incomeBuckets: INCOME_BUCKET_CODES };

/** Selecting a state toggles it: the selected state again clears the selection. */
export function selectState(current: string | null, code: string): string | null {
  const wanted = code.trim().toUpperCase();
  return current === wanted ? null : wanted;
}

/**
 * Toggling a bucket adds or removes it. Removing the last one selects all four again: no bucket and all buckets
 * mean the same to the backend (no filter), so the buttons show what the figures cover.
 */
export function toggleIncomeBucket(selected: readonly IncomeBucketCode[], code: IncomeBucketCode): IncomeBucketCode[] {
  const next = selected.includes(code) ? selected.filter((bucket) => bucket !== code) : [...selected, code];
  return next.length === 0 ? [...INCOME_BUCKET_CODES] : INCOME_BUCKET_CODES.filter((bucket) => next.includes(bucket));
}

export function isDefaultSelection(selection: MoneyFlowSelection): boolean {
  return selection.state === null && INCOME_BUCKET_CODES.every((code) => selection.incomeBuckets.includes(code));
}

/** Reset acts only when the selection differs from the default: otherwise it gives back the same selection. */
export function resetSelection(selection: MoneyFlowSelection): MoneyFlowSelection {
  return isDefaultSelection(selection) ? selection : DEFAULT_MONEY_FLOW_SELECTION;
}

/** The goal filter of a category slug: null for 'all' (and for a slug that is no goal). */
export function unsdgOfCategory(categorySlug: string): string | null {
  const entry = findUnSdgByUri(categorySlug);
  return entry && entry.value !== ALL_CATEGORY_VALUE ? entry.value : null;
}
