import { normalizeOrgUrl, toContentCardUrl, toExternalUrl } from './url.js';

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

describe('normalizeOrgUrl', () => {
  it('keeps http(s) addresses and prefixes https:// to a domain', () => {
    expect(normalizeOrgUrl(' helpinghands.example.org ')).toBe('https://helpinghands.example.org');
    expect(normalizeOrgUrl('http://example.org/about')).toBe('http://example.org/about');
    expect(normalizeOrgUrl('HTTPS://Example.org')).toBe('HTTPS://Example.org');
  });

  it('refuses what is not a web address', () => {
    for (const value of ['', '   ', 'helping hands', 'localhost', 'ftp://example.org', 'https://', 'example', 'mailto:a@example.org']) {
      expect(normalizeOrgUrl(value)).toBeNull();
    }
  });
});
