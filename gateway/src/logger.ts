import type { Logger as PinoLogger } from 'pino';
import { createPinoLogger, routeConsoleTo } from '@x4i/backend/observability';

/** The gateway's log sink. Details that are objects become fields of the line; an Error becomes `err`. */
export interface Logger {
  info(message: string, ...details: unknown[]): void;
  warn(message: string, ...details: unknown[]): void;
  error(message: string, ...details: unknown[]): void;
}

export interface ProcessLogger extends Logger {
  /** For the request log, which writes through pino itself. */
  readonly pino: PinoLogger;
}

function fieldsOf(details: unknown[]): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  const others: unknown[] = [];
  for (const detail of details) {
    if (detail instanceof Error) fields.err = detail;
    else if (detail !== null && typeof detail === 'object') Object.assign(fields, detail);
    else if (detail !== undefined) others.push(detail);
  }
  if (others.length > 0) fields.details = others;
  return fields;
}

/**
 * JSON lines on standard output at LOG_LEVEL, each naming the process that wrote it (`gateway` or `backend`). The
 * process's console.* goes through it too: this is the logger of a whole process, created once in its entry.
 */
export function createLogger(service: string): ProcessLogger {
  const pino = createPinoLogger({ service });
  routeConsoleTo(pino);
  return {
    pino,
    info: (message, ...details) => pino.info(fieldsOf(details), message),
    warn: (message, ...details) => pino.warn(fieldsOf(details), message),
    error: (message, ...details) => pino.error(fieldsOf(details), message),
  };
}

export const silentLogger: Logger = { info() {}, warn() {}, error() {} };

export const isProcessLogger = (log: Logger): log is ProcessLogger => 'pino' in log;
