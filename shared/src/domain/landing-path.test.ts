import { decodeLoginPath, encodeLoginPath, isSafeLandingPath, safeLandingPath, signInFirst } from './landing-path.js';

describe('landing paths', () => {
  it('accepts paths on this site', () => {
    expect(isSafeLandingPath('/profile')).toBe(true);
    expect(isSafeLandingPath('/nonprofit-ntee-code-finder/010564885?q=a#top')).toBe(true);
  });

  it('refuses anything that could lead to another site', () => {
    for (const path of ['https://evil.example', '//evil.example', '/\\evil.example', 'profile', '/\tevil', 'javascript:alert(1)', '']) {
      expect({ path, safe: isSafeLandingPath(path) }).toEqual({ path, safe: false });
    }
  });

  it('falls back to /profile', () => {
    expect(safeLandingPath(undefined)).toBe('/profile');
    expect(safeLandingPath('//evil.example')).toBe('/profile');
    expect(safeLandingPath('/about-us')).toBe('/about-us');
  });

  it('decodes a base64 path and ignores bad input', () => {
    expect(decodeLoginPath(encodeLoginPath('/nonprofit-ntee-code-finder?q=café'))).toBe('/nonprofit-ntee-code-finder?q=café');
    expect(decodeLoginPath(btoa('/about-us'))).toBe('/about-us');
    expect(decodeLoginPath('not base64!')).toBeNull();
    expect(decodeLoginPath(btoa('//evil.example'))).toBeNull();
    expect(decodeLoginPath(btoa('\xff\xfe'))).toBeNull();
    expect(decodeLoginPath(null)).toBeNull();
  });
});

describe('signInFirst', () => {
  it('opens the home page’s sign-in with the page as the landing page', () => {
    const target = new URL(signInFirst('/admin/outbox?page=2'), 'https://x4i.invalid');
    expect(target.pathname).toBe('/');
    expect(target.searchParams.get('login')).toBe('true');
    expect(decodeLoginPath(target.searchParams.get('path'))).toBe('/admin/outbox?page=2');
  });
});
