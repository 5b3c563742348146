/** Dates as the IRS files give them: YYYYMM for ruling and tax period, ISO dates for file snapshots. */

import { dateTimeFormat } from './intl-formats.js';

const monthYear = () => dateTimeFormat({ month: 'long', year: 'numeric', timeZone: 'UTC' });
const longDate = () => dateTimeFormat({ month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

function parseYearMonth(value: string | null | undefined): { year: number; month: number } | null {
  const match = /^(\d{4})(\d{2})$/.exec(value?.trim() ?? '');
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  return month >= 1 && month <= 12 ? { year, month } : null;
}

/** '202604' → 'April 2026'; null when the value is not a YYYYMM month. */
export function formatIrsMonth(value: string | null | undefined): string | null {
  const parsed = parseYearMonth(value);
  return parsed ? monthYear().format(Date.UTC(parsed.year, parsed.month - 1, 1)) : null;
}

/** The year of a YYYYMM ruling date ('202312' → 2023); null when there is none. */
export function irsRulingYear(value: string | null | undefined): number | null {
  const year = /^(\d{4})/.exec(value?.trim() ?? '')?.[1];
  return year && Number(year) > 0 ? Number(year) : null;
}

/** '2026-04-13' (or a full ISO timestamp) → 'April 13, 2026'; null when unreadable. */
export function formatIsoDate(value: string | null | undefined): string | null {
  const time = value ? Date.parse(value.length === 10 ? `${value}T00:00:00Z` : value) : NaN;
  return Number.isNaN(time) ? null : longDate().format(time);
}
