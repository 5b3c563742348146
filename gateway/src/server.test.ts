import { rm, writeFile } from 'node:fs/promises';
import { createServer as createHttpServer } from 'node:http';
import path from 'node:path';
import request from 'supertest';
import type { BootData } from '@x4i/shared/contracts';
import { deployRemote, rollbackRemote } from './remotes/deploy.js';
import { ID_TOKEN_COOKIE } from './auth/cookies.js';
import { createServer } from './server.js';
import type { RequestListener } from './proxy/api-lane.js';
import { SHELL_START_SOURCE } from './security/security-headers.js';
import { EXPLORE_ROUTES, fakeBackend, makeGatewayDirs, SHELL_RANGES, NTEE_ROUTES, writeRemoteBuild, writeShellDist } from './testing/fixtures.js';

let cleanup: () => Promise<void>;
let shellDir: string;
let remotesDir: string;
let workspaceDir: string;
let backend: ReturnType<typeof fakeBackend>;
let app: RequestListener;
let explore: { version: string };
let ntee: { version: string };

beforeEach(async () => {
  ({ shellDir, remotesDir, workspaceDir, cleanup } = await makeGatewayDirs());
  await writeShellDist(shellDir);
  explore = await deployRemote({
    remotesDir,
    shellRanges: SHELL_RANGES,
    name: 'mfe-explore',
    buildDir: await writeRemoteBuild(path.join(workspaceDir, 'mfe-explore'), { name: 'mfe-explore', routes: EXPLORE_ROUTES }),
  });
  ntee = await deployRemote({
    remotesDir,
    shellRanges: SHELL_RANGES,
    name: 'mfe-ntee-tools',
    buildDir: await writeRemoteBuild(path.join(workspaceDir, 'mfe-ntee-tools'), {
      name: 'mfe-ntee-tools',
      routes: NTEE_ROUTES,
      syncChunks: ['chunks/123.abcd1234.js', 'chunks/456.9876fedc.js'],
    }),
  });
  backend = fakeBackend();
  await backend.start();
  app = createServer({ backendUrl: backend.url, productName: 'X4I', shellDir, remotesDir });
});

afterEach(async () => {
  await backend.stop();
  await cleanup();
});

function bootData(html: string): BootData {
  const json = /<script type="application\/json" id="x4i-boot">(.*?)<\/script>/s.exec(html)?.[1];
  if (!json) throw new Error('no boot data in the page');
  return JSON.parse(json) as BootData;
}

const preloads = (html: string) => [...html.matchAll(/<link rel="preload"[^>]*>/g)].map((match) => match[0]);

