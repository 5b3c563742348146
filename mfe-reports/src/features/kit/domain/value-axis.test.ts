import { tickLabels, valueAxis } from './value-axis';

describe('valueAxis', () => {
  it('gives counts up to 3 the ticks 0, 1, 2 and 3, never halves', () => {
    expect(valueAxis([0, 1, 3, 2], 'count')).toEqual({ domain: [0, 3], ticks: [0, 1, 2, 3], labels: ['0', '1', '2', '3'] });
  });

  it('gives one count a whole-number axis, and an empty chart one from 0 to 1', () => {
    expect(valueAxis([1], 'count').labels).toEqual(['0', '1']);
    expect(valueAxis([0, 0], 'count').labels).toEqual(['0', '1']);
    expect(valueAxis([], 'count').labels).toEqual(['0', '1']);
  });

  it('writes millions compact, with the decimals a tick needs', () => {
    const jobs = valueAxis([11_800_000, 12_300_000], 'count');
    expect(jobs.domain[1]).toBeGreaterThanOrEqual(12_300_000);
    expect(jobs.labels).toEqual(['0', '2M', '4M', '6M', '8M', '10M', '12M', '14M']);
    expect(tickLabels([0, 500_000, 1_000_000, 1_500_000], 'count')).toEqual(['0', '500K', '1M', '1.5M']);
    expect(tickLabels([0, 2_500_000_000, 5_000_000_000], 'currency')).toEqual(['$0', '$2.5B', '$5B']);
  });

  it('keeps small counts and dollars whole, and rates to the decimals their ticks need', () => {
    expect(valueAxis([0, 7_400], 'count').labels).toEqual(['0', '2,000', '4,000', '6,000', '8,000']);
    expect(valueAxis([10.4, 12.9], 'percent', 1).labels).toEqual(['0%', '2%', '4%', '6%', '8%', '10%', '12%', '14%']);
    expect(valueAxis([0.2, 0.7], 'rate', 1).labels).toEqual(['0.0', '0.1', '0.2', '0.3', '0.4', '0.5', '0.6', '0.7']);
    expect(valueAxis([0.2, 0.7], 'rate', 0).labels).toEqual(['0', '1']);
  });

  it('never repeats a label, however narrow the range', () => {
    for (const values of [[0, 1], [0, 2], [0, 3], [0, 4], [0, 6], [0, 0.3], [0, 11], [0, 1_000_001], [0, 10_300]]) {
      for (const format of ['count', 'percent', 'rate', 'currency'] as const) {
        const { labels, ticks } = valueAxis(values, format, 1);
        expect({ values, format, labels, distinct: new Set(labels).size === labels.length }).toEqual({ values, format, labels, distinct: true });
        expect(ticks.length).toBeGreaterThanOrEqual(2);
      }
    }
  });
});
