import { estimateTextWidth } from '@x4i/shared/domain';
import { labelExtent, placeAxisLabels } from './chart-labels';
import { lineChartLayout } from './line-chart-layout';

const months = (count: number) =>
  Array.from({ length: count }, (_, index) => `${2024 + Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`);

const phone = { width: 360, height: 240, fontSize: 13 };
const wide = { width: 640, height: 300, fontSize: 13 };

/** The x labels' extents: within the drawing, and apart. */
function expectInsideAndApart(layout: ReturnType<typeof lineChartLayout>) {
  const extents = layout.xLabels.map((label) => labelExtent(label, layout.fontSize));
  for (const [left, right] of extents) {
    expect(left).toBeGreaterThanOrEqual(0);
    expect(right).toBeLessThanOrEqual(layout.width);
  }
  for (let index = 1; index < extents.length; index++) expect(extents[index]![0]).toBeGreaterThan(extents[index - 1]![1]);
}

describe('lineChartLayout', () => {
  it('labels a count axis from 0 to 3 with 0, 1, 2 and 3, each once', () => {
    const series = ['Solutions', 'Challenges', 'Grants', 'Articles'].map((name, index) => ({
      name,
      points: months(3).map((x, at) => ({ x, y: (index + at) % 4 })),
    }));
    expect(lineChartLayout(series, { format: 'count', ...phone }).yTicks.map((tick) => tick.label)).toEqual(['0', '1', '2', '3']);
  });

  it('keeps labels of 0 to 12 million inside the left margin it computes', () => {
    const series = [{ name: 'United States', points: Array.from({ length: 30 }, (_, index) => ({ x: String(1995 + index), y: 9_000_000 + index * 100_000 })) }];
    for (const size of [phone, wide]) {
      const layout = lineChartLayout(series, { format: 'count', ...size });
      expect(layout.yTicks.map((tick) => tick.label)).toContain('12M');
      for (const tick of layout.yTicks) expect(layout.plot.left - 8 - estimateTextWidth(tick.label, layout.fontSize)).toBeGreaterThanOrEqual(0);
      // Wider than the widest label would really be in a browser (12M is about 2 ems).
      expect(layout.plot.left).toBeGreaterThanOrEqual(2.2 * layout.fontSize + 8);
      expectInsideAndApart(layout);
    }
  });

  it('keeps the last month and every other x label whole and apart, on a phone and wide', () => {
    const series = [{ name: 'Solutions', points: months(35).map((x) => ({ x, y: 1 })) }];
    for (const size of [phone, wide]) {
      const layout = lineChartLayout(series, { format: 'count', ...size });
      expect(layout.xLabels.at(-1)!.text).toBe('2026-11');
      expect(layout.xLabels.length).toBeGreaterThan(2);
      expectInsideAndApart(layout);
    }
  });

  it('keeps three-year periods whole at the edges', () => {
    const periods = Array.from({ length: 16 }, (_, index) => `${2006 + index}–${2008 + index}`);
    const series = [{ name: 'United States', points: periods.map((x, index) => ({ x, y: 11 + index / 10 })) }];
    for (const size of [phone, wide]) expectInsideAndApart(lineChartLayout(series, { format: 'percent', decimals: 1, ...size }));
  });
});

describe('placeAxisLabels', () => {
  it('starts the first label at its point and ends the last at its point when centring would cut them', () => {
    const placed = placeAxisLabels(
      [
        { text: '2006–2008', x: 10 },
        { text: '2021–2023', x: 350 },
      ],
      360,
      13,
    );
    expect(placed.map((label) => label.anchor)).toEqual(['start', 'end']);
  });

  it('thins labels that would overlap, keeping the last', () => {
    const labels = Array.from({ length: 10 }, (_, index) => ({ text: String(2015 + index), x: 20 + index * 30 }));
    const placed = placeAxisLabels(labels, 320, 13);
    expect(placed.at(-1)!.text).toBe('2024');
    expect(placed.length).toBeLessThan(10);
  });
});
