import { format } from 'node:util';
import { pino, type DestinationStream, type Level, type Logger as PinoLogger } from 'pino';

/** What the product writes to its log: one JSON object a line, with these fields beside pino's own. */
export type LogFields = Record<string, unknown>;

/** The backend's log sink: a message and, for a line about one request, its fields (`requestId`, `err`). */
export type Log = (message: string, fields?: LogFields) => void;

export const LOG_LEVELS: readonly Level[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace'];

/** LOG_LEVEL as pino knows it; anything else is reported by the caller and `info` is used. */
export function parseLogLevel(value: string | undefined): Level | undefined {
  if (value === undefined || value === '') return 'info';
  const level = value.trim().toLowerCase();
  return (LOG_LEVELS as readonly string[]).includes(level) ? (level as Level) : undefined;
}

export interface LoggerOptions {
  /** `gateway` or `backend`: each line says which process wrote it (both write to one stream). */
  service: string;
  /** Default: LOG_LEVEL, else info. */
  level?: string;
  /** Default: standard output. Tests give a stream to read. */
  destination?: DestinationStream;
}

/** Something shaped like an e-mail address. */
const EMAIL = /[^\s<>()"',;:@]+@[^\s<>()"',;:@]+\.[A-Za-z]{2,}/g;

/** Text for the log with any e-mail address in it replaced: a driver's or SMTP server's error may quote one. */
export const withoutEmails = (text: string): string => text.replace(EMAIL, '[e-mail]');

/**
 * Structured JSON logs. Nothing here copies a request's headers, body or query string into a line, so tokens,
 * cookies and passwords never reach the log whatever a route does; and a message or error that quotes an e-mail
 * address is written without it.
 */
export function createPinoLogger({ service, level = process.env.LOG_LEVEL, destination }: LoggerOptions): PinoLogger {
  const parsed = parseLogLevel(level);
  const logger = pino(
    {
      level: parsed ?? 'info',
      base: { service },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      hooks: {
        logMethod(args, method) {
          method.apply(this, args.map((arg) => (typeof arg === 'string' ? withoutEmails(arg) : arg)) as Parameters<typeof method>);
        },
      },
      serializers: {
        err: (error: Error) => {
          const serialized = pino.stdSerializers.err(error);
          return { ...serialized, message: withoutEmails(serialized.message), stack: withoutEmails(serialized.stack) };
        },
      },
    },
    destination ?? bufferedStandardOutput(),
  );
  if (!parsed) logger.warn(`LOG_LEVEL "${level}" is not one of ${LOG_LEVELS.join(', ')}; logging at info`);
  return logger;
}

/** Bytes of log lines gathered before one write, and the longest a line waits for its write. */
const LOG_BUFFER_BYTES = 8 * 1024;
const LOG_FLUSH_MS = 1000;

/**
 * Standard output, written in batches: a write per line (one per request at the gateway) took a tenth of the page
 * server's thread under load. Lines wait at most LOG_FLUSH_MS, and pino writes what is left when the process exits,
 * however it exits but a kill -9.
 */
function bufferedStandardOutput(): DestinationStream {
  const destination = pino.destination({ sync: false, minLength: LOG_BUFFER_BYTES });
  setInterval(() => destination.flush(), LOG_FLUSH_MS).unref();
  return destination;
}

/** A Log that writes to a pino logger at `info`, or at `error` when the fields carry an error. */
export function logTo(logger: PinoLogger): Log {
  return (message, fields) => (fields?.err ? logger.error(fields, message) : logger.info(fields ?? {}, message));
}

/**
 * Sends what libraries print with console.* (a runtime's warnings, a provider's notices) through the log, so that
 * every line a process writes is JSON with a level.
 */
export function routeConsoleTo(logger: PinoLogger): void {
  console.log = (...args: unknown[]) => logger.info(format(...args));
  console.info = (...args: unknown[]) => logger.info(format(...args));
  console.warn = (...args: unknown[]) => logger.warn(format(...args));
  console.error = (...args: unknown[]) => logger.error(format(...args));
  console.debug = (...args: unknown[]) => logger.debug(format(...args));
}
