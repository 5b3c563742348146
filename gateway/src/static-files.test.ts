import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import compression from 'compression';
import express from 'express';
import request from 'supertest';
import { IMMUTABLE, isHashedFileName, NO_CACHE, serveStaticFiles } from './static-files.js';

describe('isHashedFileName', () => {
  it.each([
    ['chunks/123.a1b2c3d4e5f6.js', true],
    ['assets/montserrat-latin-400.0f3a9c1d.woff2', true],
    ['chunks/vendors-node_modules_react-dom_client_js.4f8e2a1b9c0d3e5f7a6b.js', true],
    ['chunks/1.abcdef12.js.map', true],
    ['remoteEntry.js', false],
    ['mf-manifest.json', false],
    ['main.js', false],
    ['chunks/123.js', false],
  ])('%s → %s', (file, hashed) => {
    expect(isHashedFileName(file)).toBe(hashed);
  });
});

describe('serveStaticFiles', () => {
  const script = `export const answer = ${JSON.stringify('forty-two '.repeat(400))};\n`;
  let dir: string;
  let app: express.Express;

  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'static-files-'));
    writeFileSync(path.join(dir, '123.a1b2c3d4e5f6.js'), script);
    writeFileSync(path.join(dir, '123.a1b2c3d4e5f6.js.br'), brotliCompressSync(script));
    writeFileSync(path.join(dir, 'plain.js'), script);
    app = express();
    app.use(compression());
    app.use(serveStaticFiles(dir));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const get = (file: string, acceptEncoding: string) =>
    request(app)
      .get(`/${file}`)
      .set('Accept-Encoding', acceptEncoding)
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      });

  it('sends the build’s brotli copy, as the script it is, to a browser that accepts brotli', async () => {
    const response = await get('123.a1b2c3d4e5f6.js?v=1', 'gzip, deflate, br, zstd');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.headers.vary).toMatch(/Accept-Encoding/);
    // The copy's length (compressing on the fly would stream it, without a length).
    expect(Number(response.headers['content-length'])).toBe(brotliCompressSync(script).length);
    expect(response.body.toString()).toBe(script);
  });

  it('sends the file itself to a browser that does not accept brotli', async () => {
    const response = await get('123.a1b2c3d4e5f6.js', 'identity');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body.toString()).toBe(script);
  });

  it('compresses on the fly a file the build left without a copy', async () => {
    const response = await get('plain.js', 'br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe(NO_CACHE);
  });

  it('answers a missing file with the next handler, not with a copy of something else', async () => {
    expect((await get('missing.js', 'br')).status).toBe(404);
  });
});
