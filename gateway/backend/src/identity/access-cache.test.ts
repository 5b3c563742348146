import { AccessCache } from './access-cache.js';

function clock(start = 0) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('AccessCache', () => {
  it('answers again from what it keeps, until the maximum age', async () => {
    const time = clock();
    const cache = new AccessCache(time.now, 60_000);
    const make = jest.fn(async () => 'team');
    expect(await cache.get('user a', make)).toBe('team');
    time.advance(59_999);
    expect(await cache.get('user a', make)).toBe('team');
    expect(make).toHaveBeenCalledTimes(1);
    time.advance(1);
    await cache.get('user a', make);
    expect(make).toHaveBeenCalledTimes(2);
  });

  it('asks again after a change, also for an answer that was being made when the change came', async () => {
    const cache = new AccessCache();
    let release!: (value: string) => void;
    const early = cache.get('user a', () => new Promise<string>((resolve) => (release = resolve)));
    cache.clear();
    release('before the change');
    expect(await early).toBe('before the change');
    expect(await cache.get('user a', async () => 'after the change')).toBe('after the change');
    cache.clear();
    expect(cache.size).toBe(0);
  });

  it('shares one answer between callers asking at once', async () => {
    const cache = new AccessCache();
    const make = jest.fn(async () => 'member');
    expect(await Promise.all([cache.get('k', make), cache.get('k', make), cache.get('k', make)])).toEqual(['member', 'member', 'member']);
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('keeps no failure', async () => {
    const cache = new AccessCache();
    await expect(cache.get('k', async () => Promise.reject(new Error('database gone')))).rejects.toThrow('database gone');
    expect(await cache.get('k', async () => 'back')).toBe('back');
  });

  it('keeps at most its limit, dropping the oldest first', async () => {
    const cache = new AccessCache(Date.now, 60_000, 2);
    await cache.get('a', async () => 1);
    await cache.get('b', async () => 2);
    await cache.get('c', async () => 3);
    expect(cache.size).toBe(2);
    expect(await cache.get('a', async () => 10)).toBe(10);
    expect(await cache.get('c', async () => 30)).toBe(3);
  });
});