describe('index.html', () => {
  it('carries the boot data, the page title and preloads for the remote that owns the path', async () => {
    const response = await request(app).get('/nonprofit-ntee-code-finder/123456789').set('Accept', 'text/html');

    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    const boot = bootData(response.text);
    expect(boot.productName).toBe('X4I');
    expect(boot.registry.remotes.map((entry) => entry.name)).toEqual(['mfe-explore', 'mfe-ntee-tools']);
    expect(response.text).toContain('<title>X4I - NTEE Code Finder</title>');
    expect(response.text).not.toContain('Placeholder');
    expect(response.text).not.toContain('<!-- x4i:head -->');
    const base = `/remotes/mfe-ntee-tools/${ntee.version}`;
    // Inert until the start script moves them into the head after the first paint.
    expect(response.text).toContain('<template id="x4i-later"><link rel="preload"');
    expect(preloads(response.text)).toEqual([
      `<link rel="preload" href="${base}/mf-manifest.json" as="fetch" crossorigin="anonymous">`,
      `<link rel="preload" href="${base}/remoteEntry.js" as="script">`,
      `<link rel="preload" href="${base}/chunks/123.abcd1234.js" as="script">`,
      `<link rel="preload" href="${base}/chunks/456.9876fedc.js" as="script">`,
    ]);
  });

  it('ranks paths like the client router: a static segment beats a dynamic one', async () => {
    const finder = await request(app).get('/nonprofit-ntee-code-finder');
    expect(finder.text).toContain('mfe-ntee-tools');
    expect(preloads(finder.text)[0]).toContain('/remotes/mfe-ntee-tools/');

    const search = await request(app).get('/nonprofits/organizations');
    expect(search.text).toContain('<title>X4I - Search</title>');
    expect(preloads(search.text)[0]).toContain(`/remotes/mfe-explore/${explore.version}/`);
  });

  it('answers an unknown page 404 with index.html, the product name as title and no preloads', async () => {
    for (const url of ['/a/b/c/d', '/no-such-page/at/all/here/x/y']) {
      const response = await request(app).get(url).set('Accept', 'text/html');
      expect([url, response.status]).toEqual([url, 404]);
      expect(response.type).toBe('text/html');
      expect(bootData(response.text).productName).toBe('X4I');
      expect(response.text).toContain('<title>X4I</title>');
      expect(preloads(response.text)).toEqual([]);
    }
  });

  it('answers a directory detail page 200 when its item exists and 404 when the backend has no such item', async () => {
    const found = await request(app).get('/all/social-challenge-idea/housing/c-housing').set('Accept', 'text/html');
    expect(found.status).toBe(200);
    const missing = await request(app).get('/all/social-challenge-idea/gone/c-gone').set('Accept', 'text/html');
    expect(missing.status).toBe(404);
    expect(bootData(missing.text).productName).toBe('X4I');
  });

  it('serves a detail page when the backend cannot say whether its item exists', async () => {
    await backend.stop();
    const response = await request(app).get('/all/social-challenge-idea/gone/c-gone').set('Accept', 'text/html');
    expect(response.status).toBe(200);
  });

  it('uses the product name alone for a page without a title', async () => {
    const response = await request(app).get('/');
    expect(response.text).toContain('<title>X4I</title>');
    expect(preloads(response.text)).toHaveLength(3);
  });

  it('keeps the answer for a visitor without a session, and makes a signed-in visitor\'s afresh', async () => {
    // One address for every request, as visitors have (a page is kept per address, host included).
    const server = createHttpServer(app).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const url = '/all/social-challenge-idea/gone/c-gone';
      const first = await request(server).get(url).set('Accept', 'text/html');
      expect(first.status).toBe(404);
      // Were the backend asked again, it could not say, and the page would be served (200).
      await backend.stop();
      const kept = await request(server).get(url).set('Accept', 'text/html');
      expect([kept.status, kept.headers.etag]).toEqual([404, first.headers.etag]);
      const signedIn = await request(server).get(url).set('Accept', 'text/html').set('Cookie', `${ID_TOKEN_COOKIE}=token`);
      expect(signedIn.status).toBe(200);
    } finally {
      server.close();
    }
  });

  it('picks up a deploy or a rollback on the next page load', async () => {
    const before = await request(app).get('/nonprofit-ntee-code-finder');
    expect(preloads(before.text)[0]).toContain(`/remotes/mfe-ntee-tools/${ntee.version}/`);
    const packageDir = path.join(workspaceDir, 'mfe-ntee-tools');
    await writeRemoteBuild(packageDir, { name: 'mfe-ntee-tools', routes: NTEE_ROUTES, marker: 'new' });
    const next = await deployRemote({ remotesDir, name: 'mfe-ntee-tools', buildDir: path.join(packageDir, 'dist'), shellRanges: SHELL_RANGES });

    const after = await request(app).get('/nonprofit-ntee-code-finder');
    expect(preloads(after.text)[0]).toContain(`/remotes/mfe-ntee-tools/${next.version}/`);

    await rollbackRemote({ remotesDir, name: 'mfe-ntee-tools', version: ntee.version, shellRanges: SHELL_RANGES });
    const back = await request(app).get('/nonprofit-ntee-code-finder');
    expect(preloads(back.text)[0]).toContain(`/remotes/mfe-ntee-tools/${ntee.version}/`);
  });

  it('gives a shell page listed in the shell build its own title, without remote preloads', async () => {
    await writeFile(path.join(shellDir, 'routes.json'), JSON.stringify([{ id: 'about', name: 'about-us', path: '/about-us', title: 'About Us' }]));
    const response = await request(app).get('/about-us');
    expect(response.text).toContain('<title>X4I - About Us</title>');
    expect(preloads(response.text)).toEqual([]);
  });

  it('never serves the raw template', async () => {
    expect((await request(app).get('/index.html')).status).toBe(404);
  });
});

