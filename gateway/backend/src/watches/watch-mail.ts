import { finderOrganizationPath, type OrganizationChangeKind } from '@x4i/shared/contracts';
import { formatEin } from '@x4i/shared/domain';
import type { Queryable } from '../db/db.js';
import type { Mailer } from '../mail/mailer.js';
import { composeMail, type MailContent, type MailParagraph } from '../mail/messages.js';
import { PRODUCT_NAME } from '../mail/notifications.js';

export interface WatchedChange {
  ein: string;
  name: string;
  state: string | null;
  kind: OrganizationChangeKind;
  before: string | null;
  after: string | null;
}

const FIELD_NAMES: Record<Exclude<OrganizationChangeKind, 'added' | 'removed'>, string> = {
  name: 'name',
  ntee: 'NTEE code',
  subsection: '501(c) subsection',
  foundation: 'foundation code',
  state: 'state',
};

/** One change in words. */
export function describeChange(change: Pick<WatchedChange, 'kind' | 'before' | 'after'>): string {
  if (change.kind === 'added') return 'listed again in the IRS files';
  if (change.kind === 'removed') return 'no longer in the IRS files (the IRS drops revoked and terminated organizations)';
  const shown = (value: string | null) => (value === null || value === '' ? 'none' : value);
  return `${FIELD_NAMES[change.kind]} changed from ${shown(change.before)} to ${shown(change.after)}`;
}

/** The e-mail of one refresh to one member: each watched organisation that changed, with what changed. */
export function watchChangesMail(input: { name: string; changes: readonly WatchedChange[]; siteUrl?: string; vintage: string }): MailContent {
  const byEin = new Map<string, WatchedChange[]>();
  for (const change of input.changes) byEin.set(change.ein, [...(byEin.get(change.ein) ?? []), change]);
  const paragraphs: MailParagraph[] = [
    `Hello ${input.name},`,
    `The IRS Exempt Organizations Business Master File was refreshed (files of ${input.vintage}). ${byEin.size === 1 ? 'An organization you watch has' : `${byEin.size} organizations you watch have`} changed:`,
  ];
  for (const [ein, changes] of byEin) {
    const first = changes[0]!;
    const heading = `${first.name} (EIN ${formatEin(ein)}${first.state ? `, ${first.state}` : ''}): ${changes.map(describeChange).join('; ')}.`;
    paragraphs.push(input.siteUrl ? { link: { label: heading, url: `${input.siteUrl}${finderOrganizationPath(ein)}` } } : heading);
  }
  const stop = input.siteUrl
    ? { before: 'You get this e-mail because you watch these organizations. To stop watching one, open ', link: { label: 'your profile', url: `${input.siteUrl}/profile` }, after: '.' }
    : 'You get this e-mail because you watch these organizations; you can stop watching them on your profile.';
  return composeMail(`${PRODUCT_NAME}: ${byEin.size === 1 ? `${first(byEin)} changed` : `${byEin.size} organizations you watch changed`} in the IRS files`, PRODUCT_NAME, paragraphs, undefined, [stop]);
}

const first = (byEin: Map<string, WatchedChange[]>) => [...byEin.values()][0]![0]!.name;

/**
 * Mails each member who watches an organisation that a refresh changed: one e-mail per member and refresh. The
 * refresh is claimed first, so with several backends only one mails, and a refresh is never mailed twice.
 */
export async function mailWatchers(db: Queryable, mailer: Mailer, refreshId: number, log: (message: string) => void): Promise<number> {
  const [claimed] = await db.query<{ vintage: string }>(
    `UPDATE data_refreshes SET watchers_mailed_at = now() WHERE id = $1 AND watchers_mailed_at IS NULL
     RETURNING (SELECT coalesce(max(snapshot_date)::text, '') FROM irs_files) AS vintage`,
    [refreshId],
  );
  if (!claimed) return 0;
  const rows = await db.query<WatchedChange & { account_id: string; email: string; first_name: string | null }>(
    `SELECT w.account_id, a.email, a.first_name, c.ein, c.name, c.state, c.kind, c.before, c.after
     FROM organization_changes c
     JOIN organization_watches w ON w.ein = c.ein
     JOIN accounts a ON a.id = w.account_id
     WHERE c.refresh_id = $1 AND a.email IS NOT NULL
     ORDER BY w.account_id, c.name, c.ein, c.kind`,
    [refreshId],
  );
  const byAccount = new Map<string, typeof rows>();
  for (const row of rows) byAccount.set(row.account_id, [...(byAccount.get(row.account_id) ?? []), row]);
  let sent = 0;
  for (const changes of byAccount.values()) {
    const { email, first_name } = changes[0]!;
    try {
      await mailer.send({ kind: 'WATCH_CHANGES', to: email, ...watchChangesMail({ name: first_name || 'there', changes, siteUrl: mailer.siteUrl, vintage: claimed.vintage }) });
      sent += 1;
    } catch (error) {
      log(`A watch e-mail to one member was not recorded: ${(error as Error).message}`);
    }
  }
  if (sent > 0) log(`Data refresh: mailed ${sent} member(s) about the organizations they watch`);
  return sent;
}
