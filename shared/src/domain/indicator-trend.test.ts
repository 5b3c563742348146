import { indicatorTrend } from './indicator-trend.js';

const point = (period: string, value: number, marginOfError: number) => ({ period, value, marginOfError });

describe('indicatorTrend', () => {
  it('counts a change only beyond the combined margin of error', () => {
    // √(1.2² + 1.6²) = 2.0 points.
    expect(indicatorTrend(point('2018-2020', 12, 1.2), point('2021-2023', 9.9, 1.6), 'descending').direction).toBe('improving');
    expect(indicatorTrend(point('2018-2020', 12, 1.2), point('2021-2023', 10.1, 1.6), 'descending').direction).toBe('no-clear-change');
    expect(indicatorTrend(point('2018-2020', 12, 1.2), point('2021-2023', 14.5, 1.6), 'descending').direction).toBe('worsening');
  });

  it('reads the direction of the indicator: up is better where higher is better', () => {
    expect(indicatorTrend(point('a', 50, 0), point('b', 60, 0), 'ascending').direction).toBe('improving');
    expect(indicatorTrend(point('a', 60, 0), point('b', 50, 0), 'ascending').direction).toBe('worsening');
  });
});
