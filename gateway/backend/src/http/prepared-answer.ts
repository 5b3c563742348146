import type { Request, Response } from 'express';
import type { PreparedAnswer } from '../prepared/prepared-answer.js';

// The gateway reads the answer's shape and its ETag from here too (the package's ./http/prepared-answer export).
export { etagOf, type PreparedAnswer } from '../prepared/prepared-answer.js';

/**
 * Sends a prepared answer in the best encoding the client takes, with its length, or 304 to a client that holds
 * this version of an answer that exists (never for a 404).
 */
export function sendPreparedAnswer(req: Request, res: Response, answer: PreparedAnswer): void {
  res.vary('Accept-Encoding');
  res.setHeader('ETag', answer.etag);
  if (res.statusCode === 200 && req.fresh) {
    res.status(304).end();
    return;
  }
  res.type(answer.type);
  // Brotli whenever it is there and taken (browsers list gzip first, with the same weight).
  const encoding = answer.br && req.acceptsEncodings('br') === 'br' ? 'br' : req.acceptsEncodings('gzip') === 'gzip' ? 'gzip' : undefined;
  const body = encoding === 'br' ? answer.br! : encoding === 'gzip' ? answer.gzip : answer.plain;
  if (encoding) res.setHeader('Content-Encoding', encoding);
  // With its length known the answer goes out in one piece, not as chunks (the compression middleware, which
  // leaves an answer with its encoding set alone, sends the headers before the body, so Node cannot count it).
  res.setHeader('Content-Length', body.length);
  res.end(body);
}
