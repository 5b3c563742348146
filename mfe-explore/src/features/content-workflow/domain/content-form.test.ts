import { buildContentDetail } from '@x4i/shared/testing';
import {
  CHALLENGE_STEPS,
  challengeToForm,
  contentFormErrors,
  contentStepValidations,
  emptyChallengeForm,
  emptyGrantForm,
  GRANT_STEPS,
  grantToForm,
  parseAmount,
  toChallengePayload,
  toGrantPayload,
  toParagraphs,
} from './content-form';

describe('the challenge and grant forms', () => {
  it('split the text into paragraphs at empty lines', () => {
    expect(toParagraphs('  One.\nStill one.\n\n\n  Two. \n \nThree.')).toEqual(['One.\nStill one.', 'Two.', 'Three.']);
    expect(toParagraphs(' \n\n ')).toEqual([]);
  });

  it('read amounts in whole dollars as typed', () => {
    expect(parseAmount('$25,000')).toBe(25000);
    expect(parseAmount(' 1500 ')).toBe(1500);
    expect(parseAmount('12.50')).toBeNull();
    expect(parseAmount('ten')).toBeNull();
    expect(parseAmount('')).toBeNull();
  });

  it('make a new challenge payload with no id, and an edit payload with the id and slug', () => {
    const form = { ...emptyChallengeForm({ name: 'Harbor Youth' }), title: ' Reaching teens ', categories: ['UNSDG3'], summary: 'Hard.', body: 'One.\n\nTwo.' };
    expect(toChallengePayload(form)).toEqual({ title: 'Reaching teens', categories: ['UNSDG3'], organization: 'Harbor Youth', summary: 'Hard.', body: ['One.', 'Two.'] });
    const detail = buildContentDetail({ id: 'id-1', slug: 'c-teens', body: ['One.', 'Two.'], organization: 'Harbor Youth' });
    const loaded = challengeToForm(detail);
    expect(loaded.body).toBe('One.\n\nTwo.');
    expect(toChallengePayload(loaded)).toMatchObject({ id: 'id-1', slug: 'c-teens', body: ['One.', 'Two.'] });
  });

  it('send a grant without amount, date or eligibility as null, and a bare source domain as https', () => {
    const form = { ...emptyGrantForm(), title: 'Mini-grants', fundingName: 'Test Foundation', categories: ['UNSDG4'], summary: 'S', body: 'B', sourceUrl: 'foundation.example/apply' };
    expect(toGrantPayload(form)).toEqual({
      title: 'Mini-grants',
      categories: ['UNSDG4'],
      summary: 'S',
      body: ['B'],
      fundingName: 'Test Foundation',
      fundingLogo: '',
      opportunityId: '',
      grantAmount: null,
      expirationDate: null,
      eligibility: null,
      sourceUrl: 'https://foundation.example/apply',
    });
    const loaded = grantToForm(buildContentDetail({ contentType: 'grants-funding', grantAmount: 5000, expirationDate: '2027-01-31', eligibility: 'OTHERS' }));
    expect(toGrantPayload(loaded)).toMatchObject({ grantAmount: 5000, expirationDate: '2027-01-31', eligibility: 'OTHERS' });
  });

  it('say what is missing, in the words of the form, and which steps are valid', () => {
    const challenge = emptyChallengeForm();
    expect(contentFormErrors(challenge)).toEqual({
      title: 'Enter a title.',
      organization: 'Enter the organization that poses the challenge.',
      categories: 'Choose at least one goal.',
      summary: 'Enter a summary.',
      body: 'Enter the text: at least one paragraph.',
    });
    expect(contentStepValidations(CHALLENGE_STEPS, { ...challenge, title: 'T', organization: 'O', categories: ['UNSDG1'] })).toEqual({ basics: true, description: false });
    expect(contentFormErrors({ title: '???' })).toEqual({ title: 'Enter a title with at least one letter or digit.' });

    const grant = { ...emptyGrantForm(), title: 'T', fundingName: 'F', categories: ['UNSDG1'], summary: 'S', body: 'B' };
    expect(contentStepValidations(GRANT_STEPS, grant)).toEqual({ basics: true, description: true, funding: true });
    expect(contentFormErrors({ ...grant, grantAmount: '-5', sourceUrl: 'not a url' })).toEqual({
      grantAmount: 'Enter the amount in whole US dollars, such as 25000, or leave it empty.',
      sourceUrl: 'Enter a web address such as https://example.org.',
    });
    expect(contentStepValidations(GRANT_STEPS, { ...grant, grantAmount: '0' }).funding).toBe(false);
  });
});
