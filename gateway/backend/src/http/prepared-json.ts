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
  const body = gzip ? prepared.gzip : prepared.json;
  // With its length known the answer goes out in one piece, not as chunks (the compression middleware sends
  // the headers before the body, so Node cannot count it itself).
  res.setHeader('Content-Length', body.length);
  res.end(body);
}

/**
 * Answers kept beside the cached value they are made from, so they live as long as it does: when the cache drops
 * the value (an import), its answers go with it. `variant` tells apart answers made from one value (the query as
 * typed around one cached page of results, a report's state). At most `limit` are kept per value, the oldest
 * dropped first, so that a parameter with no end of spellings (a page number, a query's spaces) cannot grow them.
 */
function answersKeptBy<Value extends object, Answer>(limit: number) {
  const byValue = new WeakMap<Value, Map<string, Answer>>();
  return {
    answer(value: Value, variant: string, make: (forget: () => void) => Answer): Answer {
      let answers = byValue.get(value);
      if (!answers) byValue.set(value, (answers = new Map()));
      const cached = answers.get(variant);
      if (cached !== undefined) return cached;
      const kept = answers;
      const made = make(() => {
        if (kept.get(variant) === made) kept.delete(variant);
      });
      kept.set(variant, made);
      if (kept.size > limit) kept.delete(kept.keys().next().value!);
      return made;
    },
  };
}

/** Prepared answers: a cache hit costs a lookup, not a serialisation and a compression. */
export function preparedAnswers<Value extends object>(limit: number): (value: Value, variant: string, answer: () => unknown) => PreparedJson {
  const kept = answersKeptBy<Value, PreparedJson>(limit);
  return (value, variant, answer) => kept.answer(value, variant, () => prepareJson(answer()));
}

/**
 * As `preparedAnswers`, for answers made asynchronously (a report reads its tables and a query): requests that
 * ask for one answer at once share its making, and a failed one is not kept.
 */
export function preparedAsyncAnswers<Value extends object>(limit: number): (value: Value, variant: string, answer: () => Promise<unknown>) => Promise<PreparedJson> {
  const kept = answersKeptBy<Value, Promise<PreparedJson>>(limit);
  return (value, variant, answer) =>
    kept.answer(value, variant, (forget) => {
      const prepared = answer().then(prepareJson);
      prepared.catch(forget);
      return prepared;
    });
}
