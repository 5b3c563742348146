import { toContentCardUrl, toExternalUrl } from './url.js';

describe('toExternalUrl', () => {
  it('keeps http and https links and prepends https:// otherwise', () => {
    expect(toExternalUrl('https://example.org')).toBe('https://example.org');
    expect(toExternalUrl('HTTP://example.org')).toBe('HTTP://example.org');
    expect(toExternalUrl(' example.org/a ')).toBe('https://example.org/a');
    expect(toExternalUrl('')).toBe('');
    expect(toExternalUrl(null)).toBe('');
  });
});

describe('toContentCardUrl', () => {
  it("prefixes 'http://' when the value does not start with http", () => {
    expect(toContentCardUrl('example.org')).toBe('http://example.org');
    expect(toContentCardUrl('https://example.org')).toBe('https://example.org');
    expect(toContentCardUrl(undefined)).toBe('');
  });
});
