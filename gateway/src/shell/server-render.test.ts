import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RequestListener } from '../proxy/api-lane.js';
import request from 'supertest';
import type { BootData } from '@x4i/shared/contracts';
import type { Logger } from '../logger.js';
import { deployRemote } from '../remotes/deploy.js';
import { createServer } from '../server.js';
import { EXPLORE_ROUTES, fakeBackend, makeGatewayDirs, SHELL_RANGES, writeRemoteBuild, writeShellDist } from '../testing/fixtures.js';

let cleanup: () => Promise<void>;
let shellDir: string;
let remotesDir: string;
let workspaceDir: string;
let backend: ReturnType<typeof fakeBackend>;
let warnings: string[];
let app: RequestListener;

/** A shell server bundle (CommonJS, as the build writes it) whose render is the given function body. */
async function writeShellServer(renderBody: string): Promise<void> {
  const dir = path.join(shellDir, 'server');
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, 'package.json'), '{ "type": "commonjs" }\n');
  // A new file each time: the gateway loads the bundle again when it changes on disk.
  await writeFile(path.join(dir, 'server.js'), `exports.render = async function render(options) {\n${renderBody}\n};\n`);
}

/** Writes a server entry into the live version folder of mfe-explore, as its build would. */
async function writeExploreServerEntry(version: string): Promise<void> {
  const dir = path.join(remotesDir, 'mfe-explore', version, 'server');
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, 'remoteEntry.js'), 'module.exports = {};\n');
}

const logger = (): Logger => ({ info: () => undefined, warn: (message: string) => warnings.push(message), error: (message: string) => warnings.push(message) });

function bootData(html: string): BootData {
  const json = /<script type="application\/json" id="x4i-boot">(.*?)<\/script>/s.exec(html)?.[1];
  if (!json) throw new Error('no boot data in the page');
  return JSON.parse(json) as BootData;
}

const page = (pathname: string) => request(app).get(pathname).set('Accept', 'text/html');

let exploreVersion: string;

beforeEach(async () => {
  ({ shellDir, remotesDir, workspaceDir, cleanup } = await makeGatewayDirs());
  await writeShellDist(shellDir, { 'routes.json': JSON.stringify([{ id: 'about-us', name: 'about-us', path: '/about-us', title: 'About Us' }]) });
  const explore = await deployRemote({
    remotesDir,
    shellRanges: SHELL_RANGES,
    name: 'mfe-explore',
    buildDir: await writeRemoteBuild(path.join(workspaceDir, 'mfe-explore'), { name: 'mfe-explore', routes: EXPLORE_ROUTES }),
  });
  exploreVersion = explore.version;
  backend = fakeBackend();
  await backend.start();
  warnings = [];
  app = createServer({ backendUrl: backend.url, productName: 'X4I', shellDir, remotesDir, log: logger() });
});

afterEach(async () => {
  await backend.stop();
  await cleanup();
});

