/**
 * @jest-environment node
 */
import { loadStateShapes, theme, UsMap } from '@x4i/shared';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { BarChart } from './bar-chart';
import { CountyMap } from './county-map';
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

  it('draws the states a source does not cover hatched and labelled, on the server too', async () => {
    const html = render(
      <UsMap
        title="Organizations by state"
        values={{ AK: 12 }}
        uncovered={{ states: ['CA'], reason: 'IRS file not imported' }}
        shapes={await loadStateShapes()}
      />,
    );
    expect(html).toContain('<pattern id="us-map-no-data-');
    expect(html).toContain('aria-label="California: no data (IRS file not imported)"');
    expect(html).toContain('<title>California: no data (IRS file not imported)</title>');
  });

  it('draws line and bar charts as SVG with their labels', () => {
    const line = render(
      <LineChart
        title="Food insecurity over time"
        series={[{ name: 'United States', points: [{ x: '2018–2020', y: 10.5 }, { x: '2021–2023', y: 12.2 }] }]}
        format="percent"
        decimals={1}
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

  it('draws a county map from the paths the server projected, marking a desert beyond colour and outlining the focus county', () => {
    const source = { name: 'US Census Bureau, SAIPE', url: 'https://www.census.gov/programs-surveys/saipe.html', year: '2020', aboutPath: '/our-data#saipe' };
    const html = render(
      <CountyMap
        section={{
          kind: 'county-map',
          id: 'per-org',
          title: 'People in poverty per organization',
          description: '',
          source,
          unit: 'people in poverty per organization',
          format: 'count',
          decimals: 0,
          viewBox: { width: 800, height: 500 },
          desertLegend: 'Service desert: no organization, or in the top quarter',
          focusFips: '53053',
          areas: [
            { fips: '53033', name: 'King County', d: 'M0,0L10,0L10,10Z', value: 250 },
            { fips: '53053', name: 'Pierce County', d: 'M10,0L20,0L20,10Z', value: null, desert: true },
            { fips: '53001', name: 'Adams County', d: 'M20,0L30,0L30,10Z', value: null },
          ],
        }}
        formatValue={(value) => String(value)}
        scale="share-of-largest"
      />,
    );
    expect(html).toContain('viewBox="0 0 800 500"');
    expect(html).toContain('aria-label="King County: 250"');
    expect(html).toContain('aria-label="Pierce County: no organization, service desert"');
    // A county without a value or a mark says nothing and is hidden.
    expect(html).not.toContain('aria-label="Adams County');
    // The desert's hatch and outline, and the focus outline, are drawn over the counties.
    expect(html.match(/fill="url\(#desert-[^)]+\)"/g)).toHaveLength(2);
    expect(html).toContain('Service desert: no organization, or in the top quarter (1 county)');
    expect(html).toContain('Thick outline: Pierce County');
  });
});
