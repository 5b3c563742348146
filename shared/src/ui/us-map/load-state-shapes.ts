import { US_STATES } from '../../domain/us-states.js';
import { readDrawnShapes } from './drawn-shapes.js';

/** One state as the map draws it, in the topology's 975 × 610 pixel frame. */
export interface StateShape {
  /** Upper-case USPS code. */
  code: string;
  name: string;
  /** SVG path data. */
  d: string;
  /** Where its tooltip points. */
  centroid: readonly [number, number];
}

export const MAP_WIDTH = 975;
export const MAP_HEIGHT = 610;

const statesByFips = new Map(US_STATES.map((state) => [state.fips, state]));

let loading: Promise<StateShape[]> | null = null;

/**
 * The 50 states and DC. Their paths were drawn once, at build time, from the us-atlas topology (see SOURCES.md):
 * a file of their own, fetched only when a map renders; the browser runs no geometry code.
 */
export function loadStateShapes(): Promise<StateShape[]> {
  loading ??= (async () => {
    const shapes = await readDrawnShapes();
    return shapes.flatMap((shape): StateShape[] => {
      const state = statesByFips.get(shape.fips);
      return state ? [{ code: state.code, name: state.name, d: shape.d, centroid: shape.centroid }] : [];
    });
  })();
  // A failed load is forgotten, so that the next map tries again.
  loading.catch(() => {
    loading = null;
  });
  return loading;
}
