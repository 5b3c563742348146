import { geoPath } from 'd3-geo';
import { feature } from 'topojson-client';
import { filter, filterWeight, presimplify, simplify } from 'topojson-simplify';

/**
 * Points whose triangle with their neighbours is smaller than this, in square pixels of the 975 × 610 frame, are
 * dropped (Visvalingam, on the topology's shared arcs, so neighbouring states keep one border), and so are islands
 * smaller than that (many collapse to a point). At 1 px² the map cannot be told from the full one even at its full
 * width, and it is half the bytes.
 */
const MIN_AREA = 1;

/**
 * The topology's states as SVG paths in its 975 × 610 pixel frame (already projected: a null projection), to a
 * tenth of a pixel, with the centroid each tooltip points at.
 */
export function drawStateShapes(topology) {
  const simplified = simplify(presimplify(structuredClone(topology)), MIN_AREA);
  const filtered = filter(simplified, filterWeight(simplified, MIN_AREA));
  const path = geoPath().digits(1);
  const tenth = (value) => Math.round(value * 10) / 10;
  return feature(filtered, filtered.objects.states).features.map((shape) => ({
    fips: String(shape.id).padStart(2, '0'),
    d: path(shape),
    centroid: path.centroid(shape).map(tenth),
  }));
}
