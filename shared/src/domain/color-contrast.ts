/** WCAG relative luminance of a #RRGGBB colour. */
export function relativeLuminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: number, b: number): number {
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/**
 * Black or white, whichever reads better on the background: the goal colours range from yellow to dark red, and
 * one text colour cannot pass WCAG AA on all of them. One of the two always reaches 4.5:1.
 */
export function readableTextColor(background: string): '#000000' | '#FFFFFF' {
  const value = relativeLuminance(background);
  return contrast(value, 0) >= contrast(value, 1) ? '#000000' : '#FFFFFF';
}

/** The WCAG contrast ratio of two #RRGGBB colours, 1 to 21: text needs 4.5 (3 when large), graphics 3. */
export function contrastRatio(foreground: string, background: string): number {
  return contrast(relativeLuminance(foreground), relativeLuminance(background));
}
