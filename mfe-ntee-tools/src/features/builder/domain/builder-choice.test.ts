import { builderChoiceOf, builderSearch } from './builder-choice';

const choice = (query: string, known?: string[]) => builderChoiceOf(new URLSearchParams(query), known ? new Set(known) : null);

describe('the builder’s choice in the URL', () => {
  it('reads a code, and the levels above it from the code', () => {
    expect(choice('code=b21&group=K&decade=K3')).toEqual({ group: 'B', decade: 'B2', code: 'B21', description: '' });
    expect(choice('code=A6A')).toMatchObject({ group: 'A', decade: 'A6', code: 'A6A' });
    expect(choice('code=B11')).toMatchObject({ decade: 'B0' });
  });

  it('reads a group and a decade of that group only', () => {
    expect(choice('group=k&decade=k3')).toEqual({ group: 'K', decade: 'K3', code: null, description: '' });
    expect(choice('group=K&decade=B2')).toMatchObject({ group: 'K', decade: null });
    expect(choice('group=9&decade=K3')).toMatchObject({ group: null, decade: null });
  });

  it('leaves out a code the taxonomy does not have', () => {
    expect(choice('code=B98', ['B21'])).toMatchObject({ code: null, group: null });
    expect(choice('code=B2', ['B21'])).toMatchObject({ code: null });
  });

  it('keeps a description, trimmed and bounded', () => {
    expect(choice('q=%20food%20bank%20').description).toBe('food bank');
    expect(choice(`q=${'x'.repeat(2500)}`).description).toHaveLength(2000);
  });

  it('writes only what the levels below do not imply', () => {
    expect(builderSearch({ group: 'B', decade: 'B2', code: 'B21' })).toBe('?code=B21');
    expect(builderSearch({ group: 'B', decade: 'B2' })).toBe('?group=B&decade=B2');
    expect(builderSearch({ decade: 'B2' })).toBe('');
    expect(builderSearch({ description: 'food bank' })).toBe('?q=food+bank');
  });
});
