import { US_STATES } from '../../domain/us-states.js';

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

/** What `shared/scripts/us-state-shapes.mjs` drew from the topology. */
interface DrawnShape {
  fips: string;
  d: string;
  centroid: [number, number];
}

const statesByFips = new Map(US_STATES.map((state) => [state.fips, state]));

let loading: Promise<StateShape[]> | null = null;

/**
 * The 50 states and DC. Their paths were drawn once, at build time, from the us-atlas topology (see SOURCES.md):
 * a chunk of its own, fetched only when a map renders; the browser runs no geometry code.
 */
export function loadStateShapes(): Promise<StateShape[]> {
  loading ??= (async () => {
    const shapesModule = await import(/* webpackChunkName: "us-map-shapes" */ './us-state-shapes.json', { with: { type: 'json' } });
    const shapes = ((shapesModule as { default?: unknown }).default ?? shapesModule) as DrawnShape[];
    return shapes.flatMap((shape): StateShape[] => {
      const state = statesByFips.get(shape.fips);
      return state ? [{ code: state.code, name: state.name, d: shape.d, centroid: shape.centroid }] : [];
    });
  })();
  // A failed chunk load is forgotten, so that the next map tries again.
  loading.catch(() => {
    loading = null;
  });
  return loading;
}
