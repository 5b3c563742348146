import { emptySolutionForm } from './solution-form';
import { clearDraft, draftKey, readDraft, writeDraft } from './solution-draft';

describe('the solution draft', () => {
  beforeEach(() => localStorage.clear());

  it('is kept per user and per item, and read back as written', () => {
    const form = { ...emptySolutionForm(null), title: 'Water for all' };
    writeDraft(localStorage, draftKey('user-1', 'water-s-1'), form, 1000);
    expect(readDraft(localStorage, draftKey('user-1', 'water-s-1'))).toEqual({ savedAt: 1000, form });
    expect(readDraft(localStorage, draftKey('user-2', 'water-s-1'))).toBeNull();
    expect(readDraft(localStorage, draftKey('user-1', undefined))).toBeNull();

    clearDraft(localStorage, draftKey('user-1', 'water-s-1'));
    expect(readDraft(localStorage, draftKey('user-1', 'water-s-1'))).toBeNull();
  });

  it('ignores what is not a draft', () => {
    localStorage.setItem(draftKey('user-1', undefined), '{not json');
    expect(readDraft(localStorage, draftKey('user-1', undefined))).toBeNull();
    localStorage.setItem(draftKey('user-1', undefined), JSON.stringify({ savedAt: 1, form: { title: 3 } }));
    expect(readDraft(localStorage, draftKey('user-1', undefined))).toBeNull();
  });
});
