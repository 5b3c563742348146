import { rangeClassBounds, rangeClassOf, mixColors, normalizeMapValues, scaleClassBounds, scaleClassOf, scalePalette, SCALE_CLASSES } from './map-scale.js';

describe('the map scale', () => {
  it('reads state codes in any case and ignores values that are not numbers', () => {
    expect([...normalizeMapValues({ ak: 3, ' Vt ': 0, OR: Number.NaN })]).toEqual([
      ['AK', 3],
      ['VT', 0],
    ]);
  });

  it('puts the largest value in the top class and 0 in its own', () => {
    expect(scaleClassOf(100, 100)).toBe(SCALE_CLASSES);
    expect(scaleClassOf(0, 100)).toBe(0);
    expect(scaleClassOf(-3, 100)).toBe(0);
    expect(scaleClassOf(5, 0)).toBe(0);
  });

  it('keeps small values apart by the square root of their share', () => {
    // 1 % and 5 % of the largest value: linear classes would put both in the first.
    expect(scaleClassOf(1, 100)).toBe(1);
    expect(scaleClassOf(5, 100)).toBe(2);
    expect(scaleClassOf(40, 100)).toBe(4);
  });

  it('gives the upper bound of each class', () => {
    expect(scaleClassBounds(100)).toEqual([4, 16, 36, 64, 100]);
    for (const [index, bound] of scaleClassBounds(100).entries()) expect(scaleClassOf(bound, 100)).toBe(index + 1);
  });

  it('mixes colours', () => {
    expect(mixColors('#ffffff', '#000000', 0)).toBe('#ffffff');
    expect(mixColors('#ffffff', '#000000', 1)).toBe('#000000');
    expect(mixColors('#fff', '#304659', 0.5)).toBe('#98a3ac');
  });

  it('has a faint shade for 0 and ends at the full colour', () => {
    const palette = scalePalette('#FFFFFF', '#304659');
    expect(palette).toHaveLength(SCALE_CLASSES + 1);
    expect(palette[SCALE_CLASSES]).toBe('#304659');
    expect(new Set(palette).size).toBe(palette.length);
  });
});

describe('the range scale (rates)', () => {
  it('splits the range from the smallest to the largest value evenly, the smallest in class 1', () => {
    expect([6, 8.4, 8.5, 12, 18].map((value) => rangeClassOf(value, 6, 18))).toEqual([1, 1, 2, 3, 5]);
    rangeClassBounds(6, 18).forEach((bound, index) => expect(bound).toBeCloseTo([8.4, 10.8, 13.2, 15.6, 18][index]!));
    expect(rangeClassOf(5, 5, 5)).toBe(5);
  });
});
