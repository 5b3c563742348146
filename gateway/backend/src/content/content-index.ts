import type { Badge } from '@x4i/shared/contracts';
import { isContentSlug } from '@x4i/shared/domain';
import type { Queryable } from '../db/db.js';
import { ZERO_COUNTERS, type ContentItem, type DirectoryContentType, type ItemCounters } from './model.js';
import { loadBadgeCatalogue, loadCounters, loadItems } from './queries.js';
import { TextIndex, type TextMatch } from './search/text-index.js';

/**
 * The directory in memory: every item, its counters and the full-text index, built from the database at start
 * and updated by the write paths after each commit. Reads (search, explore, a solution's page) need no query,
 * only the signed-in user's own flags do. Several backends on one Postgres server hear of each other's changes
 * from the database (CONTENT_CHANNEL in index.ts) and read the changed items again.
 *
 * Items the team unpublished are held apart (`unpublished`): every public read (find, all, ofType, match) sees
 * only published items, so no listing, search, count or page can show one by forgetting a filter. Only the team's
 * reads ask for them, through findForTeam and everything.
 */
export class ContentIndex {
  private readonly items = new Map<string, ContentItem>();
  private readonly idBySlug = new Map<string, string>();
  private readonly counters = new Map<string, ItemCounters>();
  private readonly unpublished = new Map<string, ContentItem>();
  private readonly text: TextIndex;
  private catalogue: Badge[];
  /** Bumped by every change; caches of derived answers (explore) compare it. */
  private changes = 0;

  private constructor(items: ContentItem[], counters: Map<string, ItemCounters>, badges: Badge[]) {
    for (const item of items) this.remember(item);
    for (const [id, value] of counters) this.counters.set(id, value);
    this.text = new TextIndex(items.filter((item) => !item.unpublishedAt));
    this.catalogue = badges;
  }

  static async load(db: Queryable): Promise<ContentIndex> {
    const [items, counters, badges] = await Promise.all([loadItems(db), loadCounters(db), loadBadgeCatalogue(db)]);
    return new ContentIndex(items, counters, badges);
  }

  /** An index over given items, for tests of the pure search and explore code. */
  static fromItems(items: ContentItem[], counters: Map<string, ItemCounters> = new Map(), badges: Badge[] = []): ContentIndex {
    return new ContentIndex(items, counters, badges);
  }

  get version(): number {
    return this.changes;
  }

  /** Files the item as published or unpublished; true when it is published. */
  private remember(item: ContentItem): boolean {
    const previous = this.items.get(item.id);
    if (previous) this.idBySlug.delete(previous.slug);
    if (item.unpublishedAt) {
      this.items.delete(item.id);
      this.unpublished.set(item.id, item);
      return false;
    }
    this.unpublished.delete(item.id);
    this.items.set(item.id, item);
    this.idBySlug.set(item.slug, item.id);
    return true;
  }

  /** An item by its id or its slug. */
  find(idOrSlug: string): ContentItem | undefined {
    const key = idOrSlug.trim();
    if (isContentSlug(key)) {
      const id = this.idBySlug.get(key);
      return id ? this.items.get(id) : undefined;
    }
    return this.items.get(key.toLowerCase());
  }

  /** A published or unpublished item by its id or slug: for the team only. */
  findForTeam(idOrSlug: string): ContentItem | undefined {
    const found = this.find(idOrSlug);
    if (found) return found;
    const key = idOrSlug.trim().toLowerCase();
    for (const item of this.unpublished.values()) if (item.id === key || item.slug === key) return item;
    return undefined;
  }

  /** Every item, the unpublished ones too: for the team only. */
  everything(): ContentItem[] {
    return [...this.items.values(), ...this.unpublished.values()];
  }

  all(): IterableIterator<ContentItem> {
    return this.items.values();
  }

  ofType(contentType: DirectoryContentType): ContentItem[] {
    return [...this.items.values()].filter((item) => item.contentType === contentType);
  }

  countersOf(id: string): ItemCounters {
    return this.counters.get(id) ?? ZERO_COUNTERS;
  }

  match(text: string, contentType: DirectoryContentType): TextMatch[] {
    return this.text.match(text, contentType);
  }

  badges(): readonly Badge[] {
    return this.catalogue;
  }

  /** After a committed create or update. */
  put(item: ContentItem): void {
    if (this.remember(item)) this.text.put(item);
    else this.text.remove(item.id);
    this.changes += 1;
  }

  /** After a committed delete. */
  remove(id: string): void {
    const item = this.items.get(id) ?? this.unpublished.get(id);
    if (!item) return;
    this.items.delete(id);
    this.unpublished.delete(id);
    this.idBySlug.delete(item.slug);
    this.counters.delete(id);
    this.text.remove(id);
    this.changes += 1;
  }

  /** The ids of every item held. */
  ids(): string[] {
    return [...this.items.keys(), ...this.unpublished.keys()];
  }

  /** After a committed vote, follow, state vote or share. */
  setCounters(id: string, counters: ItemCounters): void {
    this.counters.set(id, counters);
    this.changes += 1;
  }
}
