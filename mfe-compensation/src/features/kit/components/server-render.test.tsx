/** @jest-environment node */
import { theme } from '@x4i/shared';
import { COMPENSATION_MESSAGES } from '@x4i/shared/contracts';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { PayRangeChart } from './pay-range-chart';

describe('PayRangeChart on the server', () => {
  it('renders the ranges, medians and 90th percentiles as SVG, and a suppressed group as the message', () => {
    const html = renderToString(
      <ThemeProvider theme={theme}>
        <PayRangeChart
          title="CEO pay by income bucket"
          rows={[
            { key: 'SMALL', label: 'Small: Less than $1M', filings: 5000, p25: 40000, median: 60000, p75: 85000, p90: 110000 },
            { key: 'ENTERPRISE', label: 'Enterprise: Over $50M', filings: 3, p25: null, median: null, p75: null, p90: null },
          ]}
        />
      </ThemeProvider>,
    );
    expect(html).toContain('<svg');
    expect(html).toContain('aria-label="CEO pay by income bucket: 25th to 75th percentile, median and 90th percentile of each group"');
    expect(html.match(/<rect /g)).toHaveLength(2); // the bar, and the legend's swatch
    expect(html).toContain('Small: Less than $1M: median $60,000, 25th–75th percentile $40,000–$85,000, 90th percentile $110,000');
    expect(html).toContain(COMPENSATION_MESSAGES.suppressed);
    expect(html).toContain('$150K');
    expect(html).toContain('Enterprise: Over…');
    expect(html.match(/<circle /g)).toHaveLength(2);
  });
});
