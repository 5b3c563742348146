import express from 'express';
import request from 'supertest';
import { containsNul, rejectNul } from './reject-nul.js';

describe('containsNul', () => {
  it('finds a NUL in nested strings, arrays and keys', () => {
    expect(containsNul('plain')).toBe(false);
    expect(containsNul({ a: ['x', { b: 'y\u0000' }] })).toBe(true);
    expect(containsNul({ ['k\u0000']: 1 })).toBe(true);
    expect(containsNul({ n: 1, b: true, z: null })).toBe(false);
  });
});

describe('rejectNul', () => {
  const app = express();
  app.use(express.json());
  app.use(rejectNul);
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
});
