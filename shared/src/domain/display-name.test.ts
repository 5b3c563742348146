import { displayName } from './display-name.js';

describe('displayName', () => {
  it("reads 'first last', else the name, else 'profile'", () => {
    expect(displayName({ firstName: 'Ada', lastName: 'Lovelace', name: 'ada@example.org' })).toBe('Ada Lovelace');
    expect(displayName({ firstName: 'Ada', lastName: '' })).toBe('Ada');
    expect(displayName({ firstName: ' ', lastName: null, name: 'ada@example.org' })).toBe('ada@example.org');
    expect(displayName({})).toBe('profile');
  });
});
