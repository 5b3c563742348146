/**
 * The colours of a chart's series, in order: the Okabe–Ito colours that keep 3:1 contrast on white (blue,
 * vermillion, bluish green, reddish purple), then the theme's text colour in place of black. They stay apart to
 * red-, green- and blue-blind eyes (see the test beside this file). A sixth series and later repeat the colours
 * with a dashed line, so that no two series draw alike.
 */
export const SERIES_COLORS = ['#0072B2', '#D55E00', '#009E73', '#CC79A7', '#1F2A33'] as const;

/** The dash of each round through the colours: solid, then dashed, then dotted. */
const SERIES_DASHES = [undefined, '8 4', '2 3'] as const;

export interface SeriesStyle {
  color: string;
  /** An SVG stroke-dasharray; none for a solid line. */
  dash: string | undefined;
}

export function seriesStyle(index: number): SeriesStyle {
  return {
    color: SERIES_COLORS[index % SERIES_COLORS.length]!,
    dash: SERIES_DASHES[Math.floor(index / SERIES_COLORS.length) % SERIES_DASHES.length],
  };
}
