/** The id prefix of the hatch that fills the states a source does not cover. */
export const NO_DATA_FILL_ID = 'us-map-no-data';

/** Grey and hatched: unlike any shade of the scale (white to dark), so a state with no data never reads as a low value. */
const GREY = '#C9CFD5';
const LINE = '#8A949D';

/** The hatch as an SVG pattern, inside the map's own SVG so that a server-rendered map draws it too. */
export function NoDataPattern({ id }: { id: string }) {
  return (
    <defs>
      <pattern id={id} patternUnits="userSpaceOnUse" width="6" height="6" patternTransform="rotate(45)">
        <rect width="6" height="6" fill={GREY} />
        <line x1="0" y1="0" x2="0" y2="6" stroke={LINE} strokeWidth="2" />
      </pattern>
    </defs>
  );
}

/** The same hatch for a legend swatch (CSS). */
export const NO_DATA_SWATCH = `repeating-linear-gradient(45deg, ${GREY} 0 3px, ${LINE} 3px 5px)`;
