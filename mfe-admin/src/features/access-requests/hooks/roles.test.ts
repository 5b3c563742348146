import { createAdminHandlers, setupMswServer } from '@x4i/shared/testing';
import {
  checkAccess,
  createRoleRule,
  declineAccessRequest,
  deleteRoleRule,
  getAccessRequests,
  getRoleRules,
  grantAccessRequest,
  updateRoleRule,
} from './roles';

const server = setupMswServer();

describe('the role rule calls', () => {
  it("list an organisation's rules, create, update and delete one", async () => {
    server.use(...createAdminHandlers());
    const { data } = await getRoleRules('org-helping-hands');
    expect(data!.roleRules.map((rule) => `${rule.type} ${rule.value}`)).toEqual(['EMAIL ann@helpinghands.example.org', 'DOMAIN helpinghands.example.org']);

    const created = await createRoleRule({ orgId: 'org-food-bank', type: 'EMAIL', value: ' Kim@FoodBank.example.org ', roles: ['FOUNDATION_MEMBER'] });
    expect(created.data).toMatchObject({ orgId: 'org-food-bank', value: 'kim@foodbank.example.org', roles: [{ name: 'FOUNDATION_MEMBER' }] });
    const updated = await updateRoleRule({ ...created.data!, roles: ['COMMUNITY_MEMBER'], id: created.data!.id });
    expect(updated.data!.roles).toEqual([{ name: 'COMMUNITY_MEMBER' }]);
    const deleted = await deleteRoleRule(created.data!.id);
    expect(deleted.data).toMatchObject({ roleRule: { value: 'kim@foodbank.example.org' }, organization: { name: 'Food Bank of Alaska' } });
  });

  it('answer { error } for a duplicate rule or a bad value', async () => {
    server.use(...createAdminHandlers());
    const duplicate = await createRoleRule({ orgId: 'org-helping-hands', type: 'DOMAIN', value: 'HelpingHands.example.org', roles: ['SOLUTION_PROVIDER'] });
    expect(duplicate.error).toMatchObject({ status: 409, code: 'duplicate_role_rule' });
    const bad = await createRoleRule({ orgId: 'org-helping-hands', type: 'DOMAIN', value: 'a@b.org', roles: ['SOLUTION_PROVIDER'] });
    expect(bad.error).toMatchObject({ status: 400, message: 'Enter the domain alone, without @, such as example.org.' });
  });
});

describe('the access check', () => {
  it('says which organisation and roles an address would get, and which rules matched', async () => {
    server.use(...createAdminHandlers());
    const { data } = await checkAccess('Ann@HelpingHands.example.org');
    expect(data).toMatchObject({
      email: 'ann@helpinghands.example.org',
      accountExists: true,
      organization: { id: 'org-helping-hands', name: 'Helping Hands' },
      role: 'SOLUTION_PROVIDER',
    });
    expect(data!.matchedRules.map(({ rule }) => rule.type)).toEqual(['EMAIL', 'DOMAIN']);
    expect(data!.permissions).toEqual(expect.arrayContaining(['create:content', 'create:solution', 'premium:listing']));
    expect((await checkAccess('not an address')).error).toMatchObject({ status: 400, code: 'invalid_email' });
  });
});

describe('the access requests', () => {
  it('list pending requests first; granting creates the rule, declining marks the request', async () => {
    const handlers = createAdminHandlers();
    server.use(...handlers);
    const { data } = await getAccessRequests();
    expect(data!.requests.map((request) => request.status)).toEqual(['PENDING', 'DECLINED']);

    const granted = await grantAccessRequest('request-1', { orgId: 'org-food-bank', type: 'EMAIL', value: 'sam.rivera@helpinghands.example.org', roles: ['SOLUTION_PROVIDER'] });
    expect(granted.data).toMatchObject({ request: { status: 'GRANTED' }, roleRule: { orgId: 'org-food-bank' }, organization: { name: 'Food Bank of Alaska' } });
    expect(handlers.store.rules).toContainEqual(expect.objectContaining({ value: 'sam.rivera@helpinghands.example.org' }));
    expect((await declineAccessRequest('request-1')).error).toMatchObject({ status: 409, code: 'request_decided' });
  });
});
