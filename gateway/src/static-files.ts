import path from 'node:path';
import express, { type RequestHandler, type Response } from 'express';
import { BROTLI_SUFFIX, PRECOMPRESSED_FILE } from '@x4i/shared/contracts';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';

/**
 * True when the file name carries a content hash (`123.a1b2c3d4e5f6.js`, `montserrat-latin.0f3a9c1d.woff2`):
 * such a file never changes under its name, so browsers and CDNs may keep it for a year.
 */
export function isHashedFileName(fileName: string): boolean {
  return /[._-][0-9a-f]{8,}\.[a-z0-9]+(\.map)?$/i.test(path.basename(fileName));
}

export function cacheControlFor(fileName: string): string {
  return isHashedFileName(fileName) ? IMMUTABLE : NO_CACHE;
}

/** `/main.js?v=1` → `/main.js.br?v=1` */
function withBrotliSuffix(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url + BROTLI_SUFFIX : url.slice(0, query) + BROTLI_SUFFIX + url.slice(query);
}

/**
 * Static files with the cache policy above; never serves directory indexes, never redirects to a trailing slash.
 * A browser that accepts brotli gets the build's precompressed copy of a script, style sheet or JSON file when
 * there is one (the on-the-fly compression middleware leaves an encoded answer alone); without a copy, the file.
 */
export function serveStaticFiles(dir: string, options: { exclude?: (urlPath: string) => boolean } = {}): RequestHandler {
  const settings = { index: false, redirect: false, dotfiles: 'ignore', fallthrough: true } as const;
  const serve = express.static(dir, {
    ...settings,
    setHeaders: (res: Response, filePath: string) => {
      res.setHeader('Cache-Control', cacheControlFor(filePath));
    },
  });
  const serveBrotli = express.static(dir, {
    ...settings,
    setHeaders: (res: Response, filePath: string) => {
      const original = filePath.slice(0, -BROTLI_SUFFIX.length);
      res.setHeader('Cache-Control', cacheControlFor(original));
      res.setHeader('Content-Encoding', 'br');
      res.type(path.extname(original));
    },
  });
  const { exclude } = options;
  return (req, res, next) => {
    if (exclude?.(req.path)) return next();
    if (!PRECOMPRESSED_FILE.test(req.path)) return serve(req, res, next);
    res.vary('Accept-Encoding');
    if (req.acceptsEncodings('br') !== 'br') return serve(req, res, next);
    const url = req.url;
    req.url = withBrotliSuffix(url);
    serveBrotli(req, res, (error?: unknown) => {
      req.url = url;
      if (error) return next(error);
      serve(req, res, next);
    });
  };
}
