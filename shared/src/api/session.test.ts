import { http, HttpResponse } from 'msw';
import { buildSignedInSession, createSessionHandlers, setupMswServer } from '../testing/index.js';
import { apiPost } from './api-client.js';
import { fetchSession, postLogout } from './session.js';

const server = setupMswServer();

describe('session calls', () => {
  it('fetchSession reads GET /api/session', async () => {
    const session = buildSignedInSession({ accessTokenExpiration: 123 });
    server.use(...createSessionHandlers(session));
    await expect(fetchSession()).resolves.toEqual(session);
  });

  it('postLogout posts to /napi/logout with the CSRF header and returns the redirect', async () => {
    server.use(...createSessionHandlers(undefined, { redirect: '/bye' }));
    await expect(postLogout()).resolves.toEqual({ redirect: '/bye' });
  });

  it('apiPost sends the CSRF header; GET does not need it', async () => {
    let header: string | null = null;
    server.use(
      http.post('*/api/echo', ({ request }) => {
        header = request.headers.get('x-requested-with');
        return HttpResponse.json({ ok: true });
      }),
    );
    await apiPost('/echo', {});
    expect(header).toBe('x4i');
  });
});
