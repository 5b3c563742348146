import { CONTENT_TYPES, contentTypeDisplayName, contentTypeWord, findContentType, isContentType } from './content-types.js';

describe('content types', () => {
  it('lists the five types with their display names and type words', () => {
    expect(CONTENT_TYPES.map((entry) => [entry.contentType, entry.displayName, entry.typeWord])).toEqual([
      ['social-challenge-idea', 'Challenges', 'challenge'],
      ['tech-solution', 'Solutions', 'solution'],
      ['grants-funding', 'Grants', 'grant'],
      ['knowledge-base', 'Articles', 'kb'],
      ['money-flow', 'Flow', 'money'],
    ]);
  });

  it('looks types up by content type or type word', () => {
    expect(isContentType('money-flow')).toBe(true);
    expect(isContentType('money')).toBe(false);
    expect(findContentType('KB')?.contentType).toBe('knowledge-base');
    expect(contentTypeDisplayName('grants-funding')).toBe('Grants');
    expect(contentTypeWord('social-challenge-idea')).toBe('challenge');
  });
});
