import { contrastRatio, deltaE2000, hexToRgb, readableTextColor, simulateDeficiency } from './colour-vision.js';
import { UN_SDG_ENTRIES } from './un-sdg.js';

describe('colour vision', () => {
  it('reads short and long hex colours', () => {
    expect(hexToRgb('#07b')).toEqual([0, 119, 187]);
    expect(hexToRgb('0072B2')).toEqual([0, 114, 178]);
    expect(() => hexToRgb('blue')).toThrow('Not a hex colour');
  });

  it('gives the WCAG contrast ratio', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#FFFFFF', '#FFFFFF')).toBe(1);
    // WCAG's own example grey: #777 on white is just under 4.5:1.
    expect(contrastRatio('#777777', '#FFFFFF')).toBeCloseTo(4.48, 2);
  });

  it('measures CIEDE2000 differences: none for one colour, 100 from black to white, symmetric', () => {
    expect(deltaE2000('#336699', '#336699')).toBe(0);
    expect(deltaE2000('#000000', '#FFFFFF')).toBeCloseTo(100, 1);
    expect(deltaE2000('#0072B2', '#D55E00')).toBeCloseTo(deltaE2000('#D55E00', '#0072B2'), 10);
  });

  it('simulates the dichromacies with the Machado 2009 matrices', () => {
    // Greys are unchanged: each matrix's rows sum to one.
    for (const kind of ['protanopia', 'deuteranopia', 'tritanopia'] as const) expect(simulateDeficiency('#808080', kind)).toBe('#808080');
    // Pure red is a dark olive to a red-blind eye.
    expect(simulateDeficiency('#FF0000', 'protanopia')).toBe('#6D5F00');
    // A red and a green far apart to most come close without red or green cones, and stay apart without blue ones.
    const seenApart = (kind: 'protanopia' | 'deuteranopia' | 'tritanopia') => deltaE2000(simulateDeficiency('#D62728', kind), simulateDeficiency('#2CA02C', kind));
    const apart = deltaE2000('#D62728', '#2CA02C');
    expect(seenApart('deuteranopia')).toBeLessThan(apart / 3);
    expect(seenApart('protanopia')).toBeLessThan(apart / 2);
    expect(seenApart('tritanopia')).toBeGreaterThan(apart / 2);
  });
});

describe('readableTextColor', () => {
  it('picks black on light colours and white on dark ones', () => {
    expect(readableTextColor('#FCC30B')).toBe('#000000');
    expect(readableTextColor('#19486A')).toBe('#FFFFFF');
  });

  it('reaches WCAG AA on every goal colour', () => {
    for (const entry of UN_SDG_ENTRIES) {
      expect({ goal: entry.value, ok: contrastRatio(readableTextColor(entry.color), entry.color) >= 4.5 }).toEqual({ goal: entry.value, ok: true });
    }
  });
});
