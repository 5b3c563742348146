import { http, HttpResponse } from 'msw';
import { adminFailureHandlers, apiPath, backendUnavailableHandlers, createAdminHandlers, setupMswServer } from '@x4i/shared/testing';
import { ApiError } from '@x4i/shared';
import {
  createOrganization,
  deleteOrganization,
  getOrganization,
  getOrganizationList,
  getOrganizationManageList,
  updateOrganization,
} from './organizations';

const server = setupMswServer();

describe('the organisation calls', () => {
  it('answer { data } with the manage list, its subscriptions flattened into flags', async () => {
    server.use(...createAdminHandlers());
    const { data, error } = await getOrganizationManageList();
    expect(error).toBeUndefined();
    expect(data!.organizations.map((org) => org.name)).toEqual(['BrightPath Learning', 'Food Bank of Alaska', 'Helping Hands']);
    expect(data!.organizations[0]).toEqual({
      id: 'org-brightpath',
      name: 'BrightPath Learning',
      subscriptions: { 'premium:compensation': true, 'premium:listing': true },
      ruleCount: 1,
      memberCount: 1,
      solutionCount: 0,
    });
    expect((await getOrganizationList()).data!.organizations).toContainEqual({ id: 'org-food-bank', name: 'Food Bank of Alaska' });
    expect((await getOrganization('org-food-bank')).data).toEqual({ id: 'org-food-bank', name: 'Food Bank of Alaska', subscriptions: [] });
  });

  it('create, update and delete, sending the CSRF header', async () => {
    const handlers = createAdminHandlers();
    server.use(...handlers);
    const created = await createOrganization({ name: 'New Org' });
    expect(created.data).toMatchObject({ name: 'New Org', subscriptions: [] });
    const updated = await updateOrganization({ id: created.data!.id, name: 'Newer Org', subscriptions: ['premium:listing'] });
    expect(updated.data).toMatchObject({ name: 'Newer Org', subscriptions: ['premium:listing'] });
    const deleted = await deleteOrganization('org-helping-hands');
    expect(deleted.data).toEqual({
      organization: { id: 'org-helping-hands', name: 'Helping Hands' },
      deleted: { rules: 2, solutions: 2 },
      affectedAccounts: 2,
    });
    expect(handlers.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /organization/create',
      'POST /organization/update',
      'DELETE /organization/org-helping-hands',
    ]);
  });

  it('answer { error } instead of throwing: a duplicate name, a missing organisation, a failing backend', async () => {
    server.use(...createAdminHandlers());
    const duplicate = await createOrganization({ name: ' helping HANDS ' });
    expect(duplicate.data).toBeUndefined();
    expect(duplicate.error).toBeInstanceOf(ApiError);
    expect(duplicate.error).toMatchObject({ status: 409, code: 'duplicate_organization' });
    expect((await deleteOrganization('org-nope')).error).toMatchObject({ status: 404, code: 'not_found' });

    server.use(...adminFailureHandlers);
    expect((await getOrganizationManageList()).error).toMatchObject({ status: 500, code: 'internal_error' });
    expect((await deleteOrganization('org-food-bank')).error).toMatchObject({ status: 500, code: 'internal_error' });

    server.use(...backendUnavailableHandlers);
    expect((await deleteOrganization('org-food-bank')).error).toMatchObject({ status: 503, code: 'backend_unavailable' });
  });

  it('report a network failure or a body that is not JSON as errors too', async () => {
    server.use(http.delete(apiPath('/organization/:id'), () => HttpResponse.error()));
    expect((await deleteOrganization('org-food-bank')).error).toMatchObject({ status: 0, code: 'backend_unavailable' });
    server.use(http.delete(apiPath('/organization/:id'), () => new HttpResponse('<html>', { status: 200 })));
    expect((await deleteOrganization('org-food-bank')).error).toMatchObject({ code: 'invalid_response' });
    server.use(http.delete(apiPath('/organization/:id'), () => new HttpResponse('nope', { status: 418 })));
    expect((await deleteOrganization('org-food-bank')).error).toMatchObject({ status: 418, code: 'http_418' });
  });
});
