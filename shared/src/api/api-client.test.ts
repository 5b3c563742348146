import { http, HttpResponse } from 'msw';
import { apiPath, setupMswServer } from '../testing/index.js';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../contracts/session.js';
import { apiDelete, apiGet, apiPut, buildApiUrl, setApiErrorLogger } from './api-client.js';
import { ApiError, isRetryableApiError } from './api-error.js';

const server = setupMswServer();

describe('buildApiUrl', () => {
  it('puts the path under /api and leaves empty values out of the query', () => {
    expect(buildApiUrl('/search/content', { q: 'water', unsdg: '', page: 0, filter: ['HIRING', undefined, 'TECHNOLOGY'], sortBy: null })).toBe(
      '/api/search/content?q=water&page=0&filter=HIRING&filter=TECHNOLOGY',
    );
    expect(buildApiUrl('ntee/codes')).toBe('/api/ntee/codes');
  });
});

describe('apiGet', () => {
  it('returns the JSON body', async () => {
    server.use(http.get(apiPath('/hello'), ({ request }) => HttpResponse.json({ q: new URL(request.url).searchParams.get('q') })));
    await expect(apiGet('/hello', { q: 'hi' })).resolves.toEqual({ q: 'hi' });
  });

  it('sends cookies on the same origin only', async () => {
    let credentials: RequestCredentials | undefined;
    server.use(
      http.get(apiPath('/hello'), ({ request }) => {
        credentials = request.credentials;
        return HttpResponse.json({});
      }),
    );
    await apiGet('/hello');
    expect(credentials).toBe('same-origin');
  });

  it('throws the error the backend describes', async () => {
    server.use(http.get(apiPath('/hello'), () => HttpResponse.json({ error: { code: 'invalid_ein', message: 'Bad EIN' } }, { status: 400 })));
    const error = await apiGet('/hello').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'invalid_ein', message: 'Bad EIN' });
    expect(isRetryableApiError(error)).toBe(false);
  });

  it('falls back to the status when the body is not JSON', async () => {
    server.use(http.get(apiPath('/hello'), () => new HttpResponse('<h1>Teapot</h1>', { status: 418 })));
    await expect(apiGet('/hello')).rejects.toMatchObject({ status: 418, code: 'http_418', message: expect.stringContaining('418') });
  });

  it.each([502, 503, 504])('reports the backend as unavailable on %i', async (status) => {
    server.use(http.get(apiPath('/hello'), () => new HttpResponse(null, { status })));
    const error = await apiGet('/hello').catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status, code: 'backend_unavailable', message: 'The data could not be loaded. Please try again.' });
    expect(isRetryableApiError(error)).toBe(true);
  });

  it("keeps the backend's own reason for a 503", async () => {
    server.use(
      http.get(apiPath('/hello'), () =>
        HttpResponse.json({ error: { code: 'importing', message: 'The nonprofit data is still being imported.' } }, { status: 503 }),
      ),
    );
    await expect(apiGet('/hello')).rejects.toMatchObject({
      status: 503,
      code: 'backend_unavailable',
      message: 'The nonprofit data is still being imported.',
    });
  });

  it('reports a network failure as the backend being unavailable', async () => {
    server.use(http.get(apiPath('/hello'), () => HttpResponse.error()));
    await expect(apiGet('/hello')).rejects.toMatchObject({ status: 0, code: 'backend_unavailable' });
  });

  it("logs 'API call failed' with the URL", async () => {
    const logger = jest.fn();
    const previous = setApiErrorLogger(logger);
    server.use(http.get(apiPath('/hello'), () => new HttpResponse(null, { status: 500 })));
    await apiGet('/hello', { q: 'x' }).catch(() => undefined);
    setApiErrorLogger(previous);
    expect(logger).toHaveBeenCalledWith('API call failed', expect.objectContaining({ url: '/api/hello?q=x', status: 500 }));
  });
});

describe('apiPut and apiDelete', () => {
  it('PUTs without a body, with the CSRF header, and reads the JSON answer', async () => {
    let seen: { method: string; csrf: string | null; contentType: string | null; body: string } | undefined;
    server.use(
      http.put(apiPath('/things/:id'), async ({ request, params }) => {
        seen = { method: request.method, csrf: request.headers.get(CSRF_HEADER), contentType: request.headers.get('Content-Type'), body: await request.text() };
        return HttpResponse.json({ id: params.id }, { status: 201 });
      }),
    );
    await expect(apiPut('/things/42')).resolves.toEqual({ id: '42' });
    expect(seen).toEqual({ method: 'PUT', csrf: CSRF_HEADER_VALUE, contentType: null, body: '' });
  });

  it('answers undefined for 204 No Content', async () => {
    server.use(http.delete(apiPath('/things/:id'), () => new HttpResponse(null, { status: 204 })));
    await expect(apiDelete('/things/42')).resolves.toBeUndefined();
  });

  it('throws the error the backend describes', async () => {
    server.use(http.delete(apiPath('/things/:id'), () => HttpResponse.json({ error: { code: 'not_watched', message: 'Not watched.' } }, { status: 404 })));
    await expect(apiDelete('/things/42')).rejects.toMatchObject({ status: 404, code: 'not_watched', message: 'Not watched.' });
  });
});
