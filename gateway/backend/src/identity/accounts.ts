import { randomUUID } from 'node:crypto';
import type { OrganizationType } from '@x4i/shared/contracts';
import type { Queryable } from '../db/db.js';
import { hashPassword, verifyPassword } from './password.js';
import type { RuleType, RuleWithOrganization } from './role-grants.js';

export interface Account {
  id: string;
  subject: string;
  email: string | null;
  firstName: string;
  lastName: string;
  permissions: string[];
  orgType: OrganizationType | null;
  newsletter: boolean;
  weeklyEmail: boolean;
  /** The owner followed the link of the verification mail (hosted providers' accounts: never set here). */
  emailVerified: boolean;
  /** A local account of the embedded provider: it signs in with a password, and its address is ours to verify. */
  hasPassword: boolean;
}

const ACCOUNT_COLUMNS = `id::text AS id, subject, email, first_name, last_name, permissions, org_type, newsletter, weekly_email,
  email_verified_at IS NOT NULL AS email_verified, password_hash IS NOT NULL AS has_password`;

interface AccountRow {
  id: string;
  subject: string;
  email: string | null;
  first_name: string;
  last_name: string;
  permissions: string[];
  org_type: OrganizationType | null;
  newsletter: boolean;
  weekly_email: boolean;
  email_verified: boolean;
  has_password: boolean;
}

function toAccount(row: AccountRow): Account {
  return {
    id: row.id,
    subject: row.subject,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    permissions: row.permissions ?? [],
    orgType: row.org_type,
    newsletter: row.newsletter,
    weeklyEmail: row.weekly_email,
    emailVerified: row.email_verified,
    hasPassword: row.has_password,
  };
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findAccountBySubject(db: Queryable, subject: string): Promise<Account | null> {
  const [row] = await db.query<AccountRow>(`SELECT ${ACCOUNT_COLUMNS} FROM accounts WHERE subject = $1`, [subject]);
  return row ? toAccount(row) : null;
}

export async function findAccountByEmail(db: Queryable, email: string): Promise<Account | null> {
  const [row] = await db.query<AccountRow>(`SELECT ${ACCOUNT_COLUMNS} FROM accounts WHERE email = $1`, [normalizeEmail(email)]);
  return row ? toAccount(row) : null;
}

export interface NewLocalAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  permissions?: string[];
}

/** A local account of the embedded provider (its subject is its id); null when the e-mail is taken. */
export async function createLocalAccount(db: Queryable, input: NewLocalAccount): Promise<Account | null> {
  const id = randomUUID();
  const rows = await db.query<AccountRow>(
    `INSERT INTO accounts (id, subject, email, password_hash, first_name, last_name, permissions)
     VALUES ($1::uuid, $1::text, $2, $3, $4, $5, $6) ON CONFLICT (email) DO NOTHING RETURNING ${ACCOUNT_COLUMNS}`,
    [id, normalizeEmail(input.email), await hashPassword(input.password), input.firstName, input.lastName, input.permissions ?? []],
  );
  return rows[0] ? toAccount(rows[0]) : null;
}

/**
 * A local account without a password, for a person who signed up through an upstream provider that vouched for
 * the address (so it is verified from the start); null when the e-mail is taken.
 */
export async function createPasswordlessAccount(
  db: Queryable,
  input: { email: string; firstName: string; lastName: string },
): Promise<Account | null> {
  const id = randomUUID();
  const rows = await db.query<AccountRow>(
    `INSERT INTO accounts (id, subject, email, first_name, last_name, email_verified_at)
     VALUES ($1::uuid, $1::text, $2, $3, $4, now()) ON CONFLICT (email) DO NOTHING RETURNING ${ACCOUNT_COLUMNS}`,
    [id, normalizeEmail(input.email), input.firstName, input.lastName],
  );
  return rows[0] ? toAccount(rows[0]) : null;
}

