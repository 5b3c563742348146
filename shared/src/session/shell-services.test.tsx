import { act, renderHook } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { contactUsOpenAtom, pendingLoadsAtom, snackbarQueueAtom } from './overlays.js';
import { useContactUs, useLoadingBar, useSnackbar } from './shell-services.js';

function withStore() {
  const store = createStore();
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return { store, wrapper };
}

describe('shell services', () => {
  it('useContactUs opens and closes the dialog', () => {
    const { store, wrapper } = withStore();
    const { result } = renderHook(() => useContactUs(), { wrapper });
    act(() => result.current.open());
    expect(store.get(contactUsOpenAtom)).toBe(true);
    expect(result.current.isOpen).toBe(true);
    act(() => result.current.close());
    expect(store.get(contactUsOpenAtom)).toBe(false);
  });

  it('useSnackbar queues messages in order, default variant unless told', () => {
    const { store, wrapper } = withStore();
    const { result } = renderHook(() => useSnackbar(), { wrapper });
    act(() => {
      result.current.show('Your profile has been updated.');
      result.current.show('Oops! There was an error.', { variant: 'error' });
    });
    expect(store.get(snackbarQueueAtom).map(({ message, variant }) => ({ message, variant }))).toEqual([
      { message: 'Your profile has been updated.', variant: 'default' },
      { message: 'Oops! There was an error.', variant: 'error' },
    ]);
  });

  it('useLoadingBar counts work under way; ending twice counts once', () => {
    const { store, wrapper } = withStore();
    const { result } = renderHook(() => useLoadingBar(), { wrapper });
    let end: () => void = () => undefined;
    act(() => {
      end = result.current.start();
      result.current.start();
    });
    expect(store.get(pendingLoadsAtom)).toBe(2);
    act(() => {
      end();
      end();
    });
    expect(store.get(pendingLoadsAtom)).toBe(1);
  });
});
