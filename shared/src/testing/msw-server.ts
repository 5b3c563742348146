import type { RequestHandler } from 'msw';
import { setupServer, type SetupServer } from 'msw/node';
import { setApiErrorLogger } from '../api/api-client.js';
import { handlers } from './msw-handlers.js';

/**
 * Starts an MSW server for the test file that calls it (at the top level of the file): the default handlers plus
 * any given, reset after each test, and unhandled requests fail the test. The 'API call failed' log is silenced
 * meanwhile, since failing calls are what many tests are about.
 */
export function setupMswServer(...extraHandlers: RequestHandler[]): SetupServer {
  const server = setupServer(...extraHandlers, ...handlers);
  let restoreLogger: Parameters<typeof setApiErrorLogger>[0] | undefined;
  beforeAll(() => {
    server.listen({ onUnhandledRequest: 'error' });
    restoreLogger = setApiErrorLogger(() => {});
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => {
    server.close();
    if (restoreLogger) setApiErrorLogger(restoreLogger);
  });
  return server;
}

/** Collects the URLs of the requests the server sees, to assert what was (or was not) fetched. */
export function recordRequests(server: SetupServer): { urls: URL[]; clear(): void } {
  const urls: URL[] = [];
  server.events.on('request:start', ({ request }) => {
    urls.push(new URL(request.url));
  });
  return { urls, clear: () => urls.splice(0) };
}
