import express from 'express';
import request from 'supertest';
import { LONE_SURROGATE_MESSAGE, MAX_DEPTH, rejectUnusableText, unusableText } from './unusable-text.js';

describe('unusableText', () => {
  it('finds a NUL or a lone surrogate in nested strings, arrays and keys', () => {
    expect(unusableText('plain, café, 🌍')).toBeNull();
    expect(unusableText({ a: ['x', { b: 'y\u0000' }] })).toBe('nul');
    expect(unusableText({ ['k\u0000']: 1 })).toBe('nul');
    expect(unusableText({ name: 'half \ud83c of a globe' })).toBe('lone_surrogate');
    expect(unusableText(['\udf0d'])).toBe('lone_surrogate');
    expect(unusableText({ n: 1, b: true, z: null })).toBeNull();
  });

  it(`refuses nesting deeper than ${MAX_DEPTH} levels`, () => {
    const nested = (depth: number): unknown => (depth === 0 ? 'leaf' : [nested(depth - 1)]);
    expect(unusableText(nested(MAX_DEPTH))).toBeNull();
    expect(unusableText(nested(MAX_DEPTH + 1))).toBe('too_deep');
  });
});

describe('rejectUnusableText', () => {
  const app = express();
  app.use(express.json());
  app.use(rejectUnusableText);
  app.all('/{*rest}', (_req, res) => {
    res.json({ ok: true });
  });

  it('answers 400 for a NUL in the query, the path or the body, and lets clean requests through', async () => {
    expect((await request(app).get('/search?q=%00')).status).toBe(400);
    expect((await request(app).get('/solution/s-a%00b')).status).toBe(400);
    const body = await request(app).post('/x').send({ name: 'a\u0000' });
    expect(body.status).toBe(400);
    expect(body.body.error.code).toBe('invalid_text');
    expect((await request(app).get('/search?q=housing')).status).toBe(200);
  });

  it('answers 400 for a lone surrogate written as a JSON escape, and for a body nested too deep', async () => {
    const surrogate = await request(app).post('/x').set('Content-Type', 'application/json').send('{"name":"\\ud800"}');
    expect(surrogate.status).toBe(400);
    expect(surrogate.body.error).toEqual({ code: 'invalid_text', message: LONE_SURROGATE_MESSAGE });
    const deep = await request(app).post('/x').set('Content-Type', 'application/json').send(`${'['.repeat(1000)}${']'.repeat(1000)}`);
    expect([deep.status, deep.body.error.code]).toEqual([400, 'too_deep']);
  });
});
