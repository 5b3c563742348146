/**
 * How long the gateway keeps an idle connection to the backend open for the next request. The backend keeps its
 * side open longer (`BACKEND_KEEP_ALIVE_MS`), so the gateway never sends on a connection the backend is closing.
 */
export const IDLE_CONNECTION_MS = 30_000;
export const BACKEND_KEEP_ALIVE_MS = 2 * IDLE_CONNECTION_MS;
