import { useCallback } from 'react';
import { useNavigate } from '@x4i/shared/router';
import { useSWRConfig } from 'swr';
import { createSolution, logSolutionSaveFailure, pageNavigation, updateSolution, useAnalytics, useSnackbar } from '@x4i/shared';
import { solutionKey } from '../../solution/hooks/solutions';
import { toSolutionPayload, type SolutionForm } from '../domain/solution-form';

/** SPEC 8 solution messages. */
export const SOLUTION_CREATED_MESSAGE = 'New Solution Created!';
export const SOLUTION_CREATE_FAILED_MESSAGE = 'Unable to Create New Solution';
export const SOLUTION_UPDATED_MESSAGE = 'Solution Updated!';
export const SOLUTION_UPDATE_FAILED_MESSAGE = 'Unable to Update Solution';

const serverMessage = (error: unknown) => (error instanceof Error ? error.message : error);

/**
 * Saves the form (SPEC 4 'Solution editing'). New: create, say so, record save_create, open the new page.
 * Existing: update, say so, record save_edit, and revalidate the solution so the open page shows the change
 * (or open the new address if the slug changed). A failure is told in an error snackbar and the server's
 * message logged; the returned promise resolves either way (to whether it was saved), and the wizard then closes.
 */
export function useSolutionSave(slug: string | undefined): (form: SolutionForm) => Promise<boolean> {
  const snackbar = useSnackbar();
  const { track } = useAnalytics();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();

  return useCallback(
    async (form: SolutionForm) => {
      const payload = toSolutionPayload(form);
      const open = (url: string) => (url.startsWith('/') ? navigate(url) : pageNavigation.assign(url));
      if (!slug) {
        try {
          const created = await createSolution(payload);
          snackbar.show(SOLUTION_CREATED_MESSAGE);
          track('save_create', { slug: created.slug });
          void open(created.url);
          return true;
        } catch (error) {
          logSolutionSaveFailure(SOLUTION_CREATE_FAILED_MESSAGE, serverMessage(error));
          snackbar.show(SOLUTION_CREATE_FAILED_MESSAGE, { variant: 'error' });
          return false;
        }
      }
      try {
        const updated = await updateSolution(payload);
        snackbar.show(SOLUTION_UPDATED_MESSAGE);
        track('save_edit', { slug: updated.slug });
        // The open page reloads its content (it may know the solution by slug or by id). A failed reload is the
        // page's to report; the update itself succeeded.
        for (const key of new Set([slug, form.slug, updated.slug].filter(Boolean))) mutate(solutionKey(key)).catch(() => undefined);
        if (updated.slug !== slug && updated.slug !== form.slug) void open(updated.url);
        return true;
      } catch (error) {
        logSolutionSaveFailure(SOLUTION_UPDATE_FAILED_MESSAGE, serverMessage(error));
        snackbar.show(SOLUTION_UPDATE_FAILED_MESSAGE, { variant: 'error' });
        return false;
      }
    },
    [slug, snackbar, track, navigate, mutate],
  );
}
