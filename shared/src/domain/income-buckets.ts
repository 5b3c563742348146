/**
 * Income buckets (SPEC 3 'Income buckets'): the size classes of an organisation by the income it reports to the
 * IRS (EO BMF INCOME_AMT), as the money-flow view and its `incomeBucket` filter use them.
 */

export const INCOME_BUCKET_CODES = ['ENTERPRISE', 'HIGHER_MID', 'LOWER_MID', 'SMALL'] as const;

export type IncomeBucketCode = (typeof INCOME_BUCKET_CODES)[number];

export interface IncomeBucket {
  code: IncomeBucketCode;
  /** Exactly as SPEC 3 writes it. */
  label: string;
}

/** Largest first, the order SPEC 3 lists them and the page shows them. */
export const INCOME_BUCKETS: readonly IncomeBucket[] = [
  { code: 'ENTERPRISE', label: 'Enterprise: Over $50M' },
  { code: 'HIGHER_MID', label: 'Higher Mid Market: $10M to $50M' },
  { code: 'LOWER_MID', label: 'Lower Mid Market: $1M to $10M' },
  { code: 'SMALL', label: 'Small: Less than $1M' },
];

/**
 * The bounds in US dollars. The labels share their end points ('$10M to $50M', '$1M to $10M'); 'Over $50M'
 * makes exactly $50M higher mid market, and an end point otherwise belongs to the larger bucket: $10M is higher
 * mid market, $1M lower mid market. The backend's SQL takes these same numbers as parameters.
 */
export const INCOME_BUCKET_BOUNDS = {
  /** ENTERPRISE: income strictly above this. */
  enterpriseAbove: 50_000_000,
  /** HIGHER_MID: from this up to enterpriseAbove, inclusive. */
  higherMidFrom: 10_000_000,
  /** LOWER_MID: from this up to (not including) higherMidFrom; below it is SMALL. */
  lowerMidFrom: 1_000_000,
} as const;

/** The bucket of an organisation by its INCOME_AMT; no reported income counts as $0, so SMALL. */
export function incomeBucketOf(income: number | null | undefined): IncomeBucketCode {
  const amount = income ?? 0;
  if (amount > INCOME_BUCKET_BOUNDS.enterpriseAbove) return 'ENTERPRISE';
  if (amount >= INCOME_BUCKET_BOUNDS.higherMidFrom) return 'HIGHER_MID';
  if (amount >= INCOME_BUCKET_BOUNDS.lowerMidFrom) return 'LOWER_MID';
  return 'SMALL';
}

export function isIncomeBucketCode(value: string): value is IncomeBucketCode {
  return (INCOME_BUCKET_CODES as readonly string[]).includes(value);
}

const labels = new Map(INCOME_BUCKETS.map((bucket) => [bucket.code, bucket.label]));

export function incomeBucketLabel(code: IncomeBucketCode): string {
  return labels.get(code)!;
}

/**
 * A selection of buckets as a filter: in the canonical order, without repeats, and empty when it selects none
 * or all four, since both mean 'no filter'.
 */
export function incomeBucketFilter(selected: Iterable<IncomeBucketCode>): IncomeBucketCode[] {
  const chosen = new Set(selected);
  return chosen.size === INCOME_BUCKET_CODES.length ? [] : INCOME_BUCKET_CODES.filter((code) => chosen.has(code));
}
