/** Number and money display (SPEC 5), with Intl in en-US so that the server and browsers agree. */

import { numberFormat } from './intl-formats.js';

const compact = () => numberFormat({ notation: 'compact', maximumFractionDigits: 0 });
const compactTrillions = () => numberFormat({ notation: 'compact', maximumFractionDigits: 1 });
const count = () => numberFormat({ maximumFractionDigits: 0 });
const dollars = () => numberFormat({ style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const dollarsAndCents = () => numberFormat({ style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

/** Format '0a' (1234 → '1K', 2500000 → '3M'); trillions '0.0a' (1.2e12 → '1.2T'). */
export function abbreviateNumber(value: number): string {
  return Math.abs(value) >= 1e12 ? compactTrillions().format(value) : compact().format(value);
}

/** 350040 → '350,040'. */
export function formatCount(value: number): string {
  return count().format(value);
}

/** $1,234 for whole dollars (the '.00' is dropped), $12.50 otherwise. */
export function formatCurrency(value: number): string {
  const cents = Math.round(value * 100);
  return cents % 100 === 0 ? dollars().format(cents / 100) : dollarsAndCents().format(cents / 100);
}
