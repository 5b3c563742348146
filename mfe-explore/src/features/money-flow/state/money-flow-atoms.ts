import { INCOME_BUCKET_CODES, type IncomeBucketCode } from '@x4i/shared/domain';
import { atom } from 'jotai';
import { useCallback } from 'react';
import { useExploreAtom } from '../../kit/state/explore-store';
import {
  isDefaultSelection,
  resetSelection,
  selectState as toggleState,
  toggleIncomeBucket as toggleBucket,
  type MoneyFlowSelection,
} from '../domain/money-flow-selection';

/** The selected state; in the remote's own store, so it survives a change of goal (another URL, another page). */
export const selectedStateAtom = atom<string | null>(null);

/** The selected income buckets; all four by default. */
export const selectedIncomeBucketsAtom = atom<readonly IncomeBucketCode[]>(INCOME_BUCKET_CODES);

export interface MoneyFlowSelectionControls {
  selection: MoneyFlowSelection;
  isDefault: boolean;
  selectState(code: string): void;
  toggleIncomeBucket(code: IncomeBucketCode): void;
  reset(): void;
}

/** The selection and the SPEC 4 rules that change it. */
export function useMoneyFlowSelection(): MoneyFlowSelectionControls {
  const [state, setState] = useExploreAtom(selectedStateAtom);
  const [incomeBuckets, setIncomeBuckets] = useExploreAtom(selectedIncomeBucketsAtom);
  const selection: MoneyFlowSelection = { state, incomeBuckets };
  const isDefault = isDefaultSelection(selection);

  const selectState = useCallback((code: string) => setState((current) => toggleState(current, code)), [setState]);
  const toggleIncomeBucket = useCallback((code: IncomeBucketCode) => setIncomeBuckets((current) => toggleBucket(current, code)), [setIncomeBuckets]);
  const reset = () => {
    const next = resetSelection(selection);
    if (next === selection) return;
    setState(next.state);
    setIncomeBuckets(next.incomeBuckets);
  };
  return { selection, isDefault, selectState, toggleIncomeBucket, reset };
}
