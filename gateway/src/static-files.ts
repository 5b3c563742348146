import path from 'node:path';
import express, { type RequestHandler, type Response } from 'express';

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

/** Static files with the cache policy above; never serves directory indexes, never redirects to a trailing slash. */
export function serveStaticFiles(dir: string, options: { exclude?: (urlPath: string) => boolean } = {}): RequestHandler {
  const serve = express.static(dir, {
    index: false,
    redirect: false,
    dotfiles: 'ignore',
    fallthrough: true,
    setHeaders: (res: Response, filePath: string) => {
      res.setHeader('Cache-Control', cacheControlFor(filePath));
    },
  });
  const { exclude } = options;
  if (!exclude) return serve;
  return (req, res, next) => (exclude(req.path) ? next() : serve(req, res, next));
}
