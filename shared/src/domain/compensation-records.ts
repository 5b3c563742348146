/**
 * Which CEO records the compensation report counts, and how it describes their years: pure rules the import and
 * the report's notes share.
 */

/** A CEO pay below this is taken as a keying error (a year's pay of a few hundred dollars), not a salary. */
export const MIN_PLAUSIBLE_CEO_PAY = 1_000;

/** A ranking (the Top 10) only takes groups of at least this many records: a median of a handful of people moves with each one. */
export const MIN_RANKED_GROUP = 30;

export interface CeoRecordLike {
  ein: string;
  formYear: number;
  pay: number;
}

export interface KeptCeoRecords<T> {
  kept: T[];
  /** Records dropped for a pay below MIN_PLAUSIBLE_CEO_PAY. */
  implausible: number;
  /** Organisation-years that had two or more CEO records (a changeover), each now counted once. */
  changeovers: number;
  /** Records dropped because another CEO of the same organisation and year was paid more. */
  partYear: number;
}

/**
 * The records the report counts: implausible pays dropped, then one CEO per organisation and year. The file does
 * not say which of two CEOs of one year served the full year, so the higher paid stands for it: the one who left
 * or arrived mid-year is usually paid for part of it.
 */
export function keepCeoRecords<T extends CeoRecordLike>(records: readonly T[]): KeptCeoRecords<T> {
  const plausible = records.filter((record) => record.pay >= MIN_PLAUSIBLE_CEO_PAY);
  const byYear = new Map<string, T[]>();
  for (const record of plausible) {
    const key = `${record.ein}:${record.formYear}`;
    byYear.set(key, [...(byYear.get(key) ?? []), record]);
  }
  const best = new Set<T>();
  let changeovers = 0;
  for (const group of byYear.values()) {
    if (group.length > 1) changeovers += 1;
    best.add(group.reduce((top, record) => (record.pay > top.pay ? record : top)));
  }
  const kept = plausible.filter((record) => best.has(record));
  return { kept, implausible: records.length - plausible.length, changeovers, partYear: plausible.length - kept.length };
}

export interface YearShare {
  from: number;
  to: number;
  records: number;
  /** 0–1 of all records. */
  share: number;
}

/** The share of the records in the latest `span` years: where most of a '2010–2019' file really sits. */
export function latestYearsShare(recordsByYear: ReadonlyMap<number, number>, span = 2): YearShare | null {
  const years = [...recordsByYear.keys()].sort((a, b) => a - b);
  const total = [...recordsByYear.values()].reduce((sum, n) => sum + n, 0);
  if (years.length === 0 || total === 0) return null;
  const to = years[years.length - 1]!;
  const from = to - span + 1;
  const records = years.filter((year) => year >= from).reduce((sum, year) => sum + recordsByYear.get(year)!, 0);
  return { from, to, records, share: records / total };
}

/** '2010–2019 (89% of the records from 2018–2019)', or the years alone when they are one span. */
export function yearsWithShare(first: number, last: number, latest: YearShare | null): string {
  const span = first === last ? String(first) : `${first}–${last}`;
  if (!latest || latest.from <= first) return span;
  return `${span} (${Math.round(latest.share * 100)}% of the records from ${latest.from}–${latest.to})`;
}
