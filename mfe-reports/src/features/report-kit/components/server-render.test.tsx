/**
 * @jest-environment node
 */
import { loadStateShapes, theme, UsMap } from '@x4i/shared';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { BarChart } from './bar-chart';
import { LineChart } from './line-chart';

const render = (node: React.ReactNode) => renderToString(<ThemeProvider theme={theme}>{node}</ThemeProvider>);

// The report pages are built to be rendered on the server later: their maps and charts are SVG made by React from
// the data alone, with nothing that needs a browser.
describe('the report visuals, rendered without a browser', () => {
  it('draws the map of the 50 states and DC as SVG paths', async () => {
    expect(typeof window).toBe('undefined');
    const html = render(
      <UsMap title="Poverty rate by state" values={{ AK: 10.1, VT: 9.4 }} formatValue={(value) => `${value}%`} scale="range" shapes={await loadStateShapes()} />,
    );
    expect(html).toContain('viewBox="0 0 975 610"');
    expect(html.match(/<path /g)).toHaveLength(51);
    expect(html).toContain('aria-label="Vermont: 9.4%"');
    expect(html).toContain('aria-label="Alaska: 10.1%"');
  });

  it('draws line and bar charts as SVG with their labels', () => {
    const line = render(
      <LineChart
        title="Food insecurity over time"
        series={[{ name: 'United States', points: [{ x: '2018–2020', y: 10.5 }, { x: '2021–2023', y: 12.2 }] }]}
        formatY={(value) => `${value}%`}
      />,
    );
    expect(line).toContain('aria-label="Food insecurity over time"');
    expect(line).toMatch(/<path d="M[\d.]+,[\d.]+L[\d.]+,[\d.]+"/);
    expect(line).toContain('2021–2023');
    const bars = render(<BarChart title="Poverty by county" bars={[{ label: 'Essex County', value: 12.1 }]} formatValue={(value) => `${value}%`} />);
    expect(bars).toContain('<rect');
    expect(bars).toContain('Essex County');
    expect(bars).toContain('12.1%');
  });
});
