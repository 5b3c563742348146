import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { etagOf, type PreparedAnswer } from '@x4i/backend/http/prepared-answer';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Pages for visitors without a session, kept compressed by their content's hash (sent with sendPreparedAnswer).
 * The same markup is reused for many visitors (recent-renderings.ts), but compressing 150 KB of HTML on the fly
 * took most of a page's 6 ms at the gateway, on the thread that also proxies every call. At most `limit` pages are
 * kept, the least recently sent dropped first. Compression runs off the main thread (zlib's thread pool).
 */
export function preparedPages(limit: number): (html: string) => Promise<PreparedAnswer> {
  const kept = new Map<string, Promise<PreparedAnswer>>();
  return (html) => {
    const etag = etagOf(html);
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

async function prepare(plain: Buffer, etag: string): Promise<PreparedAnswer> {
  const [br, gzipped] = await Promise.all([
    // Quality 5: within a few per cent of the on-the-fly answer's size, made once per page.
    brotli(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: plain.length } }),
    gzipAsync(plain),
  ]);
  return { type: 'html', plain, br, gzip: gzipped, etag };
}
