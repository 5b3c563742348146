import { toCsv } from '@x4i/shared/domain';
import { formatScore, rankingTable, ratingLabel, thresholdText, trendText } from './index-text';

describe('index text', () => {
  it('prints scores with one decimal and says when there is none', () => {
    expect(formatScore(82.64)).toBe('82.6');
    expect(formatScore(null)).toBe('No data');
    expect(ratingLabel('green')).toBe('Achieved or close to the top performers');
    expect(ratingLabel(null)).toBe('Not scored');
  });

  it('writes the thresholds out in words', () => {
    expect(
      thresholdText([
        { rating: 'green', from: 80 },
        { rating: 'yellow', from: 60 },
        { rating: 'red', from: 0 },
      ]),
    ).toEqual(['Green: 80 or more', 'Yellow: 60 to under 80', 'Red: below 60']);
  });

  it('gives the ranking for download with the table rows and the index source with its years', () => {
    const source = { name: 'Sustainable Development Report', publisher: 'SDSN USA', url: 'https://example.org/sdr', dataYears: '2013–2017', credit: '', disclaimer: '' };
    const table = rankingTable(
      [
        { state: 'VT', stateName: 'Vermont', rank: 1, index: 70.123, goals: [] },
        { state: 'DC', stateName: 'District of Columbia, "DC"', rank: null, index: null, goals: [] },
      ],
      source,
    );
    expect(toCsv(table.header, table.rows)).toBe('Rank,State,Code,Index score\n1,Vermont,VT,70.12\n,"District of Columbia, ""DC""",DC,\n');
    expect(table.sources).toEqual([{ name: 'SDSN USA, Sustainable Development Report', year: '2013–2017', url: 'https://example.org/sdr' }]);
  });
});

describe('trendText', () => {
  it('says the direction in words beside the arrow, with the two values compared', () => {
    const trend = { direction: 'no-clear-change' as const, from: { period: '2018–2020', value: 8.6, marginOfError: 1.34 }, to: { period: '2021–2023', value: 9.2, marginOfError: 1.66 } };
    expect(trendText(trend, '% of households')).toBe('→ No clear change: 8.6 in 2018–2020, 9.2 in 2021–2023 (% of households)');
  });
});