describe('static files', () => {
  it('caches hashed shell files for a year and revalidates the others', async () => {
    const chunk = await request(app).get('/chunks/1.abcdef12.js');
    expect(chunk.status).toBe(200);
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const main = await request(app).get('/main.js');
    expect(main.status).toBe(200);
    expect(main.headers['cache-control']).toBe('no-cache');
  });

  it('compresses text responses', async () => {
    const main = await request(app).get('/main.js').set('Accept-Encoding', 'gzip');
    expect(main.headers['content-encoding']).toBe('gzip');
  });

  it('caches remote chunks for a year and the entry, manifest and route table not at all', async () => {
    const base = `/remotes/mfe-explore/${explore.version}`;
    expect((await request(app).get(`${base}/chunks/123.abcd1234.js`)).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    for (const file of ['remoteEntry.js', 'mf-manifest.json', 'routes.json']) {
      const response = await request(app).get(`${base}/${file}`);
      expect(response.status).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers 404, never the page, for files that do not exist', async () => {
    for (const url of [
      `/remotes/mfe-explore/${explore.version}/chunks/999.00000000.js`,
      '/remotes/mfe-explore/0.0.0-00000000/remoteEntry.js',
      '/remotes/registry.json.tmp',
      '/remotes/nothing',
      '/chunks/2.00000000.js',
      '/favicon.ico',
    ]) {
      const response = await request(app).get(url).set('Accept', 'text/html,*/*');
      expect([url, response.status]).toEqual([url, 404]);
      expect(response.text).not.toContain('x4i-boot');
    }
  });

  it('still opens a page whose path has a dot that is not a file extension', async () => {
    const response = await request(app).get('/nonprofits/node.jude').set('Accept', 'text/html');
    expect(response.status).toBe(200);
  });
});

describe('/remotes/registry.json', () => {
  it('lists the live remotes, without caching', async () => {
    const response = await request(app).get('/remotes/registry.json');
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body.remotes.map((entry: { name: string; version: string }) => [entry.name, entry.version])).toEqual([
      ['mfe-explore', explore.version],
      ['mfe-ntee-tools', ntee.version],
    ]);
  });

  it('leaves out a remote whose manifest is missing, in the file and in the page', async () => {
    await rm(path.join(remotesDir, 'mfe-ntee-tools', ntee.version, 'mf-manifest.json'));

    const registry = await request(app).get('/remotes/registry.json');
    expect(registry.body.remotes.map((entry: { name: string }) => entry.name)).toEqual(['mfe-explore']);

    const page = await request(app).get('/nonprofit-ntee-code-finder');
    expect(bootData(page.text).registry.remotes.map((entry) => entry.name)).toEqual(['mfe-explore']);
    expect(page.text).not.toContain('/remotes/mfe-ntee-tools/');
  });
});

describe('solution pages', () => {
  it('sends a non-canonical solution URL to the canonical one with a 301, keeping the query', async () => {
    const response = await request(app).get('/ALL/tech-solution/old-name-s-grantpilot?ref=mail').set('Accept', 'text/html');
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe('/all/tech-solution/grantpilot-s-grantpilot?ref=mail');
  });

  it('serves the canonical URL as a page', async () => {
    const response = await request(app).get('/all/tech-solution/grantpilot-s-grantpilot').set('Accept', 'text/html');
    expect(response.status).toBe(200);
    expect(response.type).toBe('text/html');
  });

  it('sends an unknown solution to the home page with a 307', async () => {
    const response = await request(app).get('/all/tech-solution/gone-s-nothing').set('Accept', 'text/html');
    expect(response.status).toBe(307);
    expect(response.headers.location).toBe('/');
  });

  it('serves a signed-in visitor the page of a solution the backend hides from visitors: the team may open an unpublished one', async () => {
    const response = await request(app).get('/all/tech-solution/gone-s-nothing').set('Accept', 'text/html').set('Cookie', 'access_token=abc');
    expect(response.status).toBe(200);
    expect(response.type).toBe('text/html');
  });
});

describe('/api proxy', () => {
  it('forwards /api/* to the backend without the /api prefix', async () => {
    const response = await request(app).get('/api/echo?q=1');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ url: '/echo?q=1', authorization: null, requestId: response.headers['x-request-id'] });
  });

  it('tells the backend where the call came from, and keeps the session cookies from it', async () => {
    const response = await request(app).get('/api/forwarded').set('Host', 'x4i.test:8080').set('Cookie', 'x4i_session=secret').set('X-Forwarded-For', '203.0.113.7');
    expect(response.body.cookie).toBeNull();
    expect(response.body.host).toBe(new URL(backend.url).host);
    expect(response.body.connection).toBe('keep-alive');
    expect(response.body.forwarded).toEqual({
      'x-forwarded-for': expect.stringMatching(/^203\.0\.113\.7,(::ffff:)?127\.0\.0\.1$/),
      'x-forwarded-host': 'x4i.test:8080',
      'x-forwarded-port': '8080',
      'x-forwarded-proto': 'http',
    });
  });

  it('streams a request body through to the backend', async () => {
    const body = `${'x'.repeat(300_000)}the-end!`;
    const response = await request(app).post('/api/echo').set('Content-Type', 'text/plain').send(body);
    expect(response.body).toEqual({ length: body.length, last: 'the-end!' });
  });

  it("passes the backend's compressed answers on intact", async () => {
    const response = await request(app).get('/api/big').set('Accept-Encoding', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.body.items).toHaveLength(500);
  });

  it("passes the backend's JSON 404 for an unknown API call", async () => {
    const response = await request(app).get('/api/nothing-here');
    expect(response.status).toBe(404);
    expect(response.body.error.code).toBe('not_found');
  });

  it('does not proxy paths that only start with the letters api', async () => {
    const response = await request(app).get('/apiary').set('Accept', 'text/html');
    expect(response.text).toContain('x4i-boot');
  });

  it('sends calls one after another over one connection to the backend', async () => {
    const before = backend.connections;
    for (let call = 0; call < 3; call += 1) expect((await request(app).get('/api/echo')).status).toBe(200);
    expect(backend.connections - before).toBeLessThanOrEqual(1);
  });

  it('answers 503 JSON with Retry-After while the backend is down and recovers when it is back on the same address', async () => {
    await backend.stop();
    const down = await request(app).get('/api/echo');
    expect(down.status).toBe(503);
    expect(down.headers['retry-after']).toBe('5');
    expect(down.headers['content-type']).toMatch(/application\/json/);
    expect(down.body).toEqual({ error: { code: 'backend_unavailable', message: 'The data could not be loaded. Please try again.' } });

    await backend.start();
    const up = await request(app).get('/api/echo');
    expect(up.status).toBe(200);
    expect(up.body.url).toBe('/echo');
  });
});

