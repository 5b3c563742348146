/**
 * How wide a line of text will be, estimated from its characters, for charts drawn on the server where nothing can
 * be measured. The widths (in ems) are those of the theme's Montserrat or of the fallback sans-serif, whichever is
 * wider, rounded up: an estimate errs on the wide side, so that a label given this room is never cut.
 */
const NARROW = new Set([...'.,:;\'|!ilj ']);
const SLIM = new Set([...'ftr()[]-/I']);
const WIDE = new Set([...'mwMW%@']);

function charWidth(char: string): number {
  if (NARROW.has(char)) return 0.34;
  if (SLIM.has(char)) return 0.42;
  if (WIDE.has(char)) return 1.12;
  if (/[0-9$#€£]/.test(char)) return 0.67;
  if (/[A-Z]/.test(char)) return 0.85;
  if (/[a-z]/.test(char)) return 0.7;
  return 0.75;
}

/** The estimated width, in px, of the text at the font size in px. */
export function estimateTextWidth(text: string, fontSize: number): number {
  let ems = 0;
  for (const char of text) ems += charWidth(char);
  return ems * fontSize;
}
