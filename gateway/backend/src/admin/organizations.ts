import type { ManagedOrganization, Organization, OrganizationDeleted, OrganizationSummary } from '@x4i/shared/contracts';
import { flattenSubscriptions, isOrganizationSubscription, type OrganizationSubscription } from '@x4i/shared/domain';
import type { Queryable } from '../db/db.js';
import { ConflictError, NotFoundError } from '../errors.js';

interface OrganizationRow {
  id: string;
  name: string;
  subscriptions: string[] | null;
}

const COLUMNS = 'id::text AS id, name, subscriptions';

function toOrganization(row: OrganizationRow): Organization {
  return { id: row.id, name: row.name, subscriptions: (row.subscriptions ?? []).filter(isOrganizationSubscription) };
}

/** Rule r matches account a: its address, or the domain after the address's last @ (as ruleMatches). */
export const ACCOUNT_MATCHES_RULE = `((r.type = 'EMAIL' AND a.email = r.value) OR (r.type = 'DOMAIN' AND regexp_replace(a.email, '^.*@', '') = r.value))`;

export const notFoundOrganization = () => new NotFoundError('not_found', 'There is no such organization.');

export const duplicateOrganization = (name: string) =>
  new ConflictError('duplicate_organization', `An organization named ${name} already exists.`);

export async function listOrganizations(db: Queryable): Promise<OrganizationSummary[]> {
  return db.query<OrganizationSummary>('SELECT id::text AS id, name FROM organizations ORDER BY lower(name), id');
}

export async function findOrganization(db: Queryable, id: string, { forUpdate = false } = {}): Promise<Organization | null> {
  const [row] = await db.query<OrganizationRow>(`SELECT ${COLUMNS} FROM organizations WHERE id = $1${forUpdate ? ' FOR UPDATE' : ''}`, [id]);
  return row ? toOrganization(row) : null;
}

/** SPEC 7.3 manage-list: each organisation with its subscriptions as true flags, its rules, members and solutions counted. */
export async function manageList(db: Queryable): Promise<ManagedOrganization[]> {
  const solutions = '(SELECT count(*)::int FROM content_items s WHERE s.org_id = o.id)';
  const rows = await db.query<OrganizationRow & { rule_count: number; member_count: number; solution_count: number }>(
    `SELECT o.id::text AS id, o.name, o.subscriptions,
       (SELECT count(*)::int FROM role_rules r WHERE r.org_id = o.id) AS rule_count,
       (SELECT count(DISTINCT a.id)::int FROM accounts a JOIN role_rules r ON r.org_id = o.id AND ${ACCOUNT_MATCHES_RULE}) AS member_count,
       ${solutions} AS solution_count
     FROM organizations o ORDER BY lower(o.name), o.id`,
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    subscriptions: flattenSubscriptions(row.subscriptions ?? []),
    ruleCount: Number(row.rule_count),
    memberCount: Number(row.member_count),
    solutionCount: Number(row.solution_count),
  }));
}

async function assertNameFree(tx: Queryable, name: string, exceptId: string | null): Promise<void> {
  const taken = await tx.query('SELECT 1 FROM organizations WHERE lower(name) = lower($1) AND ($2::uuid IS NULL OR id <> $2::uuid)', [name, exceptId]);
  if (taken.length > 0) throw duplicateOrganization(name);
}

/** Call inside a transaction: 409 when the name exists, ignoring case. */
export async function createOrganization(tx: Queryable, name: string): Promise<Organization> {
  await assertNameFree(tx, name, null);
  const [row] = await tx.query<OrganizationRow>(`INSERT INTO organizations (name) VALUES ($1) RETURNING ${COLUMNS}`, [name]);
  return toOrganization(row!);
}

/** Call inside a transaction: 404 for an unknown id, 409 when another organisation has the name. */
export async function updateOrganization(
  tx: Queryable,
  update: { id: string; name: string; subscriptions: readonly OrganizationSubscription[] },
): Promise<Organization> {
  if (!(await findOrganization(tx, update.id, { forUpdate: true }))) throw notFoundOrganization();
  await assertNameFree(tx, update.name, update.id);
  const [row] = await tx.query<OrganizationRow>(`UPDATE organizations SET name = $2, subscriptions = $3 WHERE id = $1 RETURNING ${COLUMNS}`, [
    update.id,
    update.name,
    [...new Set(update.subscriptions)],
  ]);
  return toOrganization(row!);
}

/**
 * Call inside a transaction. Deletes the organisation's role rules (the accounts they matched lose its
 * organisation and roles at their next session load), keeps its solutions without an organisation, then the
 * organisation itself; answers what it did, counted.
 */
export async function deleteOrganization(tx: Queryable, id: string): Promise<OrganizationDeleted & { unlinkedSolutionIds: string[] }> {
  const organization = await findOrganization(tx, id, { forUpdate: true });
  if (!organization) throw notFoundOrganization();
  const [affected] = await tx.query<{ n: number }>(
    `SELECT count(DISTINCT a.id)::int AS n FROM accounts a JOIN role_rules r ON r.org_id = $1 AND ${ACCOUNT_MATCHES_RULE}`,
    [id],
  );
  // Unlinked explicitly rather than left to the foreign key, so the count is exact whatever the key says.
  const solutions = await tx.query<{ id: string }>('UPDATE content_items SET org_id = NULL WHERE org_id = $1 RETURNING id::text AS id', [id]);
  const rules = await tx.query('DELETE FROM role_rules WHERE org_id = $1 RETURNING 1', [id]);
  await tx.query('DELETE FROM organizations WHERE id = $1', [id]);
  return {
    organization: { id: organization.id, name: organization.name },
    deleted: { rules: rules.length, solutions: solutions.length },
    affectedAccounts: Number(affected?.n ?? 0),
    unlinkedSolutionIds: solutions.map((row) => row.id),
  };
}
