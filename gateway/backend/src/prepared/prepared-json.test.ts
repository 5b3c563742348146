import compression from 'compression';
import express from 'express';
import request from 'supertest';
import { preparedAnswers, preparedAsyncAnswers } from './prepared-json.js';
import { sendPreparedAnswer } from '../http/prepared-answer.js';

function appAnswering(value: { items: string[] }, answer: jest.Mock) {
  const answers = preparedAnswers<{ items: string[] }>(2);
  const app = express();
  app.get('/answer', (req, res) => sendPreparedAnswer(req, res, answers(value, String(req.query.q), () => answer(req.query.q))));
  return app;
}

describe('prepared JSON answers', () => {
  const value = { items: ['a', 'b'] };

  it('serialises and compresses an answer once, and sends it gzipped or plain as the client takes it', async () => {
    const answer = jest.fn((q: unknown) => ({ q, ...value }));
    const app = appAnswering(value, answer);

    // The test client unzips what it receives, as browsers do.
    const gzipped = await request(app).get('/answer?q=x').set('Accept-Encoding', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.body).toEqual({ q: 'x', items: ['a', 'b'] });

    const plain = await request(app).get('/answer?q=x').set('Accept-Encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toEqual({ q: 'x', items: ['a', 'b'] });
    expect(answer).toHaveBeenCalledTimes(1);

    const other = await request(app).get('/answer?q=y').set('Accept-Encoding', 'identity');
    expect(other.body).toEqual({ q: 'y', items: ['a', 'b'] });
    expect(answer).toHaveBeenCalledTimes(2);
  });

  it('sends its length behind the compression middleware, so the answer is not sent in chunks', async () => {
    const app = express();
    app.use(compression());
    app.use(appAnswering(value, jest.fn(() => value)));
    for (const encoding of ['gzip', 'identity']) {
      const res = await request(app).get('/answer?q=x').set('Accept-Encoding', encoding);
      expect(res.headers['transfer-encoding']).toBeUndefined();
      expect(Number(res.headers['content-length'])).toBeGreaterThan(0);
    }
  });

  it('keeps at most its limit of answers for one value, the oldest dropped first', async () => {
    const answer = jest.fn((q: unknown) => ({ q }));
    const app = appAnswering(value, answer);
    for (const q of ['x', 'y', 'z', 'z', 'y', 'x']) await request(app).get(`/answer?q=${q}`);
    // x was dropped when z came; y and z were still kept.
    expect(answer.mock.calls.map(([q]) => q)).toEqual(['x', 'y', 'z', 'x']);
  });

  it('answers 304 to a client that holds the same version', async () => {
    const app = appAnswering(value, jest.fn(() => value));
    const first = await request(app).get('/answer?q=x');
    const again = await request(app).get('/answer?q=x').set('If-None-Match', first.headers.etag!);
    expect(again.status).toBe(304);
  });
});

describe('prepared answers made asynchronously', () => {
  const text = (prepared: { plain: Buffer }) => prepared.plain.toString();

  it('makes an answer once for requests that ask for it at the same time, and again for a new version of the data', async () => {
    const answers = preparedAsyncAnswers<object>(10);
    let made = 0;
    const make = jest.fn(async () => ({ made: ++made }));
    const version1 = {};
    const [first, second] = await Promise.all([answers(version1, 'a', make), answers(version1, 'a', make)]);
    expect(first).toBe(second);
    expect(make).toHaveBeenCalledTimes(1);
    expect(text(await answers({}, 'a', make))).toBe('{"made":2}');
  });

  it('does not keep an answer that failed: the next request tries again', async () => {
    const answers = preparedAsyncAnswers<object>(10);
    const version = {};
    await expect(answers(version, 'a', async () => Promise.reject(new Error('database away')))).rejects.toThrow('database away');
    expect(text(await answers(version, 'a', async () => ({ ok: true })))).toBe('{"ok":true}');
  });

  it('keeps at most its limit of answers per version, dropping the oldest', async () => {
    const answers = preparedAsyncAnswers<object>(2);
    const version = {};
    const make = jest.fn(async () => ({}));
    for (const page of ['1', '2', '3']) await answers(version, page, make);
    await answers(version, '3', make);
    await answers(version, '2', make);
    expect(make).toHaveBeenCalledTimes(3);
    await answers(version, '1', make);
    expect(make).toHaveBeenCalledTimes(4);
  });
});
