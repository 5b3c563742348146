import { contrastRatio, deltaE2000, simulateDeficiency, type ColourVisionDeficiency } from '../domain/colour-vision.js';
import { SERIES_COLORS, seriesStyle } from './chart-palette.js';
import { theme } from './theme.js';

const pairs = SERIES_COLORS.flatMap((a, index) => SERIES_COLORS.slice(index + 1).map((b) => [a, b] as const));

describe('the series palette', () => {
  it('draws every series with at least 3:1 contrast on white, as graphics need', () => {
    for (const color of SERIES_COLORS) expect(contrastRatio(color, theme.colors.background)).toBeGreaterThanOrEqual(3);
  });

  it('keeps every two series clearly apart (CIEDE2000 above 20) to typical colour vision', () => {
    for (const [a, b] of pairs) expect({ pair: [a, b], apart: deltaE2000(a, b) > 20 }).toEqual({ pair: [a, b], apart: true });
  });

  it.each<ColourVisionDeficiency>(['protanopia', 'deuteranopia', 'tritanopia'])('keeps every two series apart (CIEDE2000 above 10) with %s', (kind) => {
    for (const [a, b] of pairs) {
      const apart = deltaE2000(simulateDeficiency(a, kind), simulateDeficiency(b, kind));
      expect({ pair: [a, b], apart: apart > 10 }).toEqual({ pair: [a, b], apart: true });
    }
  });

  it('gives each of the first fifteen series its own colour and dash', () => {
    const styles = Array.from({ length: 15 }, (_, index) => seriesStyle(index));
    expect(new Set(styles.map((style) => `${style.color} ${style.dash}`)).size).toBe(15);
    expect(styles[0]).toEqual({ color: '#0072B2', dash: undefined });
    expect(styles[5]).toEqual({ color: '#0072B2', dash: '8 4' });
  });
});
