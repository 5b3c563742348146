import { act } from '@testing-library/react';

/** A window.matchMedia whose width the test sets: sm (768 px and wider) or not, with change events as a resize gives. */
export function mockDeviceWidth(sm: boolean): { resize(sm: boolean): void } {
  let matches = sm;
  const listeners = new Set<(event: { matches: boolean }) => void>();
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (media: string) => ({
      media,
      get matches() {
        return matches;
      },
      addEventListener: (_type: string, listener: (event: { matches: boolean }) => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: (event: { matches: boolean }) => void) => listeners.delete(listener),
    }),
  });
  return {
    resize(next: boolean) {
      matches = next;
      act(() => listeners.forEach((listener) => listener({ matches: next })));
    },
  };
}
