import { contentStatusText, contentTypeName, deletionConsequences } from './content-messages';

describe('the content page’s words', () => {
  it('names one item of each type', () => {
    expect(contentTypeName('tech-solution')).toBe('Solution');
    expect(contentTypeName('social-challenge-idea')).toBe('Challenge');
    expect(contentTypeName('grants-funding')).toBe('Grant');
    expect(contentTypeName('knowledge-base')).toBe('Article');
  });

  it('says how many items there are and how many are shown', () => {
    expect(contentStatusText(1, 1, '')).toBe('1 item.');
    expect(contentStatusText(100, 240, '')).toBe('Showing 100 of 240 items: search by title to narrow them.');
    expect(contentStatusText(0, 0, ' spam ')).toBe('No item’s title holds “spam”.');
    expect(contentStatusText(0, 0, '')).toBe('The directory has no items.');
  });

  it('says what a delete takes with it', () => {
    expect(deletionConsequences('Test listing')[0]).toBe('Test listing is removed from the directory for good: it cannot be published again.');
  });
});
