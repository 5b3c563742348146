import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the test publisher answers for one file. */
export interface PublishedFile {
  body: Buffer | string;
  lastModified?: string;
  /** Answer with this status instead (500, 503...). */
  status?: number;
  /** Announce the whole length but send only this many bytes, then close the connection. */
  cutAfter?: number;
  /** Send the body in chunks of 64 KB, this long apart: a large file that takes a while, as over a real network. */
  chunkDelayMs?: number;
}

/**
 * A publisher on loopback in the IRS's layout: files by name, with ETag and Last-Modified, answering conditional
 * requests with 304. A file not published answers 404. Tests change `files` between refreshes and read `requests`.
 */
export interface IrsSourceServer {
  url: string;
  files: Map<string, PublishedFile>;
  /** Each request: the file, its method, and whether it came back 304. */
  requests: { file: string; method: string; status: number }[];
  /** Bytes of each file's bodies sent so far. */
  sent: Map<string, number>;
  close(): Promise<void>;
}

const etagOf = (body: Buffer | string) => `"${createHash('sha256').update(body).digest('hex').slice(0, 16)}"`;

export async function startIrsSourceServer(files: Record<string, PublishedFile> = {}): Promise<IrsSourceServer> {
  const published = new Map(Object.entries(files));
  const requests: IrsSourceServer['requests'] = [];
  const sent = new Map<string, number>();
  const count = (file: string, bytes: number) => sent.set(file, (sent.get(file) ?? 0) + bytes);
  const server: Server = createServer((req, res) => {
    const file = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname.split('/').pop() ?? '');
    const entry = published.get(file);
    const answer = (status: number) => requests.push({ file, method: req.method ?? 'GET', status });
    if (!entry) {
      answer(404);
      res.writeHead(404).end('Not found');
      return;
    }
    if (entry.status) {
      answer(entry.status);
      res.writeHead(entry.status).end('Server error');
      return;
    }
    const body = Buffer.from(entry.body);
    const etag = etagOf(body);
    const lastModified = entry.lastModified ?? 'Sun, 08 Nov 2026 10:00:00 GMT';
    if (req.headers['if-none-match'] === etag) {
      answer(304);
      res.writeHead(304, { etag, 'last-modified': lastModified }).end();
      return;
    }
    answer(200);
    res.writeHead(200, { 'content-type': 'text/csv', 'content-length': body.length, etag, 'last-modified': lastModified });
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    if (entry.cutAfter !== undefined) {
      count(file, entry.cutAfter);
      res.write(body.subarray(0, entry.cutAfter), () => res.destroy());
      return;
    }
    if (entry.chunkDelayMs !== undefined) {
      const delay = entry.chunkDelayMs;
      let at = 0;
      const next = () => {
        if (res.destroyed) return;
        const chunk = body.subarray(at, at + 65_536);
        at += chunk.length;
        count(file, chunk.length);
        if (at >= body.length) res.end(chunk);
        else res.write(chunk, () => setTimeout(next, delay));
      };
      next();
      return;
    }
    count(file, body.length);
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/pub/irs-soi/`,
    files: published,
    requests,
    sent,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
