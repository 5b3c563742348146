import { dateTimeFormat } from '@x4i/shared/domain';

/** Dates of the directory, in en-US and UTC so that the server's dates read the same everywhere. */
const longDate = () => dateTimeFormat({ dateStyle: 'long', timeZone: 'UTC' });

/** '2026-12-31' or an ISO timestamp → 'December 31, 2026'; '' for a missing or unreadable date. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : longDate().format(date);
}

/** Today as an ISO date (YYYY-MM-DD), in UTC. */
export function todayIso(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** A grant whose closing date is before today is closed; one without a closing date is not. */
export function isClosed(expirationDate: string | null | undefined, today: string = todayIso()): boolean {
  return !!expirationDate && expirationDate.slice(0, 10) < today;
}
