import { einLengthMessage, formatEin, isValidEin, looksLikeEin, normalizeEin } from './ein.js';

describe('EIN', () => {
  it('removes dashes and spaces', () => {
    expect(normalizeEin(' 01-0564885 ')).toBe('010564885');
  });

  it('accepts 9 digits with or without the dash', () => {
    expect(isValidEin('010564885')).toBe(true);
    expect(isValidEin('01-0564885')).toBe(true);
  });

  it('rejects the wrong length and letters', () => {
    expect(isValidEin('01056488')).toBe(false);
    expect(isValidEin('0105648855')).toBe(false);
    expect(isValidEin('01-056488X')).toBe(false);
  });

  it('shows a dash after two digits, keeping leading zeros', () => {
    expect(formatEin('010564885')).toBe('01-0564885');
    expect(formatEin('12345')).toBe('12345');
  });

  it('tells an EIN attempt from a name', () => {
    expect(looksLikeEin('01-05')).toBe(true);
    expect(looksLikeEin('Red Cross')).toBe(false);
    expect(looksLikeEin('---')).toBe(false);
  });
});

describe('einLengthMessage', () => {
  it('says how many digits were typed when an EIN-like entry has not 9', () => {
    expect(einLengthMessage('1234567')).toBe('An EIN has 9 digits; you typed 7.');
    expect(einLengthMessage('12-345678901')).toBe('An EIN has 9 digits; you typed 11.');
    expect(einLengthMessage('12-3456789')).toBeNull();
    expect(einLengthMessage('habitat')).toBeNull();
  });
});
