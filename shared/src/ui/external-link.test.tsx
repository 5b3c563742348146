import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { ExternalLink } from './external-link.js';
import { theme } from './theme.js';

describe('ExternalLink', () => {
  it('opens in a new tab, safely, and says so', () => {
    render(
      <ThemeProvider theme={theme}>
        <ExternalLink href="https://www.irs.gov">IRS</ExternalLink>
      </ThemeProvider>,
    );
    const link = screen.getByRole('link', { name: 'IRS (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://www.irs.gov');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
