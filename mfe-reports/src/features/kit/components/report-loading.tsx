import { BACKEND_UNAVAILABLE, BACKEND_UNAVAILABLE_MESSAGE, ErrorState, isApiError, Spinner } from '@x4i/shared';

/**
 * What a report page shows before its data: a spinner, or the failure with a retry. A refusal (4xx) or the
 * backend's own 'not ready' says its message; any other failure says the backend is unavailable, never a stack.
 */
export function ReportLoading({ error, onRetry, label }: { error: unknown; onRetry(): void; label: string }) {
  if (!error) return <Spinner label={label} />;
  const said = isApiError(error, BACKEND_UNAVAILABLE) || (isApiError(error) && error.status < 500);
  return <ErrorState message={said && isApiError(error) ? error.message : BACKEND_UNAVAILABLE_MESSAGE} onRetry={onRetry} />;
}
