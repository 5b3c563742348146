import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Request, Response } from 'express';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** A page's HTML compressed once, sent to every visitor it is the same for. */
export interface PreparedPage {
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

/**
 * Pages for visitors without a session, kept compressed by their content's hash. The same markup is reused for
 * many visitors (recent-renderings.ts), but compressing 150 KB of HTML on the fly took most of a page's 6 ms at the
 * gateway, on the thread that also proxies every call. At most `limit` pages are kept, the least recently sent
 * dropped first. Compression runs off the main thread (zlib's thread pool).
 */
export function preparedPages(limit: number): (html: string) => Promise<PreparedPage> {
  const kept = new Map<string, Promise<PreparedPage>>();
  return (html) => {
    const etag = `"${createHash('sha1').update(html).digest('base64url')}"`;
    let page = kept.get(etag);
    if (page) kept.delete(etag);
    else {
      page = prepare(Buffer.from(html), etag);
      page.catch(() => kept.get(etag) === page && kept.delete(etag));
    }
    kept.set(etag, page);
    if (kept.size > limit) kept.delete(kept.keys().next().value!);
    return page;
  };
}

async function prepare(html: Buffer, etag: string): Promise<PreparedPage> {
  const [br, gzipped] = await Promise.all([
    // Quality 5: within a few per cent of the on-the-fly answer's size, made once per page.
    brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: html.length } }),
    gzipAsync(html),
  ]);
  return { html, br, gzip: gzipped, etag };
}

/**
 * Sends a prepared page in the encoding the browser takes (the compression middleware leaves an answer with its
 * encoding set alone), or 304 to a browser that holds this version of a page that exists.
 */
export function sendPreparedPage(req: Request, res: Response, page: PreparedPage): void {
  res.vary('Accept-Encoding');
  res.setHeader('ETag', page.etag);
  if (res.statusCode === 200 && req.fresh) {
    res.status(304).end();
    return;
  }
  res.type('html');
  // Brotli whenever it is taken (browsers list gzip first, with the same weight).
  const encoding = req.acceptsEncodings('br') === 'br' ? 'br' : req.acceptsEncodings('gzip') === 'gzip' ? 'gzip' : 'identity';
  const body = encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.html;
  if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', body.length);
  res.end(body);
}
