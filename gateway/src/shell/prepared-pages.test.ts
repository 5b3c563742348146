import { brotliCompressSync, constants } from 'node:zlib';
import compression from 'compression';
import express from 'express';
import request from 'supertest';
import { sendPreparedAnswer } from '@x4i/backend/http/prepared-answer';
import { preparedPages } from './prepared-pages.js';

const html = `<!doctype html><html><body>${'<p>A page of the site.</p>'.repeat(500)}</body></html>`;

function appSending(status: number) {
  const prepared = preparedPages(2);
  const app = express();
  app.use(compression());
  app.get('/', async (req, res) => {
    res.status(status);
    sendPreparedAnswer(req, res, await prepared(html));
  });
  return app;
}

describe('prepared pages', () => {
  const app = appSending(200);

  it('sends the page in the encoding the browser takes, once compressed, with its length', async () => {
    // The client unpacks what it is sent: the same page, and far fewer bytes on the way.
    const br = await request(app).get('/').set('accept-encoding', 'gzip, deflate, br').expect(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.text).toBe(html);
    expect(Number(br.headers['content-length'])).toBe(brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }).length);

    const gzip = await request(app).get('/').set('accept-encoding', 'gzip').expect(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.text).toBe(html);
    expect(Number(gzip.headers['content-length'])).toBeLessThan(html.length / 10);

    const plain = await request(app).get('/').set('accept-encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(html);
    expect(plain.headers['content-type']).toMatch(/^text\/html/);
    expect(plain.headers.vary).toMatch(/Accept-Encoding/);
  });

  it('answers 304 to a browser that holds this version of the page, and sends a changed page again', async () => {
    const first = await request(app).get('/').expect(200);
    const etag = first.headers.etag as string;
    await request(app).get('/').set('if-none-match', etag).expect(304);
    await request(app).get('/').set('if-none-match', '"an older version"').expect(200);
  });

  it('never answers 304 for a page that is not found', async () => {
    const missing = appSending(404);
    const first = await request(missing).get('/').expect(404);
    await request(missing).get('/').set('if-none-match', first.headers.etag as string).expect(404);
  });
});
