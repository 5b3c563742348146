import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { geoBounds, geoConicConformal, geoPath } from 'd3-geo';
import type { FeatureCollection, Geometry } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { shippedDataDir } from '../../paths.js';
import { memo, memoByKey } from '../../memo.js';

/** us-atlas counties-10m (longitude and latitude, not projected): data/SOURCES.md, 'geo'. */
export const COUNTIES_TOPOLOGY_FILE = path.join(shippedDataDir, 'geo', 'us_counties_10m.topojson.json');

/** The width every county map is drawn at; its height follows the state's shape. */
export const COUNTY_MAP_WIDTH = 800;

export interface CountyShape {
  /** Five digits: state and county FIPS. */
  fips: string;
  /** As the atlas names it, without 'County': 'Pierce'. */
  name: string;
  /** SVG path data in the map's frame. */
  d: string;
}

export interface StateCountyShapes {
  width: number;
  height: number;
  /** By FIPS. */
  counties: CountyShape[];
}

type CountiesTopology = Topology<{ counties: GeometryCollection<{ name: string }> }>;

/**
 * Projects the counties of one state to SVG paths: a conformal conic centred on the state, with standard parallels
 * at a sixth and five sixths of its latitude span (the usual choice for a state plane), fitted to the map's width.
 */
export function projectStateCounties(topology: CountiesTopology, stateFips: string, width = COUNTY_MAP_WIDTH): StateCountyShapes {
  const all = feature(topology, topology.objects.counties) as FeatureCollection<Geometry, { name: string }>;
  const features = all.features.filter((county) => String(county.id).padStart(5, '0').startsWith(stateFips));
  if (features.length === 0) return { width, height: 0, counties: [] };
  const state: FeatureCollection<Geometry, { name: string }> = { type: 'FeatureCollection', features };
  const [[west, south], [east, north]] = geoBounds(state);
  const span = north - south;
  const projection = geoConicConformal()
    .rotate([-(west + east) / 2, 0])
    .parallels([south + span / 6, north - span / 6])
    .fitWidth(width, state);
  // A tenth of a pixel is finer than any screen shows, and keeps the paths a third of their full size.
  const draw = geoPath(projection).digits(1);
  const [, [, bottom]] = draw.bounds(state);
  return {
    width,
    height: Math.ceil(bottom),
    counties: features
      .map((county) => ({ fips: String(county.id).padStart(5, '0'), name: county.properties.name, d: draw(county) ?? '' }))
      .filter((county) => county.d !== '')
      .sort((a, b) => a.fips.localeCompare(b.fips)),
  };
}

/** The counties' shapes, read once; a failed read is tried again. */
const topology = memo(() => readFile(COUNTIES_TOPOLOGY_FILE, 'utf8').then((text) => JSON.parse(text) as CountiesTopology));

/** The counties of a state (by its two-digit FIPS), projected once per state and kept; a failure is tried again. */
export const loadStateCountyShapes: (stateFips: string) => Promise<StateCountyShapes> = memoByKey((stateFips: string) =>
  topology().then((loaded) => projectStateCounties(loaded, stateFips)),
);
