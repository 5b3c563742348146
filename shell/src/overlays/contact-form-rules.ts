import { CONTACT_MESSAGE_LIMITS, type ContactMessage } from '@x4i/shared';

export type ContactField = keyof ContactMessage;
export type ContactFormValues = Record<ContactField, string>;
export type ContactFormErrors = Partial<Record<ContactField, string>>;

export const CONTACT_FIELDS: readonly ContactField[] = ['name', 'email', 'organization', 'message'];

export const emptyContactForm: ContactFormValues = { name: '', email: '', organization: '', message: '' };

/** The same messages as the backend's, so an error reads the same wherever it is caught. */
export const CONTACT_FIELD_MESSAGES: Record<ContactField, string> = {
  name: `Enter your name (up to ${CONTACT_MESSAGE_LIMITS.name} characters).`,
  email: 'Enter a valid email address.',
  organization: `Enter an organization name of up to ${CONTACT_MESSAGE_LIMITS.organization} characters.`,
  message: `Enter a message of 1 to ${CONTACT_MESSAGE_LIMITS.message} characters.`,
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The fields at fault, checked as the backend does (after trimming). */
export function contactFormErrors(values: ContactFormValues): ContactFormErrors {
  const errors: ContactFormErrors = {};
  const name = values.name.trim();
  const email = values.email.trim();
  const message = values.message.trim();
  if (!name || name.length > CONTACT_MESSAGE_LIMITS.name) errors.name = CONTACT_FIELD_MESSAGES.name;
  if (!EMAIL.test(email) || email.length > CONTACT_MESSAGE_LIMITS.email) errors.email = CONTACT_FIELD_MESSAGES.email;
  if (values.organization.trim().length > CONTACT_MESSAGE_LIMITS.organization) errors.organization = CONTACT_FIELD_MESSAGES.organization;
  if (!message || message.length > CONTACT_MESSAGE_LIMITS.message) errors.message = CONTACT_FIELD_MESSAGES.message;
  return errors;
}

/** What is sent: trimmed, an empty organization left out. */
export function toContactMessage(values: ContactFormValues): ContactMessage {
  const organization = values.organization.trim();
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    ...(organization ? { organization } : {}),
    message: values.message.trim(),
  };
}

/** The field an API error code names (`invalid_email` → email), if any. */
export function fieldOfErrorCode(code: string): ContactField | undefined {
  const field = code.replace(/^invalid_/, '');
  return code.startsWith('invalid_') && (CONTACT_FIELDS as readonly string[]).includes(field) ? (field as ContactField) : undefined;
}
