import { createHash } from 'node:crypto';

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
