import { MISSED_NOTICES, type Db } from './db.js';
import { batchedNotices, type NoticeBatch } from './notices.js';

/** A database whose notices the test sends by hand. */
function fakeDb() {
  let send: (payload: string) => void = () => undefined;
  const db = {
    listen: async (_channel: string, onNotice: (payload: string) => void) => {
      send = onNotice;
    },
  } as unknown as Db;
  return { db, send: (payload: string) => send(payload) };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('batchedNotices', () => {
  it('keeps what arrives before start, then hands over what arrives together in one batch', async () => {
    const { db, send } = fakeDb();
    const notices = await batchedNotices(db, 'content_changes', () => undefined);
    send('a');
    const batches: NoticeBatch[] = [];
    notices.start(async (batch) => void batches.push(batch));
    await turn();
    send('b');
    send('c');
    send('b');
    await turn();
    expect(batches).toEqual([['a'], ['b', 'c']]);
  });

  it("hands over 'all' when notices may have been lost", async () => {
    const { db, send } = fakeDb();
    const notices = await batchedNotices(db, 'content_changes', () => undefined);
    const batches: NoticeBatch[] = [];
    notices.start(async (batch) => void batches.push(batch));
    send('a');
    send(MISSED_NOTICES);
    await turn();
    expect(batches).toEqual(['all']);
  });

  it("runs one batch at a time, and tries a failed one again as 'all'", async () => {
    jest.useFakeTimers({ doNotFake: ['setImmediate'] });
    try {
      const { db, send } = fakeDb();
      const errors: unknown[] = [];
      const notices = await batchedNotices(db, 'content_changes', (error) => errors.push(error));
      const batches: NoticeBatch[] = [];
      let fail = true;
      notices.start(async (batch) => {
        batches.push(batch);
        if (fail) throw new Error('database gone');
      });
      send('a');
      await turn();
      expect(errors).toHaveLength(1);
      fail = false;
      jest.advanceTimersByTime(1000);
      await turn();
      expect(batches).toEqual([['a'], 'all']);
    } finally {
      jest.useRealTimers();
    }
  });
});
