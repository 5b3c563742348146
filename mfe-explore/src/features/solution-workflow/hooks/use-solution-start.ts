import { useCallback, useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { logSolutionSaveFailure, useAnalytics, useSession } from '@x4i/shared';
import { getSolution } from '../../solution/hooks/solutions';
import { type WizardController } from '@x4i/shared/contracts';
import { emptySolutionForm, solutionToForm, type SolutionForm } from '../domain/solution-form';

export type SolutionLoadState = 'ready' | 'loading' | 'failed';

/** SPEC 8: what a failed solution load logs. */
export const SOLUTION_LOAD_ERROR = 'error loading solution';

/**
 * How the workflow starts (SPEC 4 'Solution editing'). Creating: a fresh form in the user's organisation,
 * begin_create recorded. Editing: the solution loaded and put in the form (publish flags false), begin_edit
 * recorded; the wizard's actions wait meanwhile. A load failure is logged (and the form says it could not load,
 * with a retry, rather than offering an empty form to save over the solution).
 */
export function useSolutionStart(slug: string | undefined, form: UseFormReturn<SolutionForm>, controller: WizardController): { state: SolutionLoadState; retry(): void } {
  const { user, isLoading: sessionLoading } = useSession();
  const { track } = useAnalytics();
  const [state, setState] = useState<SolutionLoadState>(slug ? 'loading' : 'ready');
  const [attempt, setAttempt] = useState(0);
  const { reset } = form;
  // Read when the form starts: a session revalidated later must not wipe what the user typed.
  const userRef = useRef(user);
  userRef.current = user;
  const started = useRef<string | null>(null);

  useEffect(() => {
    if (slug || sessionLoading) return;
    const creator = userRef.current;
    // SPEC 6: new solutions take the user's organisation id; without one it is logged.
    if (!creator?.organization) logSolutionSaveFailure('A new solution needs an organization; the signed-in user has none', creator?.id);
    reset(emptySolutionForm(creator?.organization ?? null));
    // Once per opening, also when StrictMode runs the effect twice.
    if (started.current !== 'create') track('begin_create');
    started.current = 'create';
  }, [slug, sessionLoading, reset, track]);

  useEffect(() => {
    if (!slug) return;
    let current = true;
    setState('loading');
    controller.setShowActions(false);
    getSolution(slug).then(
      (solution) => {
        if (!current) return;
        reset(solutionToForm(solution));
        setState('ready');
        controller.setShowActions(true);
        if (started.current !== slug) track('begin_edit', { slug });
        started.current = slug;
      },
      (error: unknown) => {
        if (!current) return;
        logSolutionSaveFailure(SOLUTION_LOAD_ERROR, error);
        setState('failed');
      },
    );
    return () => {
      current = false;
    };
  }, [slug, attempt, reset, controller, track]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
