import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useNavigate } from '@x4i/shared/router';
import { useSWRConfig } from 'swr';
import { contentDetailKey, getContentDetail, logSolutionSaveFailure, pageNavigation, useAnalytics, useSession, useSnackbar } from '@x4i/shared';
import { type WizardController } from '@x4i/shared/contracts';
import type { ContentKind } from '../domain/content-kinds';

export type ContentLoadState = 'ready' | 'loading' | 'failed';

/**
 * How a challenge or grant workflow starts, as the solution one does: creating, a fresh form (the organisation
 * prefilled from the user's) and begin_create; editing, the item loaded into the form and begin_edit, the
 * wizard's actions hidden meanwhile. A load failure is logged and the form offers a retry, never an empty form
 * to save over the item. An item of another kind counts as a failure.
 */
export function useContentStart<Form extends FieldValues>(
  kind: ContentKind<Form>,
  slug: string | undefined,
  form: UseFormReturn<Form>,
  controller: WizardController,
): { state: ContentLoadState; retry(): void } {
  const { user, isLoading: sessionLoading } = useSession();
  const { track } = useAnalytics();
  const [state, setState] = useState<ContentLoadState>(slug ? 'loading' : 'ready');
  const [attempt, setAttempt] = useState(0);
  const { reset } = form;
  const userRef = useRef(user);
  userRef.current = user;
  const started = useRef<string | null>(null);

  useEffect(() => {
    if (slug || sessionLoading) return;
    reset(kind.empty(userRef.current?.organization ?? null));
    if (started.current !== 'create') track('begin_create');
    started.current = 'create';
  }, [kind, slug, sessionLoading, reset, track]);

  useEffect(() => {
    if (!slug) return;
    let current = true;
    setState('loading');
    controller.setShowActions(false);
    getContentDetail(slug).then(
      (detail) => {
        if (!current) return;
        if (detail.contentType !== kind.contentType) {
          logSolutionSaveFailure(`error loading ${kind.noun}`, `${slug} is not a ${kind.noun}`);
          setState('failed');
          return;
        }
        reset(kind.toForm(detail));
        setState('ready');
        controller.setShowActions(true);
        if (started.current !== slug) track('begin_edit', { slug });
        started.current = slug;
      },
      (error: unknown) => {
        if (!current) return;
        logSolutionSaveFailure(`error loading ${kind.noun}`, error);
        setState('failed');
      },
    );
    return () => {
      current = false;
    };
  }, [kind, slug, attempt, reset, controller, track]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}

const serverMessage = (error: unknown) => (error instanceof Error ? error.message : error);

/**
 * Saves the form. New: say so, record save_create and open the new page. Existing: say so, record save_edit,
 * refresh the open page. A failure is told in an
 * error snackbar and the server's message logged; the promise resolves either way and the wizard closes.
 */
export function useContentSave<Form extends FieldValues>(kind: ContentKind<Form>, slug: string | undefined): (form: Form) => Promise<void> {
  const snackbar = useSnackbar();
  const { track } = useAnalytics();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();

  return useCallback(
    async (form: Form) => {
      const open = (url: string) => (url.startsWith('/') ? navigate(url) : pageNavigation.assign(url));
      const { created, createFailed, updated, updateFailed } = kind.messages;
      try {
        const saved = await kind.save(form);
        snackbar.show(slug ? updated : created);
        track(slug ? 'save_edit' : 'save_create', { slug: saved.slug });
        if (!slug) {
          void open(saved.url);
          return;
        }
        // The open page reloads the item; it moves to the item's canonical address itself if that changed.
        const key = contentDetailKey(slug);
        if (key) mutate(key).catch(() => undefined);
      } catch (error) {
        logSolutionSaveFailure(slug ? updateFailed : createFailed, serverMessage(error));
        snackbar.show(slug ? updateFailed : createFailed, { variant: 'error' });
      }
    },
    [kind, slug, snackbar, track, navigate, mutate],
  );
}
