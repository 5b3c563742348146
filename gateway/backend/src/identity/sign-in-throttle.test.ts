import { ACCOUNT_RULE, createSignInThrottle, FIRST_DELAY_MS, MAX_DELAY_MS, tooManyAttemptsMessage } from './sign-in-throttle.js';

function setup() {
  let time = 1_000_000;
  const clock = { now: () => time, advance: (ms: number) => (time += ms) };
  return { clock, throttle: createSignInThrottle(clock.now) };
}

const ada = { account: 'ada@example.org', address: '203.0.113.1' };

describe('the sign-in throttle', () => {
  it('lets a few wrong passwords through at once, then slows each attempt more, then refuses for 15 minutes', () => {
    const { throttle, clock } = setup();
    for (let failure = 0; failure < ACCOUNT_RULE.slowAfter; failure += 1) {
      expect(throttle.check(ada)).toEqual({ kind: 'go', delayMs: 0 });
      throttle.failed(ada);
    }
    expect(throttle.check(ada)).toEqual({ kind: 'go', delayMs: FIRST_DELAY_MS });
    throttle.failed(ada);
    expect(throttle.check(ada)).toEqual({ kind: 'go', delayMs: FIRST_DELAY_MS * 2 });
    for (let failure = ACCOUNT_RULE.slowAfter + 1; failure < ACCOUNT_RULE.refuseAfter; failure += 1) throttle.failed(ada);
    clock.advance(60_000);
    expect(throttle.check(ada)).toEqual({ kind: 'refused', retryAfterMs: ACCOUNT_RULE.windowMs - 60_000 });

    clock.advance(ACCOUNT_RULE.windowMs - 60_000);
    expect(throttle.check(ada)).toEqual({ kind: 'go', delayMs: 0 });
  });

  it('never waits longer than the cap', () => {
    const { throttle } = setup();
    const rules = { account: { slowAfter: 1, refuseAfter: 100, windowMs: 60_000 }, address: { slowAfter: 100, refuseAfter: 100, windowMs: 60_000 } };
    const capped = createSignInThrottle(() => 0, rules);
    for (let failure = 0; failure < 30; failure += 1) capped.failed(ada);
    expect(capped.check(ada)).toEqual({ kind: 'go', delayMs: MAX_DELAY_MS });
    expect(throttle.check(ada).kind).toBe('go');
  });

  it('counts per account, whatever the address, and per address, whatever the account', () => {
    const { throttle } = setup();
    for (let failure = 0; failure < ACCOUNT_RULE.refuseAfter; failure += 1) throttle.failed({ ...ada, address: `198.51.100.${failure}` });
    expect(throttle.check({ ...ada, address: '192.0.2.9' }).kind).toBe('refused');
    expect(throttle.check({ account: 'bob@example.org', address: '192.0.2.9' })).toEqual({ kind: 'go', delayMs: 0 });

    for (let failure = 0; failure < 50; failure += 1) throttle.failed({ account: `guess${failure}@example.org`, address: '192.0.2.50' });
    expect(throttle.check({ account: 'carol@example.org', address: '192.0.2.50' }).kind).toBe('refused');
  });

  it("forgets the account's failures after a correct password", () => {
    const { throttle } = setup();
    for (let failure = 0; failure < 5; failure += 1) throttle.failed(ada);
    throttle.succeeded(ada);
    expect(throttle.check({ ...ada, address: '192.0.2.1' })).toEqual({ kind: 'go', delayMs: 0 });
  });

  it('says when to try again, in whole minutes rounded up', () => {
    expect(tooManyAttemptsMessage(14 * 60_000 + 1)).toBe('Too many attempts. Try again in 15 minutes.');
    expect(tooManyAttemptsMessage(30_000)).toBe('Too many attempts. Try again in 1 minute.');
  });
});
