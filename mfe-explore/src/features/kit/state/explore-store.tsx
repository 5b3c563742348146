import { createStore, useAtom, useAtomValue, useSetAtom, type Atom, type PrimitiveAtom, type WritableAtom } from 'jotai';
import { createContext, useContext, type ReactNode } from 'react';

type Store = ReturnType<typeof createStore>;

/**
 * The remote's own jotai store (DESIGN 2: a remote's private atoms stay inside the remote). Its state outlives the
 * page components, which the shell remounts when the matched route changes (a listing becoming a search), and
 * never mixes with the shell's store, which the shared session and overlay hooks keep using.
 */
const exploreStore = createStore();

const ExploreStoreContext = createContext<Store>(exploreStore);

/** Gives a subtree its own store: each test starts from a fresh one. */
export function ExploreStoreProvider({ store, children }: { store: Store; children: ReactNode }) {
  return <ExploreStoreContext.Provider value={store}>{children}</ExploreStoreContext.Provider>;
}

export function useExploreStore(): Store {
  return useContext(ExploreStoreContext);
}

export function useExploreAtom<Value>(atom: PrimitiveAtom<Value>) {
  return useAtom(atom, { store: useExploreStore() });
}

export function useExploreAtomValue<Value>(atom: Atom<Value>): Value {
  return useAtomValue(atom, { store: useExploreStore() });
}

export function useSetExploreAtom<Value, Args extends unknown[], Result>(atom: WritableAtom<Value, Args, Result>) {
  return useSetAtom(atom, { store: useExploreStore() });
}
