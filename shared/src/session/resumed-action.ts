import { atom, useAtom, useSetAtom } from 'jotai';
import { useEffect } from 'react';

/**
 * The action a visitor attempted before signing in (`VOTE:<content id>`), handed over by the shell once the
 * signed-in user may take it, until the page that offers the action takes it.
 */
export const resumedActionAtom = atom<string | null>(null);

/** For the shell: hands an allowed attempted action to the page. */
export function useResumeAction(): (action: string) => void {
  return useSetAtom(resumedActionAtom);
}

/**
 * For a page offering `action`: runs it once when it is the action resumed after sign-in, as soon as `ready`
 * (the item and the user's own state loaded). Taking it clears it, so it never runs twice.
 */
export function useResumedAction(action: string, run: () => void, ready = true): void {
  const [resumed, setResumed] = useAtom(resumedActionAtom);
  useEffect(() => {
    if (!ready || resumed !== action) return;
    setResumed(null);
    run();
  }, [ready, resumed, action, run, setResumed]);
}

/**
 * Like useResumedAction, for an action that carries a value after the item (`VOTE_GEO:<content id>:WA`, the state
 * the visitor picked): `run` gets the value.
 */
export function useResumedActionWithValue(action: string, run: (value: string) => void, ready = true): void {
  const [resumed, setResumed] = useAtom(resumedActionAtom);
  useEffect(() => {
    if (!ready || !resumed?.startsWith(`${action}:`)) return;
    setResumed(null);
    run(resumed.slice(action.length + 1));
  }, [ready, resumed, action, run, setResumed]);
}
