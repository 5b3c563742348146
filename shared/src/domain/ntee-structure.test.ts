import { isCommonNteeCode, isNteeCodeShape, isSuffixNteeCode, nteeDecadeOf, nteeDecadesOf } from './ntee-structure.js';

describe('the NTEE code’s levels', () => {
  it('knows the shape of a code', () => {
    expect(['A01', 'B21', 'A6A', 'Z99'].every(isNteeCodeShape)).toBe(true);
    expect(['a01', 'B2', 'B210', 'BB1', '121', ''].some(isNteeCodeShape)).toBe(false);
  });

  it('tells the common codes (01–19) and the letter-suffix codes apart', () => {
    expect(isCommonNteeCode('B01')).toBe(true);
    expect(isCommonNteeCode('B19')).toBe(true);
    expect(isCommonNteeCode('B20')).toBe(false);
    expect(isCommonNteeCode('B00')).toBe(false);
    expect(isSuffixNteeCode('A6A')).toBe(true);
    expect(isSuffixNteeCode('A60')).toBe(false);
  });

  it('places each code in its decade', () => {
    expect(nteeDecadeOf('B21')).toBe('B2');
    expect(nteeDecadeOf('A6A')).toBe('A6');
    expect(nteeDecadeOf('B11')).toBe('B0');
    expect(nteeDecadeOf('nope')).toBeNull();
  });

  it('lists a major group’s decades in order, the common codes first, suffixes after the digits', () => {
    const decades = nteeDecadesOf('A', ['A6A', 'A61', 'A60', 'A01', 'A19', 'A20', 'A23', 'B21', 'A6B']);
    expect(decades).toEqual([
      { id: 'A0', range: 'Common codes (A01–A19)', head: null, codes: ['A01', 'A19'] },
      { id: 'A2', range: 'A20–A29', head: 'A20', codes: ['A20', 'A23'] },
      { id: 'A6', range: 'A60–A69', head: 'A60', codes: ['A60', 'A61', 'A6A', 'A6B'] },
    ]);
  });
});
