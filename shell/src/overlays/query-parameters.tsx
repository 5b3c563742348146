import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from '@x4i/shared/router';
import { track, useRequireAction, useResumeAction, useSession, useSignIn, useWizard, WIZARD_WORKFLOWS, type WizardWorkflowName } from '@x4i/shared';
import { decodeLoginPath } from '@x4i/shared/domain';

/** The query parameters any page answers (SPEC 2.6); each is removed from the address once handled. */
export const HANDLED_PARAMETERS = ['login', 'path', 'newSession', 'action'] as const;

/** The wizard workflow that creates what the action names (CREATE_SOLUTION → SolutionWorkflow), if any. */
export function workflowCreating(action: string): WizardWorkflowName | undefined {
  return (Object.keys(WIZARD_WORKFLOWS) as WizardWorkflowName[]).find((name) => WIZARD_WORKFLOWS[name].createAction === action);
}

/** The address without the handled parameters: what to replace the current entry with. */
export function withoutHandledParameters(search: string): string {
  const query = new URLSearchParams(search);
  for (const name of HANDLED_PARAMETERS) query.delete(name);
  const rest = query.toString();
  return rest ? `?${rest}` : '';
}

/**
 * Handles `login=true` (with `path`, base64), `newSession` and `action` on any page, once the session is known:
 * signed out, `login` and `action` open the sign-in modal; signed in, `login` goes to the decoded path and
 * `action` is gated (SPEC 4): the permissions modal opens when the user may not do it, and otherwise the page
 * that offers it runs it (the recommendation the visitor clicked before signing in is recorded); a create action
 * opens its wizard.
 */
export function QueryParameterActions() {
  const location = useLocation();
  const navigate = useNavigate();
  const { isSignedIn, isLoading } = useSession();
  const { open } = useSignIn();
  const requireAction = useRequireAction();
  const resumeAction = useResumeAction();
  const { open: openWizard } = useWizard();
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (isLoading) return;
    const query = new URLSearchParams(location.search);
    if (!HANDLED_PARAMETERS.some((name) => query.has(name))) return;
    // Once per history entry, even when effects run twice.
    if (handled.current === location.key) return;
    handled.current = location.key;

    const login = query.get('login') === 'true';
    const action = query.get('action') || undefined;
    const decodedPath = login ? decodeLoginPath(query.get('path')) : null;
    const search = withoutHandledParameters(location.search);
    const currentPage = `${location.pathname}${search}${location.hash}`;

    if (query.has('newSession')) track('login');

    if (!isSignedIn && (login || action)) open({ landingPath: decodedPath ?? currentPage, action });
    if (isSignedIn && action && requireAction(action, { landingPath: currentPage })) {
      const workflow = workflowCreating(action);
      if (workflow) openWizard({ workflow });
      else resumeAction(action);
    }
    if (isSignedIn && decodedPath) {
      navigate(decodedPath, { replace: true });
      return;
    }
    navigate({ pathname: location.pathname, search, hash: location.hash }, { replace: true, preventScrollReset: true });
  }, [isLoading, isSignedIn, location, navigate, open, requireAction, resumeAction, openWizard]);

  return null;
}
