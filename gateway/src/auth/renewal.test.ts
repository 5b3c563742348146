import { SignJWT } from 'jose';
import { needsRenewal, RENEW_BEFORE_MS } from './renewal.js';

const secret = new TextEncoder().encode('test-secret-test-secret-test-secret');
const token = (iat: number, exp: number) => new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setIssuedAt(iat).setExpirationTime(exp).sign(secret);

describe('needsRenewal', () => {
  const now = 1_800_000_000_000;
  const seconds = now / 1000;

  it('renews an hour-long token in its last five minutes', async () => {
    expect(needsRenewal(await token(seconds - 3000, seconds + 600), now)).toBe(false);
    expect(needsRenewal(await token(seconds - 3400, seconds + RENEW_BEFORE_MS / 1000), now)).toBe(true);
  });

  it('renews a short-lived token in its second half of life', async () => {
    expect(needsRenewal(await token(seconds - 20, seconds + 40), now)).toBe(false);
    expect(needsRenewal(await token(seconds - 31, seconds + 29), now)).toBe(true);
  });

  it('renews a missing, expired or unreadable token', async () => {
    expect(needsRenewal(undefined, now)).toBe(true);
    expect(needsRenewal(await token(seconds - 3700, seconds - 100), now)).toBe(true);
    expect(needsRenewal('not-a-jwt', now)).toBe(true);
  });
});
