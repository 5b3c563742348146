import { buildAccessRequest } from '@x4i/shared/testing';
import { accessDeclinedMessage, accessGrantedMessage } from './access-request-messages';
import { grantDefaults, requesterName } from './grant-defaults';

const organizations = [
  { id: 'org-1', name: 'Helping Hands' },
  { id: 'org-2', name: 'Food Bank of Alaska' },
];

describe('the grant form', () => {
  it("opens on the organisation the request names and an e-mail rule for the requester's address", () => {
    expect(grantDefaults(buildAccessRequest({ orgName: ' helping HANDS ' }), organizations)).toEqual({
      orgId: 'org-1',
      values: { type: 'EMAIL', value: 'sam.rivera@helpinghands.example.org', roles: [] },
    });
  });

  it('leaves the organisation to choose when none has that name', () => {
    expect(grantDefaults(buildAccessRequest({ orgName: 'Helping Hands International' }), organizations).orgId).toBe('');
    expect(grantDefaults(buildAccessRequest({ requester: { email: null, name: 'Sam' } }), organizations).values.value).toBe('');
  });
});

describe('access request words', () => {
  it('name the requester, and say what a grant or decline did', () => {
    expect(requesterName(buildAccessRequest())).toBe('Sam Rivera');
    expect(requesterName(buildAccessRequest({ requester: { email: 'sam@x.org', name: '' } }))).toBe('sam@x.org');
    expect(accessGrantedMessage('sam@x.org', ['SOLUTION_PROVIDER'], 'Helping Hands')).toBe('Access granted: sam@x.org is now a Solution Provider (Additive) @ Helping Hands.');
    expect(accessDeclinedMessage('Sam Rivera')).toBe('The request of Sam Rivera has been declined.');
  });
});