describe('server rendering', () => {
  it("puts the shell's markup into #root and its styles into the head, and keeps boot data, title and CSP", async () => {
    await writeShellServer(`
      return { html: '<h1>' + options.boot.productName + ' at ' + new URL(options.url).pathname + '</h1>', styleTags: '<style data-styled="active">h1{color:red}</style>', data: {} };
    `);
    const response = await page('/about-us');
    expect(response.status).toBe(200);
    expect(response.text).toContain('<div id="root"><h1>X4I at /about-us</h1></div>');
    expect(response.text).toMatch(/<head>[\s\S]*<style data-styled="active">h1\{color:red\}<\/style>[\s\S]*<\/head>/);
    expect(response.text).toContain('<title>X4I - About Us</title>');
    expect(bootData(response.text).productName).toBe('X4I');
    expect(bootData(response.text).swrFallback).toBeUndefined();
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.etag).toBeTruthy();
  });

  it('hands the data the page was rendered with to the browser as SWR fallback, and renders with the remote\'s server entry', async () => {
    await writeExploreServerEntry(exploreVersion);
    await writeShellServer(`
      return { html: '<p>' + JSON.stringify(options.serverEntries) + '</p>', styleTags: '', data: { '/explore': { total: 3, backend: options.backendUrl } } };
    `);
    const response = await page('/');
    expect(response.status).toBe(200);
    const entry = path.join(remotesDir, 'mfe-explore', exploreVersion, 'server', 'remoteEntry.js');
    expect(response.text).toContain(`<div id="root"><p>${JSON.stringify({ 'mfe-explore': entry })}</p></div>`);
    expect(bootData(response.text).swrFallback).toEqual({ '/explore': { total: 3, backend: backend.url } });
  });

  it('renders a page without its data for a visitor with a session: the browser loads their own', async () => {
    await writeShellServer(`
      return { html: '<p>with data: ' + (options.withData !== false) + '</p>', styleTags: '', data: options.withData === false ? {} : { '/x': 1 } };
    `);
    const anonymous = await page('/about-us').set('Cookie', 'theme=dark');
    expect(anonymous.text).toContain('<div id="root"><p>with data: true</p></div>');
    expect(bootData(anonymous.text).swrFallback).toEqual({ '/x': 1 });
    const signedIn = await page('/about-us').set('Cookie', 'theme=dark; access_token=s%3Aabc.def');
    expect(signedIn.text).toContain('<div id="root"><p>with data: false</p></div>');
    expect(bootData(signedIn.text).swrFallback).toBeUndefined();
    expect(signedIn.headers.vary).toMatch(/Cookie/);
  });

  it('renders an address once for visitors without a session arriving together, and each signed-in visit anew', async () => {
    await writeShellServer(`
      globalThis.reuseTestRenders = (globalThis.reuseTestRenders ?? 0) + 1;
      return { html: '<p>render ' + globalThis.reuseTestRenders + '</p>', styleTags: '', data: {} };
    `);
    // One host for all (the test client listens on a new port for each request).
    const visit = (pathname: string) => page(pathname).set('Host', 'x4i.example.org');
    const [first, second] = await Promise.all([visit('/about-us'), visit('/about-us')]);
    expect(first.text).toContain('<div id="root"><p>render 1</p></div>');
    expect(second.text).toContain('<div id="root"><p>render 1</p></div>');
    expect((await visit('/about-us')).text).toContain('<p>render 1</p>');
    // Another address, and a signed-in visitor, each get a rendering of their own.
    expect((await visit('/about-us?section=team')).text).toContain('<p>render 2</p>');
    expect((await visit('/about-us').set('Cookie', 'access_token=s%3Aabc.def')).text).toContain('<p>render 3</p>');
    expect((await visit('/about-us').set('Cookie', 'access_token=s%3Aabc.def')).text).toContain('<p>render 4</p>');
  });

  it('sends the page for the browser to render when the server module throws, and says so once', async () => {
    await writeShellServer(`throw new Error('the render broke');`);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await page('/about-us');
      expect(response.status).toBe(200);
      expect(response.text).toContain('<div id="root"></div>');
      expect(response.text).toContain('<title>X4I - About Us</title>');
      expect(bootData(response.text).registry.remotes.map((remote) => remote.name)).toEqual(['mfe-explore']);
    }
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/left to the browser to render \(shell .*\): the render broke/);
  });

  it('does not wait more than about a second for a render', async () => {
    await writeShellServer(`return new Promise(() => undefined);`);
    const started = Date.now();
    const response = await page('/about-us');
    expect(response.status).toBe(200);
    expect(response.text).toContain('<div id="root"></div>');
    expect(Date.now() - started).toBeLessThan(3000);
    expect(warnings[0]).toMatch(/did not render within/);
  });

  it('leaves the page to the browser when the shell has no server build, or the owning remote has none', async () => {
    let response = await page('/about-us');
    expect(response.status).toBe(200);
    expect(response.text).toContain('<div id="root"></div>');

    await writeShellServer(`return { html: '<p>rendered</p>', styleTags: '', data: {} };`);
    response = await page('/');
    expect(response.text).toContain('<div id="root"></div>');
    expect(warnings.some((warning) => warning.includes(`mfe-explore ${exploreVersion} has no server build`))).toBe(true);

    response = await page('/about-us');
    expect(response.text).toContain('<div id="root"><p>rendered</p></div>');
  });

  it('leaves the page to the browser when the server bundle does not even load', async () => {
    const dir = path.join(shellDir, 'server');
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, 'package.json'), '{ "type": "commonjs" }\n');
    await writeFile(path.join(dir, 'server.js'), 'syntax error here(\n');
    const response = await page('/about-us');
    expect(response.status).toBe(200);
    expect(response.text).toContain('<div id="root"></div>');
  });

  it('never serves the server bundles to browsers', async () => {
    await writeShellServer(`return { html: '', styleTags: '', data: {} };`);
    await writeExploreServerEntry(exploreVersion);
    expect((await request(app).get('/server/server.js')).status).toBe(404);
    expect((await request(app).get(`/remotes/mfe-explore/${exploreVersion}/server/remoteEntry.js`)).status).toBe(404);
    expect((await request(app).get(`/remotes/mfe-explore/${exploreVersion}/remoteEntry.js`)).status).toBe(200);
  });
});
