import { gzipSync } from 'node:zlib';
import { etagOf, type PreparedAnswer } from './prepared-answer.js';

/** A JSON answer serialised and compressed once (sent with sendPreparedAnswer). */
export function prepareJson(value: unknown): PreparedAnswer {
  const plain = Buffer.from(JSON.stringify(value));
  return { type: 'json', plain, gzip: gzipSync(plain), etag: etagOf(plain) };
}

/**
 * Answers kept beside the cached value they are made from, so they live as long as it does: when the cache drops
 * the value (an import), its answers go with it. `variant` tells apart answers made from one value (the query as
 * typed around one cached page of results, a report's state). At most `limit` are kept per value, the oldest
 * dropped first, so that a parameter with no end of spellings (a page number, a query's spaces) cannot grow them.
 */
function answersKeptBy<Value extends object, Answer>(limit: number) {
  const byValue = new WeakMap<Value, Map<string, Answer>>();
  return {
    answer(value: Value, variant: string, make: (forget: () => void) => Answer): Answer {
      let answers = byValue.get(value);
      if (!answers) byValue.set(value, (answers = new Map()));
      const cached = answers.get(variant);
      if (cached !== undefined) return cached;
      const kept = answers;
      const made = make(() => {
        if (kept.get(variant) === made) kept.delete(variant);
      });
      kept.set(variant, made);
      if (kept.size > limit) kept.delete(kept.keys().next().value!);
      return made;
    },
  };
}

/** Prepared answers: a cache hit costs a lookup, not a serialisation and a compression. */
export function preparedAnswers<Value extends object>(limit: number): (value: Value, variant: string, answer: () => unknown) => PreparedAnswer {
  const kept = answersKeptBy<Value, PreparedAnswer>(limit);
  return (value, variant, answer) => kept.answer(value, variant, () => prepareJson(answer()));
}

/**
 * As `preparedAnswers`, for answers made asynchronously (a report reads its tables and a query): requests that
 * ask for one answer at once share its making, and a failed one is not kept.
 */
export function preparedAsyncAnswers<Value extends object>(limit: number): (value: Value, variant: string, answer: () => Promise<unknown>) => Promise<PreparedAnswer> {
  const kept = answersKeptBy<Value, Promise<PreparedAnswer>>(limit);
  return (value, variant, answer) =>
    kept.answer(value, variant, (forget) => {
      const prepared = answer().then(prepareJson);
      prepared.catch(forget);
      return prepared;
    });
}
