import type { Response } from 'express';
import type { JWTPayload } from 'jose';
import { HttpError } from '../../http/errors.js';
import type { ContentIndex } from '../content-index.js';
import type { ContentItem } from '../model.js';

/** The verified token's subject (optionalBearer or requireBearer ran first), or null when anonymous. */
export function subjectOf(res: Response): string | null {
  const token = res.locals.token as JWTPayload | undefined;
  return token?.sub ?? null;
}

/** Answers that depend on who asks are private; the others may be revalidated with their ETag. */
export function setReadCaching(res: Response, subject: string | null): void {
  res.setHeader('Vary', 'Authorization');
  res.setHeader('Cache-Control', subject ? 'private, no-store' : 'no-cache');
}

export const CONTENT_NOT_FOUND_MESSAGE = 'There is no content with this id or slug.';

/** The item named by :id (its id or its slug), or a 404. */
export function itemOr404(index: ContentIndex, idOrSlug: string | string[] | undefined, message = CONTENT_NOT_FOUND_MESSAGE): ContentItem {
  const item = typeof idOrSlug === 'string' && idOrSlug ? index.find(idOrSlug) : undefined;
  if (!item) throw new HttpError(404, 'not_found', message);
  return item;
}
