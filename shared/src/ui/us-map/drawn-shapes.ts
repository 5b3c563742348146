// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- a .d.ts of ambient modules is not importable; every build that compiles this file sees the `?url` declaration through it
/// <reference path="./file-url.d.ts" />
import shapesUrl from './us-state-shapes.json?url';

/** What `shared/scripts/us-state-shapes.mjs` drew from the topology. */
export interface DrawnShape {
  fips: string;
  d: string;
  centroid: [number, number];
}

/**
 * The drawn shapes, a file of the build fetched as JSON: they are data, so the browser parses them and never
 * compiles them as a script (and a page's JavaScript stays its code). Tests read the file instead (jest.base.cjs).
 */
export async function readDrawnShapes(): Promise<DrawnShape[]> {
  const response = await fetch(shapesUrl);
  if (!response.ok) throw new Error(`The map's shapes answered ${response.status}.`);
  return (await response.json()) as DrawnShape[];
}
