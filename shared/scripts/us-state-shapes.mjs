// Writes shared/src/ui/us-map/us-state-shapes.json: each state's SVG path and centroid, drawn once here from the
// us-atlas topology beside it, so that browsers fetch the paths instead of the topology and the geometry code.
// Run it when the topology changes: node shared/scripts/us-state-shapes.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { drawStateShapes } from './draw-state-shapes.mjs';

const dir = new URL('../src/ui/us-map/', import.meta.url);
const topology = JSON.parse(readFileSync(new URL('us_states_albers_10m.topojson.json', dir), 'utf8'));
writeFileSync(new URL('us-state-shapes.json', dir), `${JSON.stringify(drawStateShapes(topology))}\n`);
