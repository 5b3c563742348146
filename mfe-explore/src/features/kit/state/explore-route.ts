import { atom } from 'jotai';
import { useLayoutEffect } from 'react';
import { useExploreStore } from './explore-store';

/**
 * Whether a listing or search page is on screen. The home page reads it as it first renders, while the page it
 * replaces is still mounted, to know whether the visitor came from an explore route (SPEC 2.4: going to the
 * landing page from there scrolls to the top).
 */
export const exploreRouteShownAtom = atom(false);

export function useMarkExploreRoute(): void {
  const store = useExploreStore();
  useLayoutEffect(() => {
    store.set(exploreRouteShownAtom, true);
    return () => store.set(exploreRouteShownAtom, false);
  }, [store]);
}
