import {
  INCOME_BUCKET_CODES,
  INCOME_BUCKETS,
  incomeBucketFilter,
  incomeBucketLabel,
  incomeBucketOf,
  isIncomeBucketCode,
} from './income-buckets.js';

describe('income buckets', () => {
  it('has the four buckets of SPEC 3, largest first, with its labels', () => {
    expect(INCOME_BUCKETS).toEqual([
      { code: 'ENTERPRISE', label: 'Enterprise: Over $50M' },
      { code: 'HIGHER_MID', label: 'Higher Mid Market: $10M to $50M' },
      { code: 'LOWER_MID', label: 'Lower Mid Market: $1M to $10M' },
      { code: 'SMALL', label: 'Small: Less than $1M' },
    ]);
    expect(INCOME_BUCKETS.map((bucket) => bucket.code)).toEqual(INCOME_BUCKET_CODES);
    expect(incomeBucketLabel('LOWER_MID')).toBe('Lower Mid Market: $1M to $10M');
  });

  it.each([
    [null, 'SMALL'],
    [undefined, 'SMALL'],
    [0, 'SMALL'],
    [-5_000, 'SMALL'],
    [999_999, 'SMALL'],
    [1_000_000, 'LOWER_MID'],
    [9_999_999, 'LOWER_MID'],
    [10_000_000, 'HIGHER_MID'],
    [50_000_000, 'HIGHER_MID'],
    [50_000_001, 'ENTERPRISE'],
    [2_367_257_223, 'ENTERPRISE'],
  ] as const)('puts an income of %p in %s', (income, bucket) => {
    expect(incomeBucketOf(income)).toBe(bucket);
  });

  it('recognises the codes, in upper case only', () => {
    expect(isIncomeBucketCode('HIGHER_MID')).toBe(true);
    expect(isIncomeBucketCode('higher_mid')).toBe(false);
    expect(isIncomeBucketCode('MEDIUM')).toBe(false);
  });
});

describe('incomeBucketFilter', () => {
  it('keeps the canonical order and drops repeats', () => {
    expect(incomeBucketFilter(['SMALL', 'ENTERPRISE', 'SMALL'])).toEqual(['ENTERPRISE', 'SMALL']);
  });

  it('reads none and all four as no filter', () => {
    expect(incomeBucketFilter([])).toEqual([]);
    expect(incomeBucketFilter(['SMALL', 'LOWER_MID', 'HIGHER_MID', 'ENTERPRISE'])).toEqual([]);
  });
});
