import { act, screen } from '@testing-library/react';
import { useSnackbar } from '@x4i/shared';
import { renderWithProviders } from '@x4i/shared/testing';
import { useEffect } from 'react';
import { Snackbar, SNACKBAR_DURATION_MS } from './snackbar';

function ShowOnMount({ messages }: { messages: Array<[string, 'default' | 'error']> }) {
  const snackbar = useSnackbar();
  useEffect(() => {
    for (const [message, variant] of messages) snackbar.show(message, { variant });
  }, [messages, snackbar]);
  return null;
}

describe('Snackbar', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows a message for about 5 s in black, an error in the error colour', () => {
    renderWithProviders(
      <>
        <ShowOnMount messages={[['Your profile has been updated.', 'default']]} />
        <Snackbar />
      </>,
    );
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Your profile has been updated.');
    expect(status).toHaveStyle({ backgroundColor: '#000000', color: '#FFFFFF' });
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();

    act(() => jest.advanceTimersByTime(SNACKBAR_DURATION_MS - 1));
    expect(status).toHaveTextContent('Your profile has been updated.');
    act(() => jest.advanceTimersByTime(1));
    expect(status).toBeEmptyDOMElement();
  });

  it('replaces the message on screen with a newer one at once, and never shows the older one again', () => {
    renderWithProviders(
      <>
        <ShowOnMount
          messages={[
            ['Your profile has been updated.', 'default'],
            ['Oops! There was an error.', 'error'],
          ]}
        />
        <Snackbar />
      </>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Oops! There was an error.');
    expect(alert).toHaveStyle({ backgroundColor: '#B20019', color: '#FFFFFF' });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();

    act(() => jest.advanceTimersByTime(SNACKBAR_DURATION_MS));
    expect(alert).toBeEmptyDOMElement();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
