import { readFileSync } from 'node:fs';
import path from 'node:path';
// @ts-expect-error: a build script in plain JavaScript, without types.
import { drawStateShapes } from '../../../scripts/draw-state-shapes.mjs';
import { loadStateShapes } from './load-state-shapes.js';

const read = (file: string) => JSON.parse(readFileSync(path.join(__dirname, file), 'utf8'));

describe('the states the map draws', () => {
  it('are the paths the build script draws from the topology today (run shared/scripts/us-state-shapes.mjs after changing it)', () => {
    expect(read('us-state-shapes.json')).toEqual(drawStateShapes(read('us_states_albers_10m.topojson.json')));
  });

  it('are the 50 states and DC, each named, with a path and a centroid inside the frame', async () => {
    const shapes = await loadStateShapes();
    expect(shapes).toHaveLength(51);
    const alaska = shapes.find((shape) => shape.code === 'AK')!;
    expect(alaska.name).toBe('Alaska');
    expect(alaska.d).toMatch(/^M[\d.-]+,[\d.-]+L/);
    for (const shape of shapes) {
      expect(shape.centroid[0]).toBeGreaterThan(0);
      expect(shape.centroid[0]).toBeLessThan(975);
      expect(shape.centroid[1]).toBeGreaterThan(0);
      expect(shape.centroid[1]).toBeLessThan(610);
    }
  });
});
