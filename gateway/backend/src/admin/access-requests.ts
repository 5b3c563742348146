import type { AccessRequest, AccessRequestGranted, AccessRequestStatus, RoleRuleCreate } from '@x4i/shared/contracts';
import type { Queryable } from '../db/db.js';
import { ConflictError, NotFoundError } from '../errors.js';
import { grantRule } from './role-rules.js';
import { isoTime as iso } from '../db/iso-time.js';

interface RequestRow {
  id: string;
  status: AccessRequestStatus;
  email: string | null;
  first_name: string;
  last_name: string;
  org_name: string;
  org_url: string;
  action_text: string;
  created_at: string;
  decided_at: string | null;
  decided_by: string | null;
  role_rule_id: string | null;
}


const SELECT = `SELECT q.id::text AS id, q.status, a.email, a.first_name, a.last_name, q.org_name, q.org_url, q.action_text,
    ${iso('q.created_at')} AS created_at, ${iso('q.decided_at')} AS decided_at, d.email AS decided_by, q.role_rule_id::text AS role_rule_id
  FROM role_requests q JOIN accounts a ON a.id = q.account_id LEFT JOIN accounts d ON d.id = q.decided_by`;

function toAccessRequest(row: RequestRow): AccessRequest {
  return {
    id: row.id,
    status: row.status,
    requester: { email: row.email, name: `${row.first_name} ${row.last_name}`.trim() },
    orgName: row.org_name,
    orgUrl: row.org_url,
    actionText: row.action_text,
    createdAt: row.created_at,
    decidedAt: row.decided_at,
    decidedBy: row.decided_by,
    roleRuleId: row.role_rule_id,
  };
}

/** Pending requests first, oldest first (the next to answer on top); then decided ones, latest first. */
export async function listAccessRequests(db: Queryable): Promise<AccessRequest[]> {
  const rows = await db.query<RequestRow>(
    `${SELECT} ORDER BY (q.status = 'PENDING') DESC, CASE WHEN q.status = 'PENDING' THEN q.created_at END ASC, q.decided_at DESC, q.created_at DESC, q.id`,
  );
  return rows.map(toAccessRequest);
}

async function findAccessRequest(db: Queryable, id: string): Promise<AccessRequest | null> {
  const [row] = await db.query<RequestRow>(`${SELECT} WHERE q.id = $1`, [id]);
  return row ? toAccessRequest(row) : null;
}

/** Locks the pending request; 404 for an unknown id, 409 when it is already decided. */
async function lockPending(tx: Queryable, id: string): Promise<void> {
  const [row] = await tx.query<{ status: AccessRequestStatus }>('SELECT status FROM role_requests WHERE id = $1 FOR UPDATE', [id]);
  if (!row) throw new NotFoundError('not_found', 'There is no such request.');
  if (row.status !== 'PENDING') throw new ConflictError('request_decided', `This request has already been ${row.status.toLowerCase()}.`);
}

/** Call inside a transaction: creates (or extends) the rule and marks the request granted by the team member. */
export async function grantAccessRequest(tx: Queryable, id: string, rule: RoleRuleCreate, deciderAccountId: string): Promise<AccessRequestGranted> {
  await lockPending(tx, id);
  const { roleRule, organization } = await grantRule(tx, rule);
  await tx.query(`UPDATE role_requests SET status = 'GRANTED', decided_by = $2, decided_at = now(), role_rule_id = $3 WHERE id = $1`, [
    id,
    deciderAccountId,
    roleRule.id,
  ]);
  return { request: (await findAccessRequest(tx, id))!, roleRule, organization };
}

/** Call inside a transaction. */
export async function declineAccessRequest(tx: Queryable, id: string, deciderAccountId: string): Promise<AccessRequest> {
  await lockPending(tx, id);
  await tx.query(`UPDATE role_requests SET status = 'DECLINED', decided_by = $2, decided_at = now() WHERE id = $1`, [id, deciderAccountId]);
  return (await findAccessRequest(tx, id))!;
}
