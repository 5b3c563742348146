import { recentRenderings } from './recent-renderings.js';

/** A renderer that answers `page <n>` for its n-th call, or what `next` says. */
function counter() {
  let calls = 0;
  const state = { next: undefined as (() => Promise<string | undefined>) | undefined };
  const render = jest.fn(() => {
    calls += 1;
    return state.next ? state.next() : Promise.resolve(`page ${calls}`);
  });
  return { render, state };
}

describe('recentRenderings', () => {
  let clock = 0;
  const now = () => clock;
  const settle = () => new Promise((resolve) => setImmediate(resolve));

  beforeEach(() => {
    clock = 1_000_000;
  });

  it('renders an address once for requests that arrive together, and reuses it while fresh', async () => {
    const rendering = recentRenderings<string>({ freshMs: 2000, staleMs: 60_000, limit: 10, now });
    const { render } = counter();
    expect(await Promise.all([rendering('/', render), rendering('/', render)])).toEqual(['page 1', 'page 1']);
    clock += 1999;
    expect(await rendering('/', render)).toBe('page 1');
    expect(await rendering('/other', render)).toBe('page 2');
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('sends a stale rendering at once and renews it in the background, once, for the next visitor', async () => {
    const rendering = recentRenderings<string>({ freshMs: 2000, staleMs: 60_000, limit: 10, now });
    const { render } = counter();
    await rendering('/', render);
    clock += 30_000;
    expect(await Promise.all([rendering('/', render), rendering('/', render)])).toEqual(['page 1', 'page 1']);
    await settle();
    expect(render).toHaveBeenCalledTimes(2);
    expect(await rendering('/', render)).toBe('page 2');
  });

  it('makes the visitor wait for a new rendering once the kept one is older than the stale limit', async () => {
    const rendering = recentRenderings<string>({ freshMs: 2000, staleMs: 60_000, limit: 10, now });
    const { render } = counter();
    await rendering('/', render);
    clock += 60_000;
    expect(await rendering('/', render)).toBe('page 2');
  });

  it('keeps no failed rendering, and keeps the last good one when its renewal fails', async () => {
    const rendering = recentRenderings<string>({ freshMs: 2000, staleMs: 60_000, limit: 10, now });
    const { render, state } = counter();
    state.next = () => Promise.resolve(undefined);
    expect(await rendering('/', render)).toBeUndefined();
    state.next = undefined;
    expect(await rendering('/', render)).toBe('page 2');

    clock += 10_000;
    state.next = () => Promise.reject(new Error('the backend is down'));
    expect(await rendering('/', render)).toBe('page 2');
    await settle();
    expect(await rendering('/', render)).toBe('page 2');
    // The failed renewal is tried again on the next request.
    await settle();
    expect(render).toHaveBeenCalledTimes(4);
  });

  it('keeps at most its limit of addresses, dropping the stale ones first, then the oldest', async () => {
    const rendering = recentRenderings<string>({ freshMs: 2000, staleMs: 60_000, limit: 2, now });
    const { render } = counter();
    await rendering('/a', render);
    clock += 60_000;
    await rendering('/b', render);
    await rendering('/c', render);
    await rendering('/b', render);
    await rendering('/c', render);
    expect(render).toHaveBeenCalledTimes(3);
    await rendering('/d', render);
    // /b was the oldest kept: it is rendered again.
    expect(await rendering('/b', render)).toBe('page 5');
  });
});
