import { US_STATES } from '../../domain/us-states.js';
import type { GeometryCollection, Topology } from 'topojson-specification';

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

type StatesTopology = Topology<{ states: GeometryCollection<{ name: string }> }>;

const statesByFips = new Map(US_STATES.map((state) => [state.fips, state]));

let loading: Promise<StateShape[]> | null = null;

/**
 * The 50 states and DC, drawn once per page load. The topology (us-atlas, already projected to Albers USA) and
 * the geometry code are a chunk of their own, fetched only when a map renders.
 */
export function loadStateShapes(): Promise<StateShape[]> {
  loading ??= (async () => {
    const [{ geoPath }, { feature }, topologyModule] = await Promise.all([
      import(/* webpackChunkName: "us-map-geometry" */ 'd3-geo'),
      import(/* webpackChunkName: "us-map-geometry" */ 'topojson-client'),
      import(/* webpackChunkName: "us-map-topology" */ './us_states_albers_10m.topojson.json', { with: { type: 'json' } }),
    ]);
    const topology = ((topologyModule as { default?: unknown }).default ?? topologyModule) as StatesTopology;
    // A null projection: the coordinates are pixels already.
    const path = geoPath();
    return feature(topology, topology.objects.states).features.flatMap((shape): StateShape[] => {
      const state = statesByFips.get(String(shape.id).padStart(2, '0'));
      const d = path(shape);
      return state && d ? [{ code: state.code, name: state.name, d, centroid: path.centroid(shape) }] : [];
    });
  })();
  // A failed chunk load is forgotten, so that the next map tries again.
  loading.catch(() => {
    loading = null;
  });
  return loading;
}
