import { emailVerifiedBy } from './upstream-providers.js';

describe('emailVerifiedBy', () => {
  it('takes email_verified: true, and nothing less, as a verified address', () => {
    expect(emailVerifiedBy('google', { email_verified: true })).toBe(true);
    expect(emailVerifiedBy('linkedin', { email_verified: true })).toBe(true);
    for (const value of [false, 'true', 1, undefined, null]) expect(emailVerifiedBy('google', { email_verified: value })).toBe(false);
    expect(emailVerifiedBy('google', { xms_edov: true })).toBe(false);
  });

  it("takes Microsoft's verified domain owner (xms_edov), since its ID tokens carry no email_verified", () => {
    expect(emailVerifiedBy('microsoft', { xms_edov: true })).toBe(true);
    expect(emailVerifiedBy('microsoft', { email_verified: true })).toBe(true);
    expect(emailVerifiedBy('microsoft', { xms_edov: false })).toBe(false);
    expect(emailVerifiedBy('microsoft', {})).toBe(false);
  });
});
