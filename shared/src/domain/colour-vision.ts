/**
 * Colour checks for charts: how a colour looks to someone with a colour-vision deficiency, how far apart two colours
 * look (CIEDE2000), and the WCAG contrast ratio. Pure arithmetic on hex colours, so tests and the build can check a
 * palette without a browser.
 */

export type Rgb = readonly [number, number, number];

/** The dichromacies: red-blind, green-blind and blue-blind. */
export type ColourVisionDeficiency = 'protanopia' | 'deuteranopia' | 'tritanopia';

type Matrix = readonly [Rgb, Rgb, Rgb];

/** Machado, Oliveira and Fernandes (2009), severity 1, applied to linear RGB. */
const MACHADO_2009: Record<ColourVisionDeficiency, Matrix> = {
  protanopia: [
    [0.152286, 1.052583, -0.204868],
    [0.114503, 0.786281, 0.099216],
    [-0.003882, -0.048116, 1.051998],
  ],
  deuteranopia: [
    [0.367322, 0.860646, -0.227968],
    [0.280085, 0.672501, 0.047413],
    [-0.01182, 0.04294, 0.968881],
  ],
  tritanopia: [
    [1.255528, -0.076749, -0.178779],
    [-0.078411, 0.930809, 0.147602],
    [0.004733, 0.691367, 0.3039],
  ],
};

/** '#0072B2' or '#07b' → [0, 114, 178]. */
export function hexToRgb(hex: string): Rgb {
  const value = hex.trim().replace(/^#/, '');
  if (!/^([0-9a-f]{3}|[0-9a-f]{6})$/i.test(value)) throw new Error(`Not a hex colour: ${hex}`);
  const full = value.length === 3 ? [...value].map((char) => char + char).join('') : value;
  return [0, 2, 4].map((at) => Number.parseInt(full.slice(at, at + 2), 16)) as unknown as Rgb;
}

export function rgbToHex(rgb: Rgb): string {
  return `#${rgb.map((channel) => Math.round(Math.min(255, Math.max(0, channel))).toString(16).padStart(2, '0')).join('')}`.toUpperCase();
}

const toLinear = (channel: number) => {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};
const fromLinear = (c: number) => 255 * (c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055);

/** The colour as someone with the deficiency sees it (full severity). */
export function simulateDeficiency(hex: string, deficiency: ColourVisionDeficiency): string {
  const linear = hexToRgb(hex).map(toLinear);
  const matrix = MACHADO_2009[deficiency];
  const seen = matrix.map((row) => Math.min(1, Math.max(0, row[0] * linear[0]! + row[1] * linear[1]! + row[2] * linear[2]!)));
  return rgbToHex(seen.map(fromLinear) as unknown as Rgb);
}

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = hexToRgb(hex).map(toLinear) as unknown as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const contrastOf = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/** WCAG contrast ratio of two colours, 1 to 21: text needs 4.5 (3 when large), graphics 3. */
export function contrastRatio(a: string, b: string): number {
  return contrastOf(relativeLuminance(a), relativeLuminance(b));
}

/**
 * Black or white, whichever reads better on the background: the goal colours range from yellow to dark red, and
 * one text colour cannot pass WCAG AA on all of them. One of the two always reaches 4.5:1.
 */
export function readableTextColor(background: string): '#000000' | '#FFFFFF' {
  const value = relativeLuminance(background);
  return contrastOf(value, 0) >= contrastOf(value, 1) ? '#000000' : '#FFFFFF';
}

/** CIE L*a*b* under D65. */
function toLab(hex: string): Rgb {
  const [r, g, b] = hexToRgb(hex).map(toLinear) as unknown as Rgb;
  const xyz = [
    (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047,
    0.2126729 * r + 0.7151522 * g + 0.072175 * b,
    (0.0193339 * r + 0.119192 * g + 0.9503041 * b) / 1.08883,
  ];
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : (24389 / 27 * t + 16) / 116);
  const [fx, fy, fz] = xyz.map(f) as unknown as Rgb;
  return [116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)];
}

/** CIEDE2000 colour difference (Sharma, Wu and Dalal 2005): about 2 is just noticeable, above 10 clearly apart. */
export function deltaE2000(a: string, b: string): number {
  const [l1, a1, b1] = toLab(a);
  const [l2, a2, b2] = toLab(b);
  const rad = Math.PI / 180;
  const c1 = Math.hypot(a1, b1);
  const c2 = Math.hypot(a2, b2);
  const cMean7 = ((c1 + c2) / 2) ** 7;
  const g = 0.5 * (1 - Math.sqrt(cMean7 / (cMean7 + 25 ** 7)));
  const ap1 = (1 + g) * a1;
  const ap2 = (1 + g) * a2;
  const cp1 = Math.hypot(ap1, b1);
  const cp2 = Math.hypot(ap2, b2);
  const hue = (x: number, y: number) => (x === 0 && y === 0 ? 0 : ((Math.atan2(y, x) / rad) + 360) % 360);
  const hp1 = hue(ap1, b1);
  const hp2 = hue(ap2, b2);
  const dL = l2 - l1;
  const dC = cp2 - cp1;
  let dh = 0;
  if (cp1 * cp2 !== 0) {
    dh = hp2 - hp1;
    if (dh > 180) dh -= 360;
    else if (dh < -180) dh += 360;
  }
  const dH = 2 * Math.sqrt(cp1 * cp2) * Math.sin((dh / 2) * rad);
  const lMean = (l1 + l2) / 2;
  const cpMean = (cp1 + cp2) / 2;
  let hMean = hp1 + hp2;
  if (cp1 * cp2 !== 0) {
    if (Math.abs(hp1 - hp2) <= 180) hMean /= 2;
    else hMean = hp1 + hp2 < 360 ? (hp1 + hp2 + 360) / 2 : (hp1 + hp2 - 360) / 2;
  }
  const t = 1 - 0.17 * Math.cos((hMean - 30) * rad) + 0.24 * Math.cos(2 * hMean * rad) + 0.32 * Math.cos((3 * hMean + 6) * rad) - 0.2 * Math.cos((4 * hMean - 63) * rad);
  const dTheta = 30 * Math.exp(-(((hMean - 275) / 25) ** 2));
  const cpMean7 = cpMean ** 7;
  const rc = 2 * Math.sqrt(cpMean7 / (cpMean7 + 25 ** 7));
  const sl = 1 + (0.015 * (lMean - 50) ** 2) / Math.sqrt(20 + (lMean - 50) ** 2);
  const sc = 1 + 0.045 * cpMean;
  const sh = 1 + 0.015 * cpMean * t;
  const rt = -Math.sin(2 * dTheta * rad) * rc;
  return Math.sqrt((dL / sl) ** 2 + (dC / sc) ** 2 + (dH / sh) ** 2 + rt * (dC / sc) * (dH / sh));
}
