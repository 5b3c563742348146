import { geoPath } from 'd3-geo';
import { feature } from 'topojson-client';

/**
 * The topology's states as SVG paths in its 975 × 610 pixel frame (already projected: a null projection), to a
 * tenth of a pixel, with the centroid each tooltip points at.
 */
export function drawStateShapes(topology) {
  const path = geoPath().digits(1);
  const tenth = (value) => Math.round(value * 10) / 10;
  return feature(topology, topology.objects.states).features.map((shape) => ({
    fips: String(shape.id).padStart(2, '0'),
    d: path(shape),
    centroid: path.centroid(shape).map(tenth),
  }));
}
