import { http, HttpResponse } from 'msw';
import { apiPath, contactRateLimitedHandlers, setupMswServer } from '../testing/index.js';
import { ApiError } from './api-error.js';
import { postContactMessage } from './contact.js';

const server = setupMswServer();

const message = { name: 'Ada Lovelace', email: 'ada@example.org', message: 'Hello there.' };

describe('postContactMessage', () => {
  it('posts the message as JSON and returns the new id', async () => {
    let sent: { contentType: string | null; body: unknown } | undefined;
    server.use(
      http.post(apiPath('/contact'), async ({ request }) => {
        sent = { contentType: request.headers.get('Content-Type'), body: await request.json() };
        return HttpResponse.json({ id: 'abc' }, { status: 201 });
      }),
    );
    await expect(postContactMessage(message)).resolves.toEqual({ id: 'abc' });
    expect(sent).toEqual({ contentType: 'application/json', body: message });
  });

  it('throws the field error the backend gives', async () => {
    const error = await postContactMessage({ ...message, email: 'ada@' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'invalid_email', message: 'Enter a valid email address.' });
  });

  it('throws rate_limited on 429', async () => {
    server.use(...contactRateLimitedHandlers);
    await expect(postContactMessage(message)).rejects.toMatchObject({
      status: 429,
      code: 'rate_limited',
      message: 'Too many messages. Please try again in a few minutes.',
    });
  });
});
