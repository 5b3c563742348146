import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { DEMO_EXPLANATION, DemoBadge } from './demo-badge.js';
import { theme } from './theme.js';

describe('DemoBadge', () => {
  it('says Demo, and on a detail page what that means', () => {
    const { rerender } = render(
      <ThemeProvider theme={theme}>
        <DemoBadge />
      </ThemeProvider>,
    );
    expect(screen.getByText('Demo')).toBeVisible();
    expect(screen.queryByText(DEMO_EXPLANATION)).not.toBeInTheDocument();
    rerender(
      <ThemeProvider theme={theme}>
        <DemoBadge explained />
      </ThemeProvider>,
    );
    expect(screen.getByText('Demo')).toBeVisible();
    expect(screen.getByText(DEMO_EXPLANATION)).toBeVisible();
  });
});
