import { countWords, nameWords, oneEditAway } from './name-words.js';

describe('nameWords', () => {
  it('splits on anything but letters and digits and upper-cases', () => {
    expect(nameWords('Habitat for Humanity of N.W. Arkansas, Inc')).toEqual(['HABITAT', 'FOR', 'HUMANITY', 'OF', 'N', 'W', 'ARKANSAS', 'INC']);
    expect(nameWords('KEEP GOING-7 & CO')).toEqual(['KEEP', 'GOING', '7', 'CO']);
    expect(nameWords('  ')).toEqual([]);
  });

  it('counts occurrences over many names', () => {
    expect(countWords(['RED CROSS', 'RED ROCK'])).toEqual(new Map([['RED', 2], ['CROSS', 1], ['ROCK', 1]]));
  });
});

describe('oneEditAway', () => {
  it('covers a missing, an extra, a wrong and a swapped letter', () => {
    const edits = oneEditAway('HUMANTY');
    expect(edits.has('HUMANITY')).toBe(true);
    expect(edits.has('HUMANT')).toBe(true);
    expect(edits.has('HUMENTY')).toBe(true);
    expect(edits.has('HUMATNY')).toBe(true);
    expect(edits.has('HUMANTY')).toBe(false);
    expect(oneEditAway('LEGOIN').has('LEGION')).toBe(true);
  });

  it('uses digits only for words with digits', () => {
    expect([...oneEditAway('ABC')].some((w) => /\d/.test(w))).toBe(false);
    expect(oneEditAway('4H').has('4HH')).toBe(true);
    expect(oneEditAway('4H').has('41')).toBe(true);
  });
});
