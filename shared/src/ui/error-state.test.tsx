import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { ErrorState } from './error-state.js';
import { Spinner } from './spinner.js';
import { theme } from './theme.js';

describe('ErrorState', () => {
  it('announces the message and retries on request', async () => {
    const onRetry = jest.fn();
    render(
      <ThemeProvider theme={theme}>
        <ErrorState message="The list could not be loaded." onRetry={onRetry} />
      </ThemeProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The list could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

describe('Spinner', () => {
  it('is a status that names what is loading', () => {
    render(
      <ThemeProvider theme={theme}>
        <Spinner label="Loading results" />
      </ThemeProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading results');
  });
});
