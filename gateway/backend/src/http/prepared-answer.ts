import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';

/**
 * An answer serialised and compressed once, sent many times: the backend's kept JSON answers and the gateway's
 * pages for visitors without a session. Brotli where it is worth making (pages go straight to browsers; JSON
 * answers go through the gateway, which passes gzip on as is).
 */
export interface PreparedAnswer {
  type: 'json' | 'html';
  plain: Buffer;
  gzip: Buffer;
  br?: Buffer;
  etag: string;
}

/** A strong ETag from the answer's bytes. */
export function etagOf(content: Buffer | string): string {
  return `"${createHash('sha1').update(content).digest('base64url')}"`;
}

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
