import { TEAM_PERMISSION } from '@x4i/shared/domain';
import type { Response } from 'express';
import type { Queryable } from '../../db/db.js';
import { currentUser } from '../../identity/current-user.js';
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

/**
 * The item a page asks for: a published one for everyone, and for the team an unpublished one too (so it can be
 * checked and published again); anyone else gets the same 404 as for an item that never existed.
 */
export async function pageItemOr404(index: ContentIndex, db: Queryable, res: Response, idOrSlug: string | string[] | undefined, message = CONTENT_NOT_FOUND_MESSAGE): Promise<ContentItem> {
  const key = typeof idOrSlug === 'string' && idOrSlug ? idOrSlug : undefined;
  const published = key ? index.find(key) : undefined;
  if (published) return published;
  const hidden = key && subjectOf(res) ? index.findForTeam(key) : undefined;
  if (hidden && (await currentUser(db, res)).user.permissions.includes(TEAM_PERMISSION)) return hidden;
  throw new HttpError(404, 'not_found', message);
}
