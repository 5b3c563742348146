import { dateTimeFormat } from '@x4i/shared/domain';

/** A moment for the team's tables, in the reader's time zone (e.g. 'Nov 24, 2026, 11:20 AM'); the input when it is not a date. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTimeFormat({ dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
