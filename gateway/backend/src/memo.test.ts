import { memo, memoByKey, memoLatest } from './memo.js';

/** A load whose calls are counted and whose answers the test settles by hand. */
function controlled<T>() {
  const pending: { resolve: (value: T) => void; reject: (error: Error) => void }[] = [];
  const load = jest.fn(() => new Promise<T>((resolve, reject) => pending.push({ resolve, reject })));
  return { load, pending };
}

describe('memo', () => {
  it('loads once and shares the promise, while loading and after', async () => {
    const { load, pending } = controlled<number>();
    const get = memo(load);
    const first = get();
    expect(get()).toBe(first);
    pending[0]!.resolve(7);
    await expect(first).resolves.toBe(7);
    expect(get()).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failure, so that the next call loads again', async () => {
    const { load, pending } = controlled<number>();
    const get = memo(load);
    const failed = get();
    pending[0]!.reject(new Error('down'));
    await expect(failed).rejects.toThrow('down');
    expect(get.peek()).toBeUndefined();
    const again = get();
    expect(again).not.toBe(failed);
    pending[1]!.resolve(2);
    await expect(again).resolves.toBe(2);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('loads again after a clear, and a cleared load that fails does not forget the newer one', async () => {
    const { load, pending } = controlled<number>();
    const get = memo(load);
    const old = get();
    get.clear();
    const newer = get();
    expect(newer).not.toBe(old);
    pending[0]!.reject(new Error('late'));
    await expect(old).rejects.toThrow('late');
    expect(get()).toBe(newer);
    pending[1]!.resolve(3);
    await expect(get()).resolves.toBe(3);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps a value set from elsewhere, and forgets it if it fails', async () => {
    const get = memo(async () => 1);
    get.set(Promise.resolve(5));
    await expect(get()).resolves.toBe(5);
    const failing = Promise.reject(new Error('no'));
    get.set(failing);
    await expect(failing).rejects.toThrow('no');
    await expect(get()).resolves.toBe(1);
  });

  it('passes on a load that throws at once, keeping nothing', () => {
    let calls = 0;
    const get = memo<number>(() => {
      calls += 1;
      throw new Error('at once');
    });
    expect(() => get()).toThrow('at once');
    expect(get.peek()).toBeUndefined();
    expect(() => get()).toThrow('at once');
    expect(calls).toBe(2);
  });
});

describe('memoLatest', () => {
  it('keeps the latest key only', async () => {
    const load = jest.fn(async (version: string) => `read ${version}`);
    const get = memoLatest(load);
    const a = get('a');
    expect(get('a')).toBe(a);
    await expect(get('b')).resolves.toBe('read b');
    expect(get('a')).not.toBe(a);
    expect(load.mock.calls.map(([version]) => version)).toEqual(['a', 'b', 'a']);
  });

  it('forgets a failure, and a superseded failure does not forget the newer key', async () => {
    const { load, pending } = controlled<string>();
    const get = memoLatest((_version: number) => load());
    const first = get(1);
    pending[0]!.reject(new Error('down'));
    await expect(first).rejects.toThrow('down');
    const retried = get(1);
    expect(retried).not.toBe(first);
    const newer = get(2);
    pending[1]!.reject(new Error('old'));
    await expect(retried).rejects.toThrow('old');
    expect(get(2)).toBe(newer);
    get.clear();
    expect(get(2)).not.toBe(newer);
    expect(load).toHaveBeenCalledTimes(4);
  });
});

describe('memoByKey', () => {
  it('keeps each key, forgets a key that fails, and clears one key or all', async () => {
    const load = jest.fn(async (state: string) => {
      if (state === 'XX') throw new Error(`Unknown state ${state}`);
      return `${state} counties`;
    });
    const get = memoByKey(load);
    const wa = get('WA');
    expect(get('WA')).toBe(wa);
    await expect(get('OR')).resolves.toBe('OR counties');
    await expect(get('XX')).rejects.toThrow('Unknown state XX');
    await expect(get('XX')).rejects.toThrow('Unknown state XX');
    expect(get('WA')).toBe(wa);
    get.clear('WA');
    expect(get('WA')).not.toBe(wa);
    get.clear();
    await get('OR');
    expect(load.mock.calls.map(([state]) => state)).toEqual(['WA', 'OR', 'XX', 'XX', 'WA', 'OR']);
  });
});
