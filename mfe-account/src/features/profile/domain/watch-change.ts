import type { OrganizationChange, OrganizationChangeKind, WatchedOrganization } from '@x4i/shared/contracts';
import { dateTimeFormat } from '@x4i/shared/domain';

/** The IRS record fields whose change the refresh reports, as the profile names them. */
const FIELD_LABELS: Readonly<Record<Exclude<OrganizationChangeKind, 'added' | 'removed'>, string>> = {
  name: 'Name',
  ntee: 'NTEE code',
  subsection: '501(c) subsection',
  foundation: 'Foundation code',
  state: 'State',
};

export const NOT_LISTED_TEXT = 'No longer in the IRS files';

/** A day as the site writes it: 'Nov 8, 2026'. */
export const formatDay = (iso: string) => dateTimeFormat({ dateStyle: 'medium' }).format(new Date(iso));

const valueOf = (value: string | null) => (value === null || value.trim() === '' ? null : value);

/** One change of an organisation in words, with its day: 'Name changed from A to B on Nov 8, 2026'. */
export function describeOrganizationChange(change: Pick<OrganizationChange, 'kind' | 'before' | 'after' | 'changedAt'>): string {
  const on = formatDay(change.changedAt);
  if (change.kind === 'added') return `Listed again in the IRS files on ${on}`;
  if (change.kind === 'removed') return `${NOT_LISTED_TEXT} since ${on}`;
  const field = FIELD_LABELS[change.kind];
  const before = valueOf(change.before);
  const after = valueOf(change.after);
  if (before === null && after === null) return `${field} changed on ${on}`;
  if (before === null) return `${field} set to ${after} on ${on}`;
  if (after === null) return `${field} ${before} removed on ${on}`;
  return `${field} changed from ${before} to ${after} on ${on}`;
}

/**
 * What to say of a watched organisation beside its name: that the IRS files no longer list it, else its newest
 * change since it was watched; null when nothing changed. Whether it is listed is the records in use, so a
 * removal a later refresh undid says nothing.
 */
export function watchStatusText({ listed, lastChange }: Pick<WatchedOrganization, 'listed' | 'lastChange'>): string | null {
  if (!listed) return lastChange?.kind === 'removed' ? describeOrganizationChange(lastChange) : NOT_LISTED_TEXT;
  if (!lastChange || lastChange.kind === 'removed') return null;
  return describeOrganizationChange(lastChange);
}
