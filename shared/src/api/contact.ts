import { apiPost } from './api-client.js';

const PATH = '/contact';

/** A message from the Contact Us dialog (SPEC 2.6). */
export interface ContactMessage {
  name: string;
  email: string;
  organization?: string;
  message: string;
}

export interface ContactMessageCreated {
  id: string;
}

/** The limits the backend enforces (after trimming). */
export const CONTACT_MESSAGE_LIMITS = { name: 120, email: 254, organization: 200, message: 5000 } as const;

/**
 * Sends the message; throws ApiError: `invalid_<field>` names the field at fault, `rate_limited` (429) means
 * too many messages from this client for now.
 */
export function postContactMessage(input: ContactMessage): Promise<ContactMessageCreated> {
  return apiPost<ContactMessageCreated>(PATH, input);
}
