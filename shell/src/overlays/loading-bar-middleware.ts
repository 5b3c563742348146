import type { createStore } from 'jotai';
import { pendingLoadsAtom } from '@x4i/shared';
import type { BareFetcher, Middleware } from 'swr';

type Store = ReturnType<typeof createStore>;

/** An SWR middleware that counts each fetch under way in the store, for the loading bar. */
export function loadingBarMiddleware(store: Store): Middleware {
  const track = <Data,>(fetcher: BareFetcher<Data>): BareFetcher<Data> =>
    (...args) => {
      store.set(pendingLoadsAtom, (count) => count + 1);
      const end = () => store.set(pendingLoadsAtom, (count) => Math.max(0, count - 1));
      try {
        return Promise.resolve(fetcher(...args)).finally(end);
      } catch (error) {
        end();
        throw error;
      }
    };
  return (useSWRNext) => (key, fetcher, config) => useSWRNext(key, fetcher && track(fetcher), config);
}
