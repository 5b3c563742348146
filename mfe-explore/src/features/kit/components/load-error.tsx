import { BACKEND_UNAVAILABLE, BACKEND_UNAVAILABLE_MESSAGE, ErrorState, isApiError } from '@x4i/shared';

/** The data could not be loaded: say so and offer to try again (the backend's own message while it starts). */
export function LoadError({ error, onRetry }: { error: unknown; onRetry(): void }) {
  const message = isApiError(error, BACKEND_UNAVAILABLE) ? error.message : BACKEND_UNAVAILABLE_MESSAGE;
  return <ErrorState message={message} onRetry={onRetry} />;
}
