import type { ContentActionResponse } from '@x4i/shared/contracts';
import type { Db, Queryable } from '../../db/db.js';
import { NotFoundError } from '../../errors.js';
import type { ContentIndex } from '../content-index.js';
import { ZERO_COUNTERS, type ContentItem, type ItemCounters } from '../model.js';
import { loadCounters, loadStateVotes } from '../queries.js';

/**
 * Votes, follows, state votes and shares (SPEC 4 Votes and follows, 7.2). Each runs in one transaction that
 * locks the item's row, so that actions on one item queue up and the counters read at the end include every
 * earlier commit; the in-memory counters take them after the commit.
 */

export type ContentAction =
  | { kind: 'vote'; vote: boolean }
  | { kind: 'follow' }
  | { kind: 'unfollow' }
  | { kind: 'voteGeo'; states: string[] }
  | { kind: 'share'; source: string };

export const ITEM_NOT_FOUND_MESSAGE = 'There is no content with this id or slug.';

async function apply(tx: Queryable, itemId: string, accountId: string | null, action: ContentAction): Promise<void> {
  switch (action.kind) {
    case 'vote':
      await (action.vote
        ? tx.query('INSERT INTO content_votes (item_id, account_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [itemId, accountId])
        : tx.query('DELETE FROM content_votes WHERE item_id = $1 AND account_id = $2', [itemId, accountId]));
      return;
    case 'follow':
      await tx.query('INSERT INTO content_follows (item_id, account_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [itemId, accountId]);
      return;
    case 'unfollow':
      await tx.query('DELETE FROM content_follows WHERE item_id = $1 AND account_id = $2', [itemId, accountId]);
      return;
    case 'voteGeo':
      await tx.query('DELETE FROM content_state_votes WHERE item_id = $1 AND account_id = $2', [itemId, accountId]);
      if (action.states.length > 0) {
        await tx.query('INSERT INTO content_state_votes (item_id, account_id, state) SELECT $1, $2, unnest($3::text[])', [itemId, accountId, action.states]);
      }
      return;
    case 'share':
      await tx.query('INSERT INTO content_shares (item_id, source, account_id) VALUES ($1, $2, $3)', [itemId, action.source, accountId]);
      return;
  }
}

/** Runs the action for the account (null: an anonymous share) and answers the item's counters and the user's flags. */
export async function runContentAction(
  db: Db,
  index: ContentIndex,
  item: ContentItem,
  accountId: string | null,
  action: ContentAction,
): Promise<ContentActionResponse> {
  const outcome = await db.transaction(async (tx) => {
    // An item unpublished since it was looked up takes no more votes, follows or shares.
    const [locked] = await tx.query('SELECT 1 FROM content_items WHERE id = $1 AND unpublished_at IS NULL FOR UPDATE', [item.id]);
    if (!locked) throw new NotFoundError('not_found', ITEM_NOT_FOUND_MESSAGE);
    await apply(tx, item.id, accountId, action);
    const counters: ItemCounters = (await loadCounters(tx, [item.id])).get(item.id) ?? { ...ZERO_COUNTERS };
    if (!accountId) return { counters, followed: false, userAssociated: false, stateVotes: [] as string[] };
    const [flags] = await tx.query<{ followed: boolean; voted: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM content_follows WHERE item_id = $1 AND account_id = $2) AS followed,
              EXISTS (SELECT 1 FROM content_votes WHERE item_id = $1 AND account_id = $2) AS voted`,
      [item.id, accountId],
    );
    return { counters, followed: flags!.followed, userAssociated: flags!.voted, stateVotes: await loadStateVotes(tx, accountId, item.id) };
  });
  index.setCounters(item.id, outcome.counters);
  const { counters } = outcome;
  return {
    votes: counters.votes,
    follows: counters.follows,
    orgsUseSolution: item.contentType === 'tech-solution' ? counters.orgsUseSolution : 0,
    shares: counters.shares,
    followed: outcome.followed,
    userAssociated: outcome.userAssociated,
    stateVotes: outcome.stateVotes.map((code) => code.toLowerCase()),
  };
}
