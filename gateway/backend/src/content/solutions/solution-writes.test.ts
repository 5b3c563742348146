import { newSolutionSlug } from './solution-writes.js';

describe('newSolutionSlug', () => {
  it('is s- and 10 base36 characters, a content slug', () => {
    expect(newSolutionSlug(() => Buffer.alloc(8, 0))).toBe('s-0000000000');
    expect(newSolutionSlug(() => Buffer.alloc(8, 0xff))).toMatch(/^s-[0-9a-z]{10}$/);
    const slugs = new Set(Array.from({ length: 200 }, () => newSolutionSlug()));
    expect(slugs.size).toBe(200);
    for (const slug of slugs) expect(slug).toMatch(/^s-[0-9a-z]{10}$/);
  });
});
