import { finderEinPath, finderPath } from './finder-paths';

describe('finder paths', () => {
  it('keeps the search text in the query', () => {
    expect(finderPath()).toBe('/nonprofit-ntee-code-finder');
    expect(finderPath('  red cross ')).toBe('/nonprofit-ntee-code-finder?q=red+cross');
  });

  it('addresses an organisation by its 9 digits', () => {
    expect(finderEinPath('01-0564885')).toBe('/nonprofit-ntee-code-finder/010564885');
  });
});
