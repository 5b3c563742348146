import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { Request, Response } from 'express';

/** A JSON answer serialised and compressed once, sent many times. */
export interface PreparedJson {
  json: Buffer;
  gzip: Buffer;
  etag: string;
}

export function prepareJson(value: unknown): PreparedJson {
  const json = Buffer.from(JSON.stringify(value));
  return { json, gzip: gzipSync(json), etag: `"${createHash('sha1').update(json).digest('base64url')}"` };
}

/**
 * Sends a prepared answer: gzip to a client that takes it (the gateway passes it on as is), the plain bytes
 * otherwise, 304 to a client that holds this version.
 */
export function sendPreparedJson(req: Request, res: Response, prepared: PreparedJson): void {
  res.vary('Accept-Encoding');
  res.setHeader('ETag', prepared.etag);
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  res.type('application/json');
  const gzip = req.acceptsEncodings('gzip') === 'gzip';
  if (gzip) res.setHeader('Content-Encoding', 'gzip');
  res.end(gzip ? prepared.gzip : prepared.json);
}

/**
 * Prepared answers that live as long as the cached value they are made from: a cache hit costs a lookup, not a
 * serialisation and a compression, and when the cache drops the value (an import), its answers go with it.
 * `variant` tells apart answers made from one value (the query as typed, around one cached page of results).
 */
export function preparedAnswers<Value extends object>(): (value: Value, variant: string, answer: () => unknown) => PreparedJson {
  const byValue = new WeakMap<Value, Map<string, PreparedJson>>();
  return (value, variant, answer) => {
    let answers = byValue.get(value);
    if (!answers) byValue.set(value, (answers = new Map()));
    let prepared = answers.get(variant);
    if (!prepared) answers.set(variant, (prepared = prepareJson(answer())));
    return prepared;
  };
}

/**
 * As `preparedAnswers`, for answers made asynchronously (a report reads its tables and a query): requests that
 * ask for one answer at once share its making, and a failed one is not kept. At most `limit` answers are kept per
 * value, the oldest dropped first, so that an address with an open-ended parameter (a page number) cannot grow
 * the cache without end.
 */
export function preparedAsyncAnswers<Value extends object>(limit: number): (value: Value, variant: string, answer: () => Promise<unknown>) => Promise<PreparedJson> {
  const byValue = new WeakMap<Value, Map<string, Promise<PreparedJson>>>();
  return (value, variant, answer) => {
    let answers = byValue.get(value);
    if (!answers) byValue.set(value, (answers = new Map()));
    const cached = answers.get(variant);
    if (cached) return cached;
    const kept = answers;
    const prepared = answer().then(prepareJson);
    kept.set(variant, prepared);
    prepared.catch(() => {
      if (kept.get(variant) === prepared) kept.delete(variant);
    });
    if (kept.size > limit) kept.delete(kept.keys().next().value!);
    return prepared;
  };
}
