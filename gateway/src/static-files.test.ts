import { isHashedFileName } from './static-files.js';

describe('isHashedFileName', () => {
  it.each([
    ['chunks/123.a1b2c3d4e5f6.js', true],
    ['assets/montserrat-latin-400.0f3a9c1d.woff2', true],
    ['chunks/vendors-node_modules_react-dom_client_js.4f8e2a1b9c0d3e5f7a6b.js', true],
    ['chunks/1.abcdef12.js.map', true],
    ['remoteEntry.js', false],
    ['mf-manifest.json', false],
    ['main.js', false],
    ['chunks/123.js', false],
  ])('%s → %s', (file, hashed) => {
    expect(isHashedFileName(file)).toBe(hashed);
  });
});