/** A password is checked even for an unknown e-mail, so the answer takes as long either way. */
const DUMMY_HASH = hashPassword('no account has this password');

/** The local account with this e-mail and password, or null. */
export async function authenticate(db: Queryable, email: string, password: string): Promise<Account | null> {
  const [row] = await db.query<AccountRow & { password_hash: string | null }>(
    `SELECT ${ACCOUNT_COLUMNS}, password_hash FROM accounts WHERE email = $1`,
    [normalizeEmail(email)],
  );
  const ok = await verifyPassword(password, row?.password_hash ?? (await DUMMY_HASH));
  return ok && row?.password_hash ? toAccount(row) : null;
}

/** The account of a hosted provider's user, created on first call. */
export async function findOrCreateExternalAccount(
  db: Queryable,
  claims: { subject: string; email?: string; firstName?: string; lastName?: string },
): Promise<Account> {
  const existing = await findAccountBySubject(db, claims.subject);
  if (existing) return existing;
  const email = claims.email ? normalizeEmail(claims.email) : null;
  // An e-mail already taken (say, by a local account) is not claimed twice.
  const taken = email ? await findAccountByEmail(db, email) : null;
  const [row] = await db.query<AccountRow>(
    `INSERT INTO accounts (subject, email, first_name, last_name) VALUES ($1, $2, $3, $4)
     ON CONFLICT (subject) DO UPDATE SET subject = EXCLUDED.subject RETURNING ${ACCOUNT_COLUMNS}`,
    [claims.subject, taken ? null : email, claims.firstName ?? '', claims.lastName ?? ''],
  );
  return toAccount(row!);
}

export interface ProfileChanges {
  orgType?: OrganizationType;
  newsletter?: boolean;
  weeklyEmail?: boolean;
  firstName?: string;
  lastName?: string;
}

export async function updateProfile(db: Queryable, accountId: string, changes: ProfileChanges): Promise<void> {
  await db.query(
    `UPDATE accounts SET
       org_type = CASE WHEN $2::boolean THEN $3 ELSE org_type END,
       newsletter = COALESCE($4, newsletter),
       weekly_email = COALESCE($5, weekly_email),
       first_name = COALESCE($6, first_name),
       last_name = COALESCE($7, last_name)
     WHERE id = $1`,
    [
      accountId,
      changes.orgType !== undefined,
      changes.orgType ?? null,
      changes.newsletter ?? null,
      changes.weeklyEmail ?? null,
      changes.firstName ?? null,
      changes.lastName ?? null,
    ],
  );
}

/** The role rules that could match this e-mail (its address or its domain), with their organisations. */
export async function rulesFor(db: Queryable, email: string): Promise<RuleWithOrganization[]> {
  const address = normalizeEmail(email);
  const domain = address.slice(address.lastIndexOf('@') + 1);
  const rows = await db.query<{ type: RuleType; value: string; roles: string[]; org_id: string; org_name: string; subscriptions: string[] }>(
    `SELECT r.type, r.value, r.roles, o.id::text AS org_id, o.name AS org_name, o.subscriptions
     FROM role_rules r JOIN organizations o ON o.id = r.org_id
     WHERE (r.type = 'EMAIL' AND r.value = $1) OR (r.type = 'DOMAIN' AND r.value = $2)
     ORDER BY r.created_at, r.id`,
    [address, domain],
  );
  return rows.map((row) => ({
    type: row.type,
    value: row.value,
    roles: row.roles,
    organization: { id: row.org_id, name: row.org_name, subscriptions: row.subscriptions ?? [] },
  }));
}

export async function addRoleRequest(
  db: Queryable,
  accountId: string,
  request: { orgName: string; orgUrl: string; actionText: string },
): Promise<void> {
  await db.query('INSERT INTO role_requests (account_id, org_name, org_url, action_text) VALUES ($1, $2, $3, $4)', [
    accountId,
    request.orgName,
    request.orgUrl,
    request.actionText,
  ]);
}
