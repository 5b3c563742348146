import { BACKEND_UNAVAILABLE, BACKEND_UNAVAILABLE_MESSAGE, ErrorState, isApiError } from '@x4i/shared';

export interface LoadErrorProps {
  error: unknown;
  onRetry(): void;
}

/**
 * The data could not be loaded: say so and offer to try again. While the backend is starting (importing its data)
 * its own message says how long to wait; any other failure reads the same to a user.
 */
export function LoadError({ error, onRetry }: LoadErrorProps) {
  const message = isApiError(error, BACKEND_UNAVAILABLE) ? error.message : BACKEND_UNAVAILABLE_MESSAGE;
  return <ErrorState message={message} onRetry={onRetry} />;
}
