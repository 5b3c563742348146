import { genderGapSentence, unknownShareSentence } from './gender-gap';

const stats = (median: number, filings = 100) => ({ filings, p25: median - 10, median, p75: median + 10, p90: median + 20 });

describe('gender gap sentences', () => {
  it('says how far women’s median sits from men’s', () => {
    expect(genderGapSentence('CFO', stats(90000), stats(110000))).toBe('The median pay of women filed as CFO ($90,000) is 18.2% below that of men ($110,000).');
    expect(genderGapSentence('CFO', stats(120000), stats(100000))).toBe('The median pay of women filed as CFO ($120,000) is 20% above that of men ($100,000).');
    expect(genderGapSentence('CFO', stats(100000), stats(100000))).toBe('Women and men filed as CFO have the same median pay, $100,000.');
  });

  it('says nothing when a group has too few filings', () => {
    expect(genderGapSentence('CFO', stats(90000, 4), stats(110000))).toBeNull();
  });

  it('gives the share whose gender is unknown', () => {
    expect(unknownShareSentence(0.065)).toBe('Gender is inferred from first names; for 6.5% of the filings it is not known, and they are left out of both groups.');
  });
});
