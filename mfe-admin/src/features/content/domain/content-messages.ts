import { CONTENT_TYPES, type ContentType } from '@x4i/shared/domain';

/** The content page's words: the item's title fills the gap, as in the other admin messages. */

export const contentUnpublishedMessage = (title: string) => `${title} has been unpublished. Only the team can see it now.`;
export const contentPublishedMessage = (title: string) => `${title} has been published again.`;
export const contentDeletedMessage = (title: string) => `${title} has been deleted.`;

/** The failure of an unpublish, a publish or a delete. */
export const CONTENT_REQUEST_FAILED_MESSAGE = 'Oops. We could not complete your request.';

/** A content type as one item of it is named ('Solution'), from the directory's plural names. */
export function contentTypeName(contentType: ContentType): string {
  const plural = CONTENT_TYPES.find((entry) => entry.contentType === contentType)?.displayName ?? contentType;
  return plural.endsWith('s') ? plural.slice(0, -1) : plural;
}

/** What deleting takes with it, said before the team confirms. */
export function deletionConsequences(title: string): string[] {
  return [
    `${title} is removed from the directory for good: it cannot be published again.`,
    'Its votes, follows, state votes and shares are deleted with it.',
    'A record of it (title, type, who deleted it, when and why) stays in Deleted content.',
  ];
}

/** The line above the list: how many items, and how many are shown. */
export function contentStatusText(shown: number, total: number, q: string): string {
  if (total === 0) return q.trim() ? `No item’s title holds “${q.trim()}”.` : 'The directory has no items.';
  if (shown === total) return `${total} ${total === 1 ? 'item' : 'items'}.`;
  return `Showing ${shown} of ${total} items: search by title to narrow them.`;
}
