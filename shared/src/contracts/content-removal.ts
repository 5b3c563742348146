import type { ContentType } from '../domain/content-types.js';

/**
 * The team's calls that take content off the directory: unpublish, publish again, delete with a record. Team only
 * on the server (401 signed out, 403 for anyone else); the backend builds exactly these and mfe-admin reads them.
 *
 *   GET  /admin/content?q=             ManagedContentList: items whose title holds q, unpublished ones too
 *   POST /admin/content/:id/unpublish  ManagedContentItem: hidden from every public read
 *   POST /admin/content/:id/publish    ManagedContentItem: listed again
 *   POST /admin/content/:id/delete     ContentDeleteRequest → RemovedContentRecord; 400 unless the title matches
 *   GET  /admin/content/removed        RemovedContentList: the records of deleted items, newest first
 */

/** One directory item as the team's content page lists it. */
export interface ManagedContentItem {
  id: string;
  slug: string;
  contentType: ContentType;
  title: string;
  /** The item's page, where the team can still open it while it is unpublished. */
  url: string;
  demo: boolean;
  /** ISO time it was unpublished, or null while it is published. */
  unpublishedAt: string | null;
}

export interface ManagedContentList {
  items: ManagedContentItem[];
  /** How many match; at most MANAGED_CONTENT_LIMIT are sent. */
  total: number;
}

/** Items sent by one GET /admin/content: the search by title narrows the rest. */
export const MANAGED_CONTENT_LIMIT = 100;

/** POST /admin/content/:id/delete: the item's exact title, typed to confirm, and why (optional). */
export interface ContentDeleteRequest {
  title: string;
  reason?: string;
}

/** What was deleted, by whom and when, kept for the team. */
export interface RemovedContentRecord {
  id: string;
  contentType: ContentType;
  title: string;
  slug: string;
  removedBy: { email: string; name: string } | null;
  removedAt: string;
  reason: string | null;
  /** The votes, follows, state votes and shares deleted with it. */
  removed: { votes: number; follows: number; stateVotes: number; shares: number };
}

export interface RemovedContentList {
  records: RemovedContentRecord[];
}
