import {
  DEFAULT_MONEY_FLOW_SELECTION,
  isDefaultSelection,
  resetSelection,
  selectState,
  toggleIncomeBucket,
  unsdgOfCategory,
} from './money-flow-selection';

describe('selecting a state', () => {
  it('selects a state, and clears it when the same state is selected again', () => {
    expect(selectState(null, 'ak')).toBe('AK');
    expect(selectState('AK', 'VT')).toBe('VT');
    expect(selectState('VT', 'VT')).toBeNull();
  });
});

describe('toggling an income bucket', () => {
  it('removes a selected bucket and adds it back, in the canonical order', () => {
    const all = DEFAULT_MONEY_FLOW_SELECTION.incomeBuckets;
    expect(toggleIncomeBucket(all, 'SMALL')).toEqual(['ENTERPRISE', 'HIGHER_MID', 'LOWER_MID']);
    expect(toggleIncomeBucket(['LOWER_MID'], 'ENTERPRISE')).toEqual(['ENTERPRISE', 'LOWER_MID']);
    expect(toggleIncomeBucket(['ENTERPRISE', 'LOWER_MID'], 'ENTERPRISE')).toEqual(['LOWER_MID']);
  });

  it('selects all four again rather than none', () => {
    expect(toggleIncomeBucket(['SMALL'], 'SMALL')).toEqual(['ENTERPRISE', 'HIGHER_MID', 'LOWER_MID', 'SMALL']);
  });
});

describe('resetting', () => {
  it('counts all buckets and no state as the default', () => {
    expect(isDefaultSelection(DEFAULT_MONEY_FLOW_SELECTION)).toBe(true);
    expect(isDefaultSelection({ state: null, incomeBuckets: ['SMALL', 'LOWER_MID', 'HIGHER_MID', 'ENTERPRISE'] })).toBe(true);
    expect(isDefaultSelection({ state: 'AK', incomeBuckets: DEFAULT_MONEY_FLOW_SELECTION.incomeBuckets })).toBe(false);
    expect(isDefaultSelection({ state: null, incomeBuckets: ['SMALL'] })).toBe(false);
  });

  it('acts only when the filters differ from the default', () => {
    const untouched = { state: null, incomeBuckets: DEFAULT_MONEY_FLOW_SELECTION.incomeBuckets };
    expect(resetSelection(untouched)).toBe(untouched);
    expect(resetSelection({ state: 'VT', incomeBuckets: ['SMALL'] })).toEqual(DEFAULT_MONEY_FLOW_SELECTION);
  });
});

describe('the goal of the page', () => {
  it('reads the category slug: all is no goal', () => {
    expect(unsdgOfCategory('all')).toBeNull();
    expect(unsdgOfCategory('zero-hunger')).toBe('UNSDG2');
    expect(unsdgOfCategory('Quality-Education')).toBe('UNSDG4');
    expect(unsdgOfCategory('not-a-goal')).toBeNull();
  });
});
