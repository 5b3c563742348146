import { toCsv } from '@x4i/shared/domain';
import { type SdgIndexEdition, type SdgIndexIndicator, type SdgIndexStateRank } from '@x4i/shared/contracts';
import { formatScore, movementText, rankChangeText, rankingTable, ratingLabel, reasonText, signedPoints, thresholdText, trendText } from './index-text';
import { foodInsecurityReason, povertyReason } from '../testing/movement-reasons';

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

const food = foodInsecurityReason;
const poverty = povertyReason;
const vermont: SdgIndexStateRank = {
  state: 'VT',
  stateName: 'Vermont',
  rank: 2,
  index: 70.46,
  goals: [],
  baseline: { rank: 3, index: 70.2139 },
  movement: { rankChange: 1, indexChange: 0.2461, reasons: [food, poverty] },
};
const editions: SdgIndexEdition[] = [
  { id: 'sdsn-2018-recomputed', label: 'SDSN 2018 edition, recomputed', description: '', replacedIndicators: [] },
  { id: 'updated', label: 'Updated edition', description: '', replacedIndicators: ['01.04_perpovline', '02.03_foodinsc'] },
];
const indicators = [
  { id: '01.04_perpovline', name: 'Living below national poverty line ' },
  { id: '02.03_foodinsc', name: 'Food insecurity ' },
] as SdgIndexIndicator[];

describe('why a state moved between the editions', () => {
  it('says the places gained or lost and signs the changes', () => {
    expect(rankChangeText(vermont.movement)).toBe('Up 1 place');
    expect(rankChangeText({ rankChange: -3, indexChange: -1, reasons: [] })).toBe('Down 3 places');
    expect(rankChangeText({ rankChange: 0, indexChange: 0, reasons: [] })).toBe('Same rank');
    expect(rankChangeText(undefined)).toBe('Not ranked');
    expect(signedPoints(0.2594)).toBe('+0.26');
    expect(signedPoints(-1.3)).toBe('−1.30');
    expect(signedPoints(0.0004)).toBe('0.00');
  });

  it('names each replaced indicator with its values and years in both editions, its score, and its share of the goal and index', () => {
    expect(reasonText(food)).toBe(
      'Food insecurity (goal 2): 10.1 (2014-2016 average) → 9.2 (2021–2023 average) % of households; score 55.3 → 63.0; goal 2 score +3.89 points, index +0.26 points.',
    );
    expect(movementText(vermont)).toEqual([
      'Rank 3 → 2 (up 1 place); index 70.2 → 70.5 (+0.25 points).',
      reasonText(food),
      reasonText(poverty),
    ]);
  });

  it('says when a state moved only because other states did, or against its own index', () => {
    const still = { ...vermont, movement: { rankChange: -1, indexChange: 0, reasons: [] } };
    expect(movementText(still)[1]).toBe('None of its own scores changed: it moved only because other states’ indexes changed.');
    const against = { ...vermont, movement: { rankChange: -1, indexChange: 0.1, reasons: [food] } };
    expect(movementText(against)[2]).toBe('Its rank moved the other way from its own index because other states’ indexes changed more.');
    expect(movementText({ rank: null, index: null })).toEqual(['Not ranked in both editions.']);
  });

  it('downloads both editions: ranks and indexes, the change, each replaced indicator in both, and why it moved', () => {
    const source = { name: 'Sustainable Development Report', publisher: 'SDSN USA', url: 'https://example.org/sdr', dataYears: '2010–2023', credit: '', disclaimer: '' };
    const table = rankingTable([vermont, { state: 'DC', stateName: 'District of Columbia', rank: null, index: null, goals: [] }], source, { editions, indicators });
    expect(table.header).toEqual([
      'Rank, updated',
      'State',
      'Code',
      'Index score, updated',
      'Rank, SDSN 2018 edition, recomputed',
      'Index score, SDSN 2018 edition, recomputed',
      'Rank change (places gained)',
      'Index change (points)',
      'Living below national poverty line, value in the SDSN 2018 edition, recomputed',
      'Living below national poverty line, value updated',
      'Living below national poverty line, index change (points)',
      'Food insecurity, value in the SDSN 2018 edition, recomputed',
      'Food insecurity, value updated',
      'Food insecurity, index change (points)',
      'Why it moved',
    ]);
    expect(table.rows[0]).toEqual([2, 'Vermont', 'VT', 70.46, 3, 70.21, 1, 0.25, 11.9, 9.4, -0.01, 10.1, 9.2, 0.26, movementText(vermont).join(' ')]);
    expect(table.rows[1]).toEqual([null, 'District of Columbia', 'DC', null, null, null, null, null, null, null, null, null, null, null, null]);
  });
});
