/**
 * Postgres error classes that mean the server is gone or refusing connections, not that the query was wrong:
 * shutting down or starting (57P0x), the connection lost (08xxx), or no connection slot free (53300).
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006', '53300']);
const UNAVAILABLE_NETWORK = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND']);
/** What the pg driver says when a connection dies under a query or a client is used after that. */
const UNAVAILABLE_MESSAGE = /Connection terminated|not queryable|timeout exceeded when trying to connect/i;

/**
 * True when an error says the database server cannot be reached right now (it restarts, fails over, or is away):
 * the pool connects again by itself on a later query, so the caller is told to retry rather than that we failed.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message, errors } = error as { code?: unknown; message?: unknown; errors?: unknown };
  if (typeof code === 'string' && (UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_NETWORK.has(code))) return true;
  // An AggregateError from connecting to every address of a host (IPv4 and IPv6).
  if (Array.isArray(errors) && errors.length > 0 && errors.every(isDatabaseUnavailable)) return true;
  return typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message);
}
