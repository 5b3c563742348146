import '@testing-library/jest-dom';
import { SERIES_COLORS } from '@x4i/shared';
import { renderWithProviders } from '@x4i/shared/testing';
import { LineChart } from './line-chart';

const months = ['2026-08', '2026-09', '2026-10', '2026-11'];
const series = ['Solutions', 'Challenges', 'Grants', 'Articles'].map((name, index) => ({
  name,
  points: months.map((x, at) => ({ x, y: (index * 2 + at) % 4 })),
}));

describe('LineChart', () => {
  it('draws a phone-sized and a wide drawing, each with whole-number count labels that never repeat', () => {
    const { container } = renderWithProviders(<LineChart title="Items added per month" series={series} format="count" />);
    const drawings = container.querySelectorAll('svg[role="img"]');
    expect(drawings).toHaveLength(2);
    for (const drawing of drawings) {
      expect(drawing).toHaveAttribute('aria-label', 'Items added per month');
      const labels = [...drawing.querySelectorAll('text')].map((text) => text.textContent);
      expect(labels.filter((label) => !months.includes(label!))).toEqual(['0', '1', '2', '3']);
      expect(labels.at(-1)).toBe('2026-11');
    }
  });

  it('draws each series in its own colour of the shared palette', () => {
    const { container } = renderWithProviders(<LineChart title="Items added per month" series={series} format="count" />);
    const strokes = [...container.querySelector('svg[role="img"]')!.querySelectorAll('path')].map((path) => path.getAttribute('stroke'));
    expect(strokes).toEqual(SERIES_COLORS.slice(0, 4));
  });

  it('writes millions compact on the value axis', () => {
    const jobs = [{ name: 'United States', points: [2019, 2020, 2021].map((year, index) => ({ x: String(year), y: 12_300_000 + index * 150_000 })) }];
    const { container } = renderWithProviders(<LineChart title="Nonprofit employment over time" series={jobs} format="count" />);
    expect(container.querySelector('svg')).toHaveTextContent('12M');
    expect(container.querySelector('svg')).not.toHaveTextContent('12,000,000');
  });
});
