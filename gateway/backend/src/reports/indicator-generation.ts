import { memoLatest } from '../memo.js';

/**
 * Which version of the indicator tables a process reads. A SAIPE switch (a refresh or a rollback, on this backend or,
 * announced, on another) moves it on; the report pages keep what they make from the tables per generation, so the
 * first request after a switch reads the rows now in use.
 */
const generations = new WeakMap<object, number>();

export const indicatorGeneration = (db: object): number => generations.get(db) ?? 0;

/** The indicator tables of this database changed: what was made from them is made again when next asked for. */
export function indicatorsChanged(db: object): void {
  generations.set(db, indicatorGeneration(db) + 1);
}

/** A load read once per generation of the indicator tables (and, as a memo's, forgotten when it fails). */
export function perGeneration<T>(db: object, load: () => Promise<T>): () => Promise<T> {
  const kept = memoLatest((_generation: number) => load());
  return () => kept(indicatorGeneration(db));
}
