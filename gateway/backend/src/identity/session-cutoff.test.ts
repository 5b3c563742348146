import { issuedAtMs, signedOutBy, signInSignedOutBy } from './session-cutoff.js';

describe('the sign-out of every session on a password reset', () => {
  it('keeps every token of an account that never reset its password', () => {
    expect(signedOutBy(1_700_000_000_000, null)).toBe(false);
    expect(signInSignedOutBy(1_700_000_000, null)).toBe(false);
  });

  it('refuses an access token issued before the reset, keeps one issued after it, even in the same second', () => {
    expect(signedOutBy(1_700_000_000_400, 1_700_000_000_500)).toBe(true);
    expect(signedOutBy(1_700_000_000_600, 1_700_000_000_500)).toBe(false);
    expect(signedOutBy(undefined, 1_700_000_000_500)).toBe(true);
  });

  it('reads the provider stamp in ms, else iat in seconds', () => {
    expect(issuedAtMs({ iat: 1_700_000_000, x4i_iat_ms: 1_700_000_000_600 })).toBe(1_700_000_000_600);
    expect(issuedAtMs({ iat: 1_700_000_000 })).toBe(1_700_000_000_000);
    expect(issuedAtMs({ iat: 1_700_000_000, x4i_iat_ms: 'soon' })).toBe(1_700_000_000_000);
  });

  it('refuses codes and refresh tokens of a sign-in from before the reset second', () => {
    expect(signInSignedOutBy(1_699_999_999, 1_700_000_000_500)).toBe(true);
    expect(signInSignedOutBy(1_700_000_000, 1_700_000_000_500)).toBe(false);
  });
});
