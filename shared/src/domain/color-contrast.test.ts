import { contrastRatio, readableTextColor } from './color-contrast.js';
import { UN_SDG_ENTRIES } from './un-sdg.js';

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