describe('/healthz', () => {
  it("reports the gateway and the backend's own health", async () => {
    const response = await request(app).get('/healthz');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok', backend: { status: 'ok', database: 'ready' } });
  });

  it('stays up when the backend is not', async () => {
    await backend.stop();
    const response = await request(app).get('/healthz');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok', backend: { status: 'unreachable' } });
  });
});

describe('security', () => {
  it('sends a CSP that allows exactly what the site loads, and no https-only headers over http', async () => {
    const response = await request(app).get('/');
    const csp = response.headers['content-security-policy'];
    expect(csp).toContain("default-src 'self'");
    // Scripts from the site, and the one inline script (the shell's start) by its hash.
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]+=*';/);
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data:");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it("sends helmet's other headers with pages and API answers alike", async () => {
    for (const path of ['/', '/api/echo']) {
      const { headers } = await request(app).get(path);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(headers['referrer-policy']).toBe('no-referrer');
      expect(headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(headers['content-security-policy']).toContain("default-src 'self'");
    }
  });

  it('passes the configured browser services to the page and allows their origins in the CSP', async () => {
    const browserServices = {
      tagManagerId: 'GTM-ABC123',
      chatWidget: { src: 'https://chat.example.com/widget.js', id: 'chat-1' },
      contactForm: { src: 'https://forms.example.com/v2.js', formId: 'form-1' },
    };
    const configured = createServer({ backendUrl: backend.url, productName: 'X4I', shellDir, remotesDir, browserServices });
    const response = await request(configured).get('/');
    expect(response.headers['content-security-policy']).toContain(
      `script-src 'self' ${SHELL_START_SOURCE} https://www.googletagmanager.com https://chat.example.com https://forms.example.com;`,
    );
    expect(bootData(response.text)).toMatchObject(browserServices);
  });

  it('sends HSTS and upgrade-insecure-requests behind a TLS-terminating proxy', async () => {
    const behindProxy = createServer({ backendUrl: backend.url, productName: 'X4I', shellDir, remotesDir, trustProxy: true });
    for (const path of ['/', '/api/echo']) {
      const response = await request(behindProxy).get(path).set('X-Forwarded-Proto', 'https');
      expect(response.headers['strict-transport-security']).toMatch(/max-age=31536000/);
      expect(response.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    }
    // From a client that is not the trusted proxy, the header says nothing.
    const direct = await request(app).get('/api/echo').set('X-Forwarded-Proto', 'https');
    expect(direct.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends an API call made to another host to the public one, with or without cookies', async () => {
    const canonical = createServer({ backendUrl: backend.url, productName: 'X4I', shellDir, remotesDir, publicUrl: 'http://x4i.test' });
    for (const cookie of [undefined, 'theme=dark']) {
      const call = request(canonical).get('/api/echo?q=1').set('Host', 'www.x4i.test');
      const moved = await (cookie ? call.set('Cookie', cookie) : call);
      expect([moved.status, moved.headers.location]).toEqual([301, 'http://x4i.test/api/echo?q=1']);
    }
    const answered = await request(canonical).get('/api/echo').set('Host', 'X4I.test');
    expect(answered.body.url).toBe('/echo');
  });

  it('answers errors with JSON and no stack trace', async () => {
    const failing = createServer({
      backendUrl: backend.url,
      productName: 'X4I',
      shellDir,
      remotesDir,
      mountRoutes: (server) => {
        server.get('/napi/callback', () => {
          throw new Error('secret detail');
        });
      },
    });
    const response = await request(failing).get('/napi/callback');
    expect(response.status).toBe(500);
    expect(response.body.error.code).toBe('internal_error');
    expect(response.text).not.toContain('secret detail');

    const unknown = await request(failing).get('/napi/other').set('Accept', 'text/html');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('not_found');
  });
});

describe('without a shell build', () => {
  it('says so instead of failing', async () => {
    await rm(shellDir, { recursive: true });
    const response = await request(app).get('/');
    expect(response.status).toBe(503);
  });
});
