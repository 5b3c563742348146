import { contrastRatio } from '../domain/colour-vision.js';
import { theme } from './theme.js';

describe('the theme’s colours', () => {
  it('keeps the brand primary, which is too light for white text on a filled button', () => {
    expect(theme.colors.primary).toBe('#FF4957');
    // White on #FF4957 is about 3.3:1: enough for large text only, short of the 4.5:1 a button's label needs.
    expect(contrastRatio('#FFFFFF', theme.colors.primary)).toBeLessThan(4.5);
  });

  it('fills buttons with the darker primary, where white text passes WCAG AA, also on hover', () => {
    expect(contrastRatio(theme.colors.white, theme.colors.primaryStrong)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(theme.colors.white, theme.colors.primaryStrongHover)).toBeGreaterThanOrEqual(4.5);
  });

  it('draws the focus ring visibly on white and on the filled buttons', () => {
    expect(contrastRatio(theme.colors.focus, theme.colors.white)).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(theme.colors.focus, theme.colors.background)).toBeGreaterThanOrEqual(3);
  });
});
