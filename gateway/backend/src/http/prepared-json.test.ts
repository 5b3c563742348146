import express from 'express';
import request from 'supertest';
import { preparedAnswers, sendPreparedJson } from './prepared-json.js';

function appAnswering(value: { items: string[] }, answer: jest.Mock) {
  const answers = preparedAnswers<{ items: string[] }>();
  const app = express();
  app.get('/answer', (req, res) => sendPreparedJson(req, res, answers(value, String(req.query.q), () => answer(req.query.q))));
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

  it('answers 304 to a client that holds the same version', async () => {
    const app = appAnswering(value, jest.fn(() => value));
    const first = await request(app).get('/answer?q=x');
    const again = await request(app).get('/answer?q=x').set('If-None-Match', first.headers.etag!);
    expect(again.status).toBe(304);
  });
});
