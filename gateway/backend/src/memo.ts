/**
 * Keeping a load's promise: the first call starts the load and every call until it settles, and after it succeeds,
 * shares it; a failure is forgotten, so that the next call tries again. A clear (the data changed) makes the next
 * call load anew, and a load that fails after it was cleared does not forget the one started since.
 */

export interface Memo<T> {
  (): Promise<T>;
  /** The kept promise, if any: loading, or loaded. */
  peek(): Promise<T> | undefined;
  /** Keeps this promise instead (a value built elsewhere), forgotten as a load's if it fails. */
  set(value: Promise<T>): void;
  /** Forgets the kept promise: the next call loads again. */
  clear(): void;
}

export function memo<T>(load: () => Promise<T>): Memo<T> {
  let kept: Promise<T> | undefined;
  const keep = (value: Promise<T>) => {
    kept = value;
    value.catch(() => {
      if (kept === value) kept = undefined;
    });
    return value;
  };
  const get = (() => kept ?? keep(load())) as Memo<T>;
  get.peek = () => kept;
  get.set = (value) => void keep(value);
  get.clear = () => {
    kept = undefined;
  };
  return get;
}

export interface LatestMemo<K, T, A extends unknown[] = []> {
  /** The load of this key: kept while the key stays the latest asked for. The arguments after the key go to a load that starts. */
  (key: K, ...args: A): Promise<T>;
  /** Forgets the kept promise: the next call loads again, whatever its key. */
  clear(): void;
}

/**
 * A memo of the latest key only (a data version, a generation): a call with another key forgets the kept one and
 * loads that key's.
 */
export function memoLatest<K, T, A extends unknown[] = []>(load: (key: K, ...args: A) => Promise<T>): LatestMemo<K, T, A> {
  let kept: { key: K; value: Promise<T> } | undefined;
  const get = ((key: K, ...args: A) => {
    if (kept && Object.is(kept.key, key)) return kept.value;
    const entry = { key, value: load(key, ...args) };
    kept = entry;
    entry.value.catch(() => {
      if (kept === entry) kept = undefined;
    });
    return entry.value;
  }) as LatestMemo<K, T, A>;
  get.clear = () => {
    kept = undefined;
  };
  return get;
}

export interface KeyedMemo<K, T> {
  /** The load of this key, kept as a memo's (a failure is forgotten). */
  (key: K): Promise<T>;
  /** Forgets one key's promise, or every key's. */
  clear(key?: K): void;
}

/** A memo per key, each kept until it fails or is cleared. */
export function memoByKey<K, T>(load: (key: K) => Promise<T>): KeyedMemo<K, T> {
  const kept = new Map<K, Promise<T>>();
  const get = ((key: K) => {
    const found = kept.get(key);
    if (found) return found;
    const value = load(key);
    kept.set(key, value);
    value.catch(() => {
      if (kept.get(key) === value) kept.delete(key);
    });
    return value;
  }) as KeyedMemo<K, T>;
  get.clear = (key) => {
    if (key === undefined) kept.clear();
    else kept.delete(key);
  };
  return get;
}
