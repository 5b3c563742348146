import type { Queryable } from '../db/db.js';
import type { UpstreamProviderId } from './upstream-providers.js';

/** How long a person has at the upstream provider before the answer is refused (the interaction lasts an hour). */
export const UPSTREAM_SIGN_IN_MINUTES = 30;

export interface PendingUpstreamSignIn {
  state: string;
  provider: UpstreamProviderId;
  interactionUid: string;
  nonce: string;
  codeVerifier: string;
  tab: 'signin' | 'signup';
}

/** Records a sign-in sent upstream, and forgets those long abandoned. */
export async function savePendingSignIn(db: Queryable, pending: PendingUpstreamSignIn): Promise<void> {
  await db.query(`DELETE FROM upstream_sign_ins WHERE created_at < now() - make_interval(mins => $1)`, [UPSTREAM_SIGN_IN_MINUTES]);
  await db.query(
    'INSERT INTO upstream_sign_ins (state, provider, interaction_uid, nonce, code_verifier, tab) VALUES ($1, $2, $3, $4, $5, $6)',
    [pending.state, pending.provider, pending.interactionUid, pending.nonce, pending.codeVerifier, pending.tab],
  );
}

interface PendingRow {
  state: string;
  provider: UpstreamProviderId;
  interaction_uid: string;
  nonce: string;
  code_verifier: string;
  tab: 'signin' | 'signup';
}

const toPending = (row: PendingRow): PendingUpstreamSignIn => ({
  state: row.state,
  provider: row.provider,
  interactionUid: row.interaction_uid,
  nonce: row.nonce,
  codeVerifier: row.code_verifier,
  tab: row.tab,
});

/** The pending sign-in with this state, still in time, without using it up (the callback only looks where to go). */
export async function peekPendingSignIn(db: Queryable, provider: UpstreamProviderId, state: string): Promise<PendingUpstreamSignIn | null> {
  const [row] = await db.query<PendingRow>(
    `SELECT * FROM upstream_sign_ins WHERE state = $1 AND provider = $2 AND created_at >= now() - make_interval(mins => $3)`,
    [state, provider, UPSTREAM_SIGN_IN_MINUTES],
  );
  return row ? toPending(row) : null;
}

/** Uses up the pending sign-in of this state and interaction: an answer is taken once, by the browser that asked. */
export async function takePendingSignIn(
  db: Queryable,
  provider: UpstreamProviderId,
  state: string,
  interactionUid: string,
): Promise<PendingUpstreamSignIn | null> {
  const [row] = await db.query<PendingRow>(
    `DELETE FROM upstream_sign_ins WHERE state = $1 AND provider = $2 AND interaction_uid = $3
     AND created_at >= now() - make_interval(mins => $4) RETURNING *`,
    [state, provider, interactionUid, UPSTREAM_SIGN_IN_MINUTES],
  );
  return row ? toPending(row) : null;
}
