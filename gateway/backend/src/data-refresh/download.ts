import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';

/** What the publisher said of the file in use, sent back so an unchanged file is not sent again. */
export interface Validators {
  etag: string | null;
  lastModified: string | null;
}

export type DownloadStart =
  | { kind: 'not-modified' }
  | { kind: 'missing'; status: number }
  | { kind: 'body'; validators: Validators; vintage: string; expectedBytes: number | null; download: Download };

/** A file's bytes as they arrive: read text once, then ask for what was stored. */
export interface Download {
  /** The text, decoded as it streams; the same bytes are written to the staging file and hashed. */
  text: AsyncIterable<string>;
  /** After the text is read whole: the staged file's checksum and size. Throws if it was cut short. */
  finish(): Promise<{ sha256: string; bytes: number; stagedAt: string }>;
  /** Stops reading and removes the partial file. */
  abandon(): Promise<void>;
}

export interface DownloadOptions {
  stagingDir: string;
  signal?: AbortSignal;
  /** A connection that sends nothing for this long fails (default 60 s). */
  idleMs?: number;
  now?: () => Date;
}

export class DownloadError extends Error {}

/** The day of a Last-Modified date, else today: the file's vintage. */
function vintageOf(lastModified: string | null, now: Date): string {
  const date = lastModified ? new Date(lastModified) : null;
  return (date && !Number.isNaN(date.getTime()) ? date : now).toISOString().slice(0, 10);
}

function describe(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (error as Error).message;
}

/**
 * Asks for a file with a conditional request, and streams a new one to `<stagingDir>/<fileName>.part` while it is
 * hashed and handed over as text: nothing holds the whole file in memory. The staged file is renamed to its name
 * once complete, so a staged file with no `.part` is always whole.
 */
export async function startDownload(url: string, fileName: string, previous: Validators, options: DownloadOptions): Promise<DownloadStart> {
  const { stagingDir, signal, idleMs = 60_000, now = () => new Date() } = options;
  const headers: Record<string, string> = { 'accept-encoding': 'gzip', 'user-agent': 'X4I data refresh' };
  if (previous.etag) headers['if-none-match'] = previous.etag;
  if (previous.lastModified) headers['if-modified-since'] = previous.lastModified;
  const idle = new AbortController();
  const abort = signal ? AbortSignal.any([signal, idle.signal]) : idle.signal;
  let timer = setTimeout(() => idle.abort(new DownloadError(`no answer in ${idleMs / 1000} s`)), idleMs);
  let response: Response;
  try {
    response = await fetch(url, { headers, signal: abort, redirect: 'follow' });
  } catch (error) {
    clearTimeout(timer);
    if (signal?.aborted) throw signal.reason;
    throw new DownloadError(`could not reach ${new URL(url).host}: ${describe(error)}`, { cause: error });
  }
  if (response.status === 304) {
    clearTimeout(timer);
    return { kind: 'not-modified' };
  }
  if (response.status === 404 || response.status === 410) {
    clearTimeout(timer);
    await response.body?.cancel();
    return { kind: 'missing', status: response.status };
  }
  if (!response.ok || !response.body) {
    clearTimeout(timer);
    await response.body?.cancel();
    throw new DownloadError(`the server answered HTTP ${response.status}`);
  }

  await mkdir(stagingDir, { recursive: true });
  const staged = path.join(stagingDir, fileName);
  const partial = `${staged}.part`;
  const hash = createHash('sha256');
  let bytes = 0;
  const length = Number(response.headers.get('content-length'));
  // fetch undoes a gzip transfer encoding, so the length the server announced is only comparable without one.
  const expectedBytes = Number.isFinite(length) && length > 0 && !response.headers.get('content-encoding') ? length : null;
  const text = new PassThrough();
  text.setEncoding('utf8');
  const file = createWriteStream(partial);
  const body = Readable.fromWeb(response.body as unknown as WebReadableStream<Uint8Array>);
  const stalled = () => idle.abort(new DownloadError(`the download stalled: no data for ${idleMs / 1000} s`));
  // One reader of the body, two writers: the staged file and the parser's text, each waited for when full, so the
  // parser's pace (the database's) paces the download and nothing is buffered without bound.
  const flowing = (async () => {
    try {
      for await (const chunk of body as AsyncIterable<Buffer>) {
        clearTimeout(timer);
        timer = setTimeout(stalled, idleMs);
        hash.update(chunk);
        bytes += chunk.length;
        if (!file.write(chunk)) await once(file, 'drain', { signal: idle.signal });
        if (!text.write(chunk)) await once(text, 'drain', { signal: idle.signal });
      }
    } catch (error) {
      const reason = idle.signal.aborted ? idle.signal.reason : signal?.aborted ? signal.reason : new DownloadError(`the download was cut short: ${describe(error)}`, { cause: error });
      text.destroy(reason as Error);
      file.destroy();
      throw reason;
    }
    text.end();
    await new Promise<void>((resolve, reject) => file.end((error?: Error | null) => (error ? reject(error) : resolve())));
  })();
  flowing.catch(() => undefined);
  const clear = () => clearTimeout(timer);

  return {
    kind: 'body',
    validators: { etag: response.headers.get('etag'), lastModified: response.headers.get('last-modified') },
    vintage: vintageOf(response.headers.get('last-modified'), now()),
    expectedBytes,
    download: {
      text,
      async finish() {
        try {
          await flowing;
        } finally {
          clear();
        }
        if (expectedBytes !== null && bytes !== expectedBytes) {
          throw new DownloadError(`the download was cut short: ${bytes} of ${expectedBytes} bytes`);
        }
        await rename(partial, staged);
        return { sha256: hash.digest('hex'), bytes, stagedAt: now().toISOString() };
      },
      async abandon() {
        clear();
        idle.abort(new DownloadError('abandoned'));
        await flowing.catch(() => undefined);
        await rm(partial, { force: true });
      },
    },
  };
}
