import { screen } from '@testing-library/react';
import { renderWithProviders } from '@x4i/shared/testing';
import { CHUNK_RELOAD_KEY } from '../overlays/chunk-load-reload';
import { RemoteBoundary } from './remote-boundary';

function Throws({ error }: { error: Error }): never {
  throw error;
}

const named = (name: string) => Object.assign(new Error(`${name} happened`), { name });

function renderBoundary(error: Error, reloadPage?: () => void) {
  return renderWithProviders(
    <RemoteBoundary remote="mfe-ntee-tools" onRetry={() => undefined} reloadPage={reloadPage}>
      <Throws error={error} />
    </RemoteBoundary>,
  );
}

beforeEach(() => {
  window.sessionStorage.clear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('a remote whose code fails', () => {
  it.each(['ChunkLoadError', 'RemoteLoadError'])('reloads the page first when its code could not be fetched (%s)', (name) => {
    const reload = jest.fn();
    renderBoundary(named(name), reload);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the page');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('offers the retry instead when the page was reloaded for failed code less than a minute ago', () => {
    window.sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now() - 30_000));
    const reload = jest.fn();
    renderBoundary(named('ChunkLoadError'), reload);
    expect(reload).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('goes straight to the retry where no reload is given (a dialog’s form)', () => {
    renderBoundary(named('RemoteLoadError'));
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(window.sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBeNull();
  });

  it('does not reload for code that loaded and then threw', () => {
    const reload = jest.fn();
    renderBoundary(new TypeError('x is undefined'), reload);
    expect(reload).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
