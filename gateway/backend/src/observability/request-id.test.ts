import { requestIdOf } from './request-id.js';

describe('requestIdOf', () => {
  it('keeps a trusted, well-formed id', () => {
    expect(requestIdOf('lb-7f3a.42', true)).toBe('lb-7f3a.42');
  });

  it('makes a new id when the given one is not trusted, missing or could forge a log line', () => {
    for (const [given, trusted] of [['lb-7f3a', false], [undefined, true], ['a\nfake line', true], ['x'.repeat(129), true], [['a', 'b'], true]] as const) {
      expect(requestIdOf(given as string | string[] | undefined, trusted)).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});
