import { estimateTextWidth } from './text-width.js';

describe('estimateTextWidth', () => {
  it('scales with the font size and the characters', () => {
    expect(estimateTextWidth('', 13)).toBe(0);
    expect(estimateTextWidth('12M', 26)).toBeCloseTo(2 * estimateTextWidth('12M', 13), 10);
    expect(estimateTextWidth('12,000,000', 13)).toBeGreaterThan(estimateTextWidth('12M', 13));
  });

  it('errs on the wide side of the widths measured in a browser (Montserrat and the fallback sans-serif)', () => {
    // Widths in ems measured in Chromium: the wider of the two fonts.
    const measured: [string, number][] = [
      ['12,000,000', 5.73],
      ['1,111,111', 5.09],
      ['2026-11', 4.18],
      ['2021–2023', 5.59],
      ['Knowledge Base', 8.41],
      ['$250K', 3.2],
      ['12.5%', 3.18],
      ['Goal 11: Sustainable Cities and Communities', 12.55],
    ];
    for (const [text, ems] of measured) expect({ text, wideEnough: estimateTextWidth(text, 10) >= ems * 10 }).toEqual({ text, wideEnough: true });
  });
});
