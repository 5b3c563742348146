import { contactFormErrors, emptyContactForm, fieldOfErrorCode, toContactMessage } from './contact-form-rules';

describe('the contact form rules', () => {
  it('requires name, a valid email and a message; organization is optional', () => {
    expect(contactFormErrors(emptyContactForm)).toEqual({
      name: 'Enter your name (up to 120 characters).',
      email: 'Enter a valid email address.',
      message: 'Enter a message of 1 to 5000 characters.',
    });
    expect(contactFormErrors({ name: ' Ada ', email: ' ada@example.org ', organization: '', message: 'Hi' })).toEqual({});
  });

  it('keeps to the lengths the backend allows', () => {
    const errors = contactFormErrors({ name: 'a'.repeat(121), email: `${'a'.repeat(250)}@x.org`, organization: 'o'.repeat(201), message: 'm'.repeat(5001) });
    expect(Object.keys(errors)).toEqual(['name', 'email', 'organization', 'message']);
  });

  it('sends trimmed values and leaves an empty organization out', () => {
    expect(toContactMessage({ name: ' Ada ', email: 'ada@example.org ', organization: ' ', message: ' Hi ' })).toEqual({
      name: 'Ada',
      email: 'ada@example.org',
      message: 'Hi',
    });
  });

  it('maps an API error code to its field', () => {
    expect(fieldOfErrorCode('invalid_email')).toBe('email');
    expect(fieldOfErrorCode('invalid_request')).toBeUndefined();
    expect(fieldOfErrorCode('rate_limited')).toBeUndefined();
  });
});
