/** SPEC 8, organisation admin messages: the organisation's name fills the gap. */

export const organizationAddedMessage = (name: string) => `Success! ${name} has been added!`;

export const organizationNotAddedMessage = (name: string) => `Oops! ${name} was not added. Check to see if this org already exists.`;

export const organizationUpdatedMessage = (name: string) => `Success! ${name} has been updated.`;

/** The failure of an edit or a delete. */
export const ORGANIZATION_REQUEST_FAILED_MESSAGE = 'Oops. We could not complete your request.';

export const organizationDeletedMessage = (name: string) => `${name} has been deleted.`;
