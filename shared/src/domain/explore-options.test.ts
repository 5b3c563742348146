import { filterUrisToValues, filterValuesToUris, toggleFilter } from './explore-options.js';

describe('toggleFilter', () => {
  it('removes DEFAULT when another filter is chosen', () => {
    expect(toggleFilter(['DEFAULT'], 'HIRING')).toEqual(['HIRING']);
  });

  it('clears every other filter when DEFAULT is chosen', () => {
    expect(toggleFilter(['HIRING', 'VETERAN_LED'], 'DEFAULT')).toEqual(['DEFAULT']);
  });

  it('reverts an empty selection to DEFAULT', () => {
    expect(toggleFilter(['HIRING'], 'HIRING')).toEqual(['DEFAULT']);
  });

  it('keeps the pairs exclusive', () => {
    expect(toggleFilter(['TECHNOLOGY', 'HIRING'], 'SERVICE')).toEqual(['HIRING', 'SERVICE']);
    expect(toggleFilter(['FOR_PROFIT'], 'NON_PROFIT')).toEqual(['NON_PROFIT']);
    expect(toggleFilter(['NON_PROFIT_APPLY'], 'OTHERS_APPLY')).toEqual(['OTHERS_APPLY']);
  });
});

describe('filter slugs', () => {
  it('round-trips values and the slugs of SPEC 2.5', () => {
    expect(filterUrisToValues('SOLUTION', ['black-leadership', 'women-leadership'])).toEqual(['BLACK_LEADERSHIP', 'WOMAN_LEADERSHIP']);
    expect(filterValuesToUris('SOLUTION', ['DEFAULT', 'LATINO_LEADERSHIP'])).toEqual(['latino-leadership']);
  });

  it('ignores unknown slugs and slugs of another tab', () => {
    expect(filterUrisToValues('CHALLENGE', ['hiring', 'nonsense'])).toEqual(['DEFAULT']);
    expect(filterUrisToValues(null, ['hiring'])).toEqual(['DEFAULT']);
  });
});
