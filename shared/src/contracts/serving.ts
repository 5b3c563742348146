/**
 * Between the builds and the gateway: which built files are also written brotli-compressed beside themselves
 * (`<file>.br`, at the highest level, once), so that the gateway can send that copy instead of compressing.
 */
export const PRECOMPRESSED_FILE = /\.(js|css|json|svg)$/;
export const BROTLI_SUFFIX = '.br';

/**
 * Between the gateway and the backend: how long the backend keeps an idle connection open. The gateway keeps its
 * connections for less, so it never sends on a connection the backend is closing.
 */
export const BACKEND_KEEP_ALIVE_MS = 60_000;
