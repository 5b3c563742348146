import { emptySolutionForm, type SolutionForm } from './solution-form';
import {
  marketingMaterialRules,
  optionalEin,
  optionalEmail,
  optionalWebAddress,
  referenceRules,
  requiredText,
  SOLUTION_FIELD_MESSAGES,
  SOLUTION_STEP_FIELDS,
  SOLUTION_STEPS,
  solutionFormErrors,
  solutionStepValidations,
} from './solution-rules';

const validForm = (overrides: Partial<SolutionForm> = {}): SolutionForm => ({
  ...emptySolutionForm({ id: 'org-7', name: 'Helping Hands' }),
  title: 'Pantry Pal',
  url: 'pantrypal.example.org',
  summary: 'Keeps pantries stocked.',
  category: ['UNSDG2'],
  ...overrides,
});

describe('field rules', () => {
  it('judges text trimmed', () => {
    expect(requiredText('Enter it.')('   ')).toBe('Enter it.');
    expect(requiredText('Enter it.')(' x ')).toBeUndefined();
  });

  it('accepts an empty web address, a bare domain or an http(s) address; refuses anything else', () => {
    for (const value of ['', 'example.org', 'https://example.org/path', 'http://sub.example.org']) expect(optionalWebAddress(value)).toBeUndefined();
    for (const value of ['not a website', 'ftp://example.org', 'localhost', 'https://exa mple.org']) {
      expect(optionalWebAddress(value)).toBe(SOLUTION_FIELD_MESSAGES.webAddress);
    }
  });

  it('checks e-mail addresses and EINs (9 digits, dashes allowed) when given', () => {
    expect(optionalEmail('')).toBeUndefined();
    expect(optionalEmail(' team@example.org ')).toBeUndefined();
    expect(optionalEmail('team@')).toBe(SOLUTION_FIELD_MESSAGES.email);
    expect(optionalEin('')).toBeUndefined();
    expect(optionalEin('12-3456789')).toBeUndefined();
    expect(optionalEin('123456789')).toBeUndefined();
    expect(optionalEin('12345678')).toBe('An EIN has 9 digits, for example 12-3456789.');
  });

  it('asks a story with content for a headline and a reference for a name; empty entries pass', () => {
    expect(marketingMaterialRules({ headline: '', bodyText: '', landingPageUrl: '', imageUrl: '' })).toEqual({});
    expect(marketingMaterialRules({ headline: ' ', bodyText: 'Text', landingPageUrl: 'nope', imageUrl: '' })).toEqual({
      headline: SOLUTION_FIELD_MESSAGES.headline,
      landingPageUrl: SOLUTION_FIELD_MESSAGES.webAddress,
    });
    expect(referenceRules({ name: '', title: '', orgName: '', quote: 'Great', orgUrl: '', imageUrl: '' })).toEqual({ name: SOLUTION_FIELD_MESSAGES.referenceName });
  });
});

describe('solutionFormErrors', () => {
  it('finds nothing wrong with a complete form', () => {
    expect(solutionFormErrors(validForm())).toEqual({});
  });

  it('names every field at fault by its path', () => {
    const errors = solutionFormErrors(
      validForm({
        title: ' ',
        category: [],
        organizationEin: '123',
        references: [{ name: '', title: 'CEO', orgName: '', quote: '', orgUrl: '', imageUrl: '' }],
      }),
    );
    expect(errors).toEqual({
      title: SOLUTION_FIELD_MESSAGES.title,
      category: SOLUTION_FIELD_MESSAGES.category,
      organizationEin: SOLUTION_FIELD_MESSAGES.ein,
      'references.0.name': SOLUTION_FIELD_MESSAGES.referenceName,
    });
  });
});

describe('solutionStepValidations (SPEC 5)', () => {
  it('has five steps that show every field of the form once', () => {
    expect(SOLUTION_STEPS.map((step) => step.label)).toEqual(['Basics', 'Organization', 'Details', 'Stories and references', 'Reach and badges']);
    const shown = Object.values(SOLUTION_STEP_FIELDS).flat();
    expect(new Set(shown).size).toBe(shown.length);
    const notShown = ['id', 'slug', 'orgId', 'premiumListing', 'isPublish', 'isSavePublished'];
    expect([...shown, ...notShown].sort()).toEqual(Object.keys(emptySolutionForm()).sort());
  });

  it('a new, empty solution is invalid on basics and organization only', () => {
    expect(solutionStepValidations(emptySolutionForm(null))).toEqual({ basics: false, organization: false, details: true, stories: true, reach: true });
  });

  it('a complete form is valid on every step', () => {
    expect(Object.values(solutionStepValidations(validForm())).every(Boolean)).toBe(true);
  });

  it('marks the step of each faulty field', () => {
    expect(solutionStepValidations(validForm({ hiringUrl: 'not a website' }))).toMatchObject({ basics: true, details: false });
    expect(
      solutionStepValidations(validForm({ marketingMaterials: [{ headline: '', bodyText: 'x', landingPageUrl: '', imageUrl: '' }] })),
    ).toMatchObject({ stories: false, details: true });
    expect(solutionStepValidations(validForm({ organizationEmail: 'x@' }))).toMatchObject({ organization: false, basics: true });
  });
});
