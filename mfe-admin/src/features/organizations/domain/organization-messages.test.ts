import {
  ORGANIZATION_REQUEST_FAILED_MESSAGE,
  organizationAddedMessage,
  organizationDeletedMessage,
  organizationNotAddedMessage,
  organizationUpdatedMessage,
} from './organization-messages';

describe('the organisation messages (SPEC 8)', () => {
  it('fill in the name', () => {
    expect(organizationAddedMessage('Helping Hands')).toBe('Success! Helping Hands has been added!');
    expect(organizationNotAddedMessage('Helping Hands')).toBe('Oops! Helping Hands was not added. Check to see if this org already exists.');
    expect(organizationUpdatedMessage('Helping Hands')).toBe('Success! Helping Hands has been updated.');
    expect(organizationDeletedMessage('Helping Hands')).toBe('Helping Hands has been deleted.');
    expect(ORGANIZATION_REQUEST_FAILED_MESSAGE).toBe('Oops. We could not complete your request.');
  });
});
