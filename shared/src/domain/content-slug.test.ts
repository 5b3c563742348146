import { isContentSlug, isSolutionSlug, parseContentSlug } from './content-slug.js';

describe('content slugs', () => {
  it('reads the kind from the letter', () => {
    expect(parseContentSlug('c-42')).toEqual({ slug: 'c-42', prefix: 'c', kind: 'challenge', id: '42' });
    expect(parseContentSlug('s-abc_1').kind).toBe('solution');
    expect(parseContentSlug('g-7').kind).toBe('grant');
  });

  it('rejects anything else with the catalogue message', () => {
    for (const bad of ['x-1', 's-', 's1', 's-12-3', ' s-1', 'S-1']) {
      expect(() => parseContentSlug(bad)).toThrow('Unrecognized content slug format');
      expect(isContentSlug(bad)).toBe(false);
    }
  });

  it('tells a solution slug from other text', () => {
    expect(isSolutionSlug('s-123')).toBe(true);
    expect(isSolutionSlug('c-123')).toBe(false);
    expect(isSolutionSlug('fundraising')).toBe(false);
  });
});
