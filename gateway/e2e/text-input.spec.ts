import { expect, test } from '@x4i/shared/e2e';

/**
 * Postgres cannot store a NUL character: through the real gateway, backend and database, a NUL in a query, a
 * path or a body is refused with a 400 that says why, and nothing is written.
 */
test.describe('a NUL character in any input', () => {
  const refused = async (response: { status(): number; json(): Promise<unknown> }) => {
    expect(response.status()).toBe(400);
    expect(await response.json()).toEqual({ error: { code: 'invalid_text', message: expect.stringContaining('NUL') } });
  };

  test('is refused in queries and paths of the read calls', async ({ request }) => {
    await refused(await request.get('/api/x4i-nonprofit/search?q=%00'));
    await refused(await request.get('/api/x4i-nonprofit/search?q=food%00bank'));
    await refused(await request.get('/api/search/content?type=tech-solution&pageNumber=0&q=%00'));
    await refused(await request.get('/api/solution/s-demo%00'));
    await refused(await request.get('/api/x4i-nonprofit/details/12%0034'));
    const clean = await request.get('/api/x4i-nonprofit/search?q=food');
    expect(clean.status()).toBe(200);
  });

  test('is refused in a JSON body before anything is stored', async ({ request }) => {
    await refused(
      await request.post('/api/contact', {
        data: { name: 'Ada\u0000', email: 'ada@example.org', message: 'Hello' },
        headers: { 'x-requested-with': 'x4i' },
      }),
    );
  });
});
