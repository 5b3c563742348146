import type { RoleRule, RoleRuleCreate, RoleRuleDeleted, RoleRuleUpdate } from '@x4i/shared/contracts';
import { isRole, sortRuleRoles, type Role, type RuleType } from '@x4i/shared/domain';
import type { Queryable } from '../db/db.js';
import { ConflictError, NotFoundError } from '../errors.js';
import { findOrganization } from './organizations.js';

interface RuleRow {
  id: string;
  org_id: string;
  type: RuleType;
  value: string;
  roles: string[] | null;
}

const COLUMNS = 'id::text AS id, org_id::text AS org_id, type, value, roles';

export function toRoleRule(row: RuleRow): RoleRule {
  return {
    id: row.id,
    orgId: row.org_id,
    type: row.type,
    value: row.value,
    roles: sortRuleRoles((row.roles ?? []).filter(isRole)).map((name) => ({ name })),
  };
}

const notFoundRule = () => new NotFoundError('not_found', 'There is no such rule.');
const notFoundOrganization = () => new NotFoundError('organization_not_found', 'There is no such organization.');
const duplicateRule = (rule: { type: RuleType; value: string }) =>
  new ConflictError('duplicate_role_rule', `This organization already has a${rule.type === 'EMAIL' ? 'n e-mail' : ' domain'} rule for ${rule.value}.`);

/** The organisation's rules, e-mail rules before domain rules, each by value; null for an unknown organisation. */
export async function listRules(db: Queryable, orgId: string): Promise<RoleRule[] | null> {
  if (!(await findOrganization(db, orgId))) return null;
  const rows = await db.query<RuleRow>(`SELECT ${COLUMNS} FROM role_rules WHERE org_id = $1 ORDER BY type DESC, value, id`, [orgId]);
  return rows.map(toRoleRule);
}

async function findRule(db: Queryable, id: string, forUpdate = false): Promise<RoleRule | null> {
  const [row] = await db.query<RuleRow>(`SELECT ${COLUMNS} FROM role_rules WHERE id = $1${forUpdate ? ' FOR UPDATE' : ''}`, [id]);
  return row ? toRoleRule(row) : null;
}

async function findSameRule(tx: Queryable, rule: RoleRuleCreate, exceptId: string | null): Promise<RoleRule | null> {
  const [row] = await tx.query<RuleRow>(
    `SELECT ${COLUMNS} FROM role_rules WHERE org_id = $1 AND type = $2 AND value = $3 AND ($4::uuid IS NULL OR id <> $4::uuid) FOR UPDATE`,
    [rule.orgId, rule.type, rule.value, exceptId],
  );
  return row ? toRoleRule(row) : null;
}

async function assertOrganization(tx: Queryable, orgId: string): Promise<{ id: string; name: string }> {
  const organization = await findOrganization(tx, orgId);
  if (!organization) throw notFoundOrganization();
  return { id: organization.id, name: organization.name };
}

async function insertRule(tx: Queryable, rule: RoleRuleCreate): Promise<RoleRule> {
  const [row] = await tx.query<RuleRow>(`INSERT INTO role_rules (org_id, type, value, roles) VALUES ($1, $2, $3, $4) RETURNING ${COLUMNS}`, [
    rule.orgId,
    rule.type,
    rule.value,
    sortRuleRoles(rule.roles),
  ]);
  return toRoleRule(row!);
}

/** Call inside a transaction: 404 for an unknown organisation, 409 when it has a rule of that type and value. */
export async function createRule(tx: Queryable, rule: RoleRuleCreate): Promise<RoleRule> {
  await assertOrganization(tx, rule.orgId);
  if (await findSameRule(tx, rule, null)) throw duplicateRule(rule);
  return insertRule(tx, rule);
}

/** Call inside a transaction; the rule may move to another organisation. */
export async function updateRule(tx: Queryable, rule: RoleRuleUpdate): Promise<RoleRule> {
  if (!(await findRule(tx, rule.id, true))) throw notFoundRule();
  await assertOrganization(tx, rule.orgId);
  if (await findSameRule(tx, rule, rule.id)) throw duplicateRule(rule);
  const [row] = await tx.query<RuleRow>(`UPDATE role_rules SET org_id = $2, type = $3, value = $4, roles = $5 WHERE id = $1 RETURNING ${COLUMNS}`, [
    rule.id,
    rule.orgId,
    rule.type,
    rule.value,
    sortRuleRoles(rule.roles),
  ]);
  return toRoleRule(row!);
}

/** Call inside a transaction: the rule as it was, with its organisation's name. */
export async function deleteRule(tx: Queryable, id: string): Promise<RoleRuleDeleted> {
  const rule = await findRule(tx, id, true);
  if (!rule) throw notFoundRule();
  const organization = await assertOrganization(tx, rule.orgId);
  await tx.query('DELETE FROM role_rules WHERE id = $1', [id]);
  return { roleRule: rule, organization };
}

/**
 * Call inside a transaction: the organisation's rule of this type and value with the roles added, created when
 * there is none (granting access never fails because a rule exists, and never takes a role away).
 */
export async function grantRule(tx: Queryable, rule: RoleRuleCreate): Promise<{ roleRule: RoleRule; organization: { id: string; name: string } }> {
  const organization = await assertOrganization(tx, rule.orgId);
  const existing = await findSameRule(tx, rule, null);
  if (!existing) return { roleRule: await insertRule(tx, rule), organization };
  const roles: Role[] = sortRuleRoles([...existing.roles.map(({ name }) => name), ...rule.roles]);
  const [row] = await tx.query<RuleRow>(`UPDATE role_rules SET roles = $2 WHERE id = $1 RETURNING ${COLUMNS}`, [existing.id, roles]);
  return { roleRule: toRoleRule(row!), organization };
}
