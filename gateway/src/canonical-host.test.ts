import express from 'express';
import request from 'supertest';
import { canonicalHost } from './canonical-host.js';

function app() {
  const server = express();
  server.use(canonicalHost('https://x4i.example.org'));
  server.all('/{*splat}', (req, res) => {
    res.json({ path: req.originalUrl });
  });
  return server;
}

describe('canonicalHost', () => {
  it('sends a read on another host to the same path and query on PUBLIC_URL', async () => {
    const response = await request(app()).get('/solutions/abc?action=recommend').set('Host', 'www.x4i.example.org');
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe('https://x4i.example.org/solutions/abc?action=recommend');
  });

  it('keeps the method of other requests with 308', async () => {
    const response = await request(app()).post('/napi/logout').set('Host', '10.0.0.5:8080');
    expect(response.status).toBe(308);
    expect(response.headers.location).toBe('https://x4i.example.org/napi/logout');
  });

  it('serves PUBLIC_URL itself, whatever the case of its host, and health checks on any host', async () => {
    expect((await request(app()).get('/profile').set('Host', 'X4I.example.org')).body).toEqual({ path: '/profile' });
    expect((await request(app()).get('/healthz').set('Host', '127.0.0.1:3000')).status).toBe(200);
  });

  it('compares the port too', async () => {
    const server = express();
    server.use(canonicalHost('http://127.0.0.1:3330'));
    server.get('/', (_req, res) => {
      res.send('ok');
    });
    expect((await request(server).get('/').set('Host', '127.0.0.1:3330')).status).toBe(200);
    const other = await request(server).get('/').set('Host', 'localhost:3330');
    expect(other.status).toBe(301);
    expect(other.headers.location).toBe('http://127.0.0.1:3330/');
  });
});
