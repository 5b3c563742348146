import { openDb } from '../db/connect.js';
import type { Db } from '../db/db.js';
import { runMigrations } from '../db/migrate.js';
import { removeTempDirs, tempDir } from '../testing/test-backend.js';
import { ACCOUNT_RULE, createSignInThrottle, databaseFailures, FIRST_DELAY_MS, MAX_DELAY_MS, tooManyAttemptsMessage } from './sign-in-throttle.js';

function setup() {
  let time = 1_000_000;
  const clock = { now: () => time, advance: (ms: number) => (time += ms) };
  return { clock, throttle: createSignInThrottle(clock.now) };
}

const ada = { account: 'ada@example.org', address: '203.0.113.1' };

describe('the sign-in throttle', () => {
  it('lets a few wrong passwords through at once, then slows each attempt more, then refuses for 15 minutes', async () => {
    const { throttle, clock } = setup();
    for (let failure = 0; failure < ACCOUNT_RULE.slowAfter; failure += 1) {
      expect(await throttle.check(ada)).toEqual({ kind: 'go', delayMs: 0 });
      await throttle.failed(ada);
    }
    expect(await throttle.check(ada)).toEqual({ kind: 'go', delayMs: FIRST_DELAY_MS });
    await throttle.failed(ada);
    expect(await throttle.check(ada)).toEqual({ kind: 'go', delayMs: FIRST_DELAY_MS * 2 });
    for (let failure = ACCOUNT_RULE.slowAfter + 1; failure < ACCOUNT_RULE.refuseAfter; failure += 1) await throttle.failed(ada);
    clock.advance(60_000);
    expect(await throttle.check(ada)).toEqual({ kind: 'refused', retryAfterMs: ACCOUNT_RULE.windowMs - 60_000 });

    clock.advance(ACCOUNT_RULE.windowMs - 60_000);
    expect(await throttle.check(ada)).toEqual({ kind: 'go', delayMs: 0 });
  });

  it('never waits longer than the cap', async () => {
    const { throttle } = setup();
    const rules = { account: { slowAfter: 1, refuseAfter: 100, windowMs: 60_000 }, address: { slowAfter: 100, refuseAfter: 100, windowMs: 60_000 } };
    const capped = createSignInThrottle(() => 0, rules);
    for (let failure = 0; failure < 30; failure += 1) await capped.failed(ada);
    expect(await capped.check(ada)).toEqual({ kind: 'go', delayMs: MAX_DELAY_MS });
    expect((await throttle.check(ada)).kind).toBe('go');
  });

  it('counts per account, whatever the address, and per address, whatever the account', async () => {
    const { throttle } = setup();
    for (let failure = 0; failure < ACCOUNT_RULE.refuseAfter; failure += 1) await throttle.failed({ ...ada, address: `198.51.100.${failure}` });
    expect((await throttle.check({ ...ada, address: '192.0.2.9' })).kind).toBe('refused');
    expect(await throttle.check({ account: 'bob@example.org', address: '192.0.2.9' })).toEqual({ kind: 'go', delayMs: 0 });

    for (let failure = 0; failure < 50; failure += 1) await throttle.failed({ account: `guess${failure}@example.org`, address: '192.0.2.50' });
    expect((await throttle.check({ account: 'carol@example.org', address: '192.0.2.50' })).kind).toBe('refused');
  });

  it("forgets the account's failures after a correct password", async () => {
    const { throttle } = setup();
    for (let failure = 0; failure < 5; failure += 1) await throttle.failed(ada);
    await throttle.succeeded(ada);
    expect(await throttle.check({ ...ada, address: '192.0.2.1' })).toEqual({ kind: 'go', delayMs: 0 });
  });

  it('says when to try again, in whole minutes rounded up', () => {
    expect(tooManyAttemptsMessage(14 * 60_000 + 1)).toBe('Too many attempts. Try again in 15 minutes.');
    expect(tooManyAttemptsMessage(30_000)).toBe('Too many attempts. Try again in 1 minute.');
  });
});

describe('the sign-in throttle in the database', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openDb({ dataDir: await tempDir('sign-in-throttle') });
    await runMigrations(db);
  });
  afterAll(async () => {
    await db.close();
    await removeTempDirs();
  });

  it('counts the failures two backends saw as one count, and forgets them after a correct password', async () => {
    let time = 1_000_000;
    const now = () => time;
    // Two backends on one database: each has its own throttle, the counts are the database's.
    const one = createSignInThrottle(now, undefined, databaseFailures(db));
    const two = createSignInThrottle(now, undefined, databaseFailures(db));
    const grace = { account: 'grace@example.org', address: '203.0.113.7' };
    for (let failure = 0; failure < ACCOUNT_RULE.refuseAfter; failure += 1) await (failure % 2 ? one : two).failed(grace);
    time += 60_000;
    expect(await one.check(grace)).toEqual({ kind: 'refused', retryAfterMs: ACCOUNT_RULE.windowMs - 60_000 });
    expect((await two.check({ ...grace, address: '192.0.2.77' })).kind).toBe('refused');

    time += ACCOUNT_RULE.windowMs;
    expect(await two.check(grace)).toEqual({ kind: 'go', delayMs: 0 });
    await one.failed(grace);
    expect(await two.check(grace)).toEqual({ kind: 'go', delayMs: 0 });

    for (let failure = 0; failure < ACCOUNT_RULE.slowAfter + 1; failure += 1) await two.failed(grace);
    expect((await one.check(grace)).kind).toBe('go');
    expect(await one.check(grace)).not.toEqual({ kind: 'go', delayMs: 0 });
    await one.succeeded(grace);
    expect(await two.check({ ...grace, address: '192.0.2.78' })).toEqual({ kind: 'go', delayMs: 0 });
  });
});
