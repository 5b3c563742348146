import { loadStateCountyShapes } from './county-shapes.js';

describe('loadStateCountyShapes', () => {
  it("projects Washington's 39 counties into one frame, once", async () => {
    const shapes = await loadStateCountyShapes('53');
    expect(await loadStateCountyShapes('53')).toBe(shapes);
    expect(shapes.counties).toHaveLength(39);
    expect(shapes.counties.find((county) => county.fips === '53053')).toMatchObject({ name: 'Pierce', d: expect.stringMatching(/^M[\d.]+,[\d.]+L/) });
    // Washington is wider than it is tall.
    expect(shapes.width).toBe(800);
    expect(shapes.height).toBeGreaterThan(400);
    expect(shapes.height).toBeLessThan(600);
    // Every point lies in the frame.
    for (const county of shapes.counties) {
      for (const [x, y] of [...county.d.matchAll(/(-?[\d.]+),(-?[\d.]+)/g)].map((match: RegExpExecArray) => [Number(match[1]), Number(match[2])])) {
        expect(x).toBeGreaterThanOrEqual(-0.1);
        expect(x).toBeLessThanOrEqual(800.1);
        expect(y).toBeGreaterThanOrEqual(-0.1);
        expect(y).toBeLessThanOrEqual(shapes.height + 0.1);
      }
    }
  });

  it('draws another state by its FIPS, and nothing for a code with no counties', async () => {
    expect((await loadStateCountyShapes('50')).counties).toHaveLength(14);
    expect((await loadStateCountyShapes('99')).counties).toEqual([]);
  });
});
