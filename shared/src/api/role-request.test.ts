import { createRoleRequestHandlers, roleRequestFailureHandlers, setupMswServer } from '../testing/index.js';
import { requestRole, setRoleRequestErrorLogger, toRoleRequest } from './role-request.js';

const server = setupMswServer();

describe('toRoleRequest', () => {
  it('trims every field (SPEC 5)', () => {
    expect(toRoleRequest({ orgName: '  Helping Hands ', orgUrl: ' helpinghands.example.org ', actionText: '\n I would like to. ' })).toEqual({
      payload: { orgName: 'Helping Hands', orgUrl: 'https://helpinghands.example.org', actionText: 'I would like to.' },
      errors: null,
    });
  });

  it('names each field at fault', () => {
    expect(toRoleRequest({ orgName: '  ', orgUrl: '', actionText: ' ' }).errors).toEqual({
      orgName: 'Enter the organization name.',
      orgUrl: 'Enter the organization website.',
      actionText: 'Tell us what you would like to do.',
    });
    expect(toRoleRequest({ orgName: 'A', orgUrl: 'not a url', actionText: 'x' }).errors).toEqual({ orgUrl: 'Enter a web address such as https://example.org.' });
    expect(toRoleRequest({ orgName: 'A'.repeat(201), orgUrl: 'a.org', actionText: 'x' }).errors).toHaveProperty('orgName');
  });
});

describe('requestRole', () => {
  let log: jest.Mock;
  let restore: ReturnType<typeof setRoleRequestErrorLogger>;
  beforeEach(() => {
    log = jest.fn();
    restore = setRoleRequestErrorLogger(log);
  });
  afterEach(() => setRoleRequestErrorLogger(restore));

  it('answers null on success, having posted the payload with the CSRF header', async () => {
    const handlers = createRoleRequestHandlers();
    server.use(...handlers);
    const payload = { orgName: 'Helping Hands', orgUrl: 'https://helpinghands.example.org', actionText: 'Create solutions' };
    await expect(requestRole(payload)).resolves.toBeNull();
    expect(handlers.requests).toEqual([payload]);
    expect(log).not.toHaveBeenCalled();
  });

  it('answers an object holding the error, and logs it, on failure', async () => {
    server.use(...roleRequestFailureHandlers);
    const result = await requestRole({ orgName: 'A', orgUrl: 'https://a.org', actionText: 'x' });
    expect(result).toEqual({ error: expect.objectContaining({ status: 500 }) });
    expect(log).toHaveBeenCalledWith('Error submitting role update request', expect.anything());
  });

  it('refuses a request without the CSRF header, as the gateway does', async () => {
    server.use(...createRoleRequestHandlers());
    const response = await fetch('http://localhost/api/role/request', { method: 'POST', body: '{}', headers: { 'Content-Type': 'application/json' } });
    expect(response.status).toBe(403);
  });
});
