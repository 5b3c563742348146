import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { NotFoundMessage, StatusMessage } from './status-message.js';
import { theme } from './theme.js';

function renderInRouter(ui: ReactElement) {
  return render(
    <ThemeProvider theme={theme}>
      <MemoryRouter>{ui}</MemoryRouter>
    </ThemeProvider>,
  );
}

describe('StatusMessage', () => {
  it('shows the heading, the text and the way home', () => {
    renderInRouter(<StatusMessage heading="An error occurred">Something went wrong.</StatusMessage>);
    expect(screen.getByRole('heading', { level: 1, name: 'An error occurred' })).toBeInTheDocument();
    expect(screen.getByText('Something went wrong.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home page' })).toHaveAttribute('href', '/');
  });

  it("says 'This page could not be found' for a missing page", () => {
    renderInRouter(<NotFoundMessage />);
    expect(screen.getByRole('heading', { level: 1, name: '404 Not Found' })).toBeInTheDocument();
    expect(screen.getByText('This page could not be found')).toBeInTheDocument();
  });
});
