import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import compression from 'compression';
import express from 'express';
import { contractExposes, ROUTES_EXPOSE, type RouteManifestEntry } from '@x4i/shared/contracts';

export async function makeTempDir(): Promise<{ dir: string; cleanup: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'x4i-gateway-'));
  return { dir, cleanup: () => rm(dir, { recursive: true, force: true }) };
}

/** The folders a gateway test runs with, in one temporary folder: the shell's build, deployed remotes, remote sources. */
export async function makeGatewayDirs(): Promise<{ shellDir: string; remotesDir: string; workspaceDir: string; cleanup: () => Promise<void> }> {
  const { dir, cleanup } = await makeTempDir();
  return { shellDir: path.join(dir, 'shell-dist'), remotesDir: path.join(dir, 'remotes'), workspaceDir: path.join(dir, 'repo'), cleanup };
}

async function writeFiles(dir: string, files: Record<string, string>): Promise<void> {
  for (const [name, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await writeFile(path.join(dir, name), content);
  }
}

export const SHELL_TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <title>Placeholder</title>
    <!-- x4i:head -->
    <script defer src="/main.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;

/** A shell build as html-webpack-plugin leaves it: the template, an unhashed entry, a hashed chunk. */
export async function writeShellDist(dir: string, extra: Record<string, string> = {}): Promise<void> {
  await writeFiles(dir, {
    'index.html': SHELL_TEMPLATE,
    'main.js': `console.log(${JSON.stringify('shell '.repeat(400))});\n`,
    'chunks/1.abcdef12.js': 'console.log("chunk");\n',
    ...extra,
  });
}

export interface FakeRemote {
  name: string;
  routes: RouteManifestEntry[];
  /** Changes the build's content, and so its version hash. */
  marker?: string;
  syncChunks?: string[];
  /** The modules exposed; default: what the contract requires of the remote. */
  exposes?: string[];
  /** The React version the build shares; default 19.2.0, inside the shell's range. */
  reactVersion?: string;
  /** The version of @x4i/shared the build was made with; default 0.1.0, the shell's. */
  sharedVersion?: string;
}

/** The shell's ranges a fake remote is deployed against (what the shell's build writes to shared-ranges.json). */
export const SHELL_RANGES = { react: '^19.2.0', 'react-dom': '^19.2.0', '@x4i/shared': '0.1.0' };

/** An mf-manifest.json as @module-federation/enhanced 2.9 writes it for a remote with publicPath 'auto'. */
export function fakeManifest(name: string, syncChunks: string[], options: Pick<FakeRemote, 'exposes' | 'reactVersion' | 'sharedVersion'> = {}) {
  const id = name.replace(/-/g, '_');
  const sharedVersion = options.sharedVersion ?? '0.1.0';
  const exposes = options.exposes ?? contractExposes(name);
  return {
    id,
    name: id,
    metaData: {
      name: id,
      type: 'app',
      buildInfo: { buildVersion: '0.1.0', buildName: `@x4i/${name}` },
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      types: { path: '', name: '', zip: '', api: '' },
      globalName: id,
      pluginVersion: '2.9.2',
      publicPath: 'auto',
    },
    shared: [
      {
        id: `${id}:react`,
        name: 'react',
        version: options.reactVersion ?? '19.2.0',
        singleton: true,
        requiredVersion: '^19.2.0',
        assets: { js: { async: [], sync: ['chunks/540.0c1d2e3f.js'] }, css: { async: [], sync: [] } },
      },
      ...['@x4i/shared/router', '@x4i/shared'].map((shared) => ({
        id: `${id}:${shared}`,
        name: shared,
        version: sharedVersion,
        singleton: true,
        requiredVersion: `^${sharedVersion}`,
        assets: { js: { async: [], sync: [] }, css: { async: [], sync: [] } },
      })),
    ],
    remotes: [],
    exposes: exposes.map((expose) => ({
      id: `${id}:${expose.slice(2)}`,
      name: expose.slice(2),
      path: expose,
      assets:
        expose === ROUTES_EXPOSE
          ? { js: { sync: syncChunks, async: ['chunks/77.fedcba98.js'] }, css: { sync: [], async: [] } }
          : { js: { sync: [], async: [] }, css: { sync: [], async: [] } },
    })),
  };
}

/** A remote's `dist/` with its manifest, route table, entry and chunks, inside a package folder with a package.json. */
export async function writeRemoteBuild(packageDir: string, remote: FakeRemote): Promise<string> {
  const syncChunks = remote.syncChunks ?? ['chunks/123.abcd1234.js'];
  const buildDir = path.join(packageDir, 'dist');
  await writeFiles(packageDir, { 'package.json': JSON.stringify({ name: `@x4i/${remote.name}`, version: '0.1.0' }) });
  await writeFiles(buildDir, {
    'remoteEntry.js': `/* ${remote.name} ${remote.marker ?? ''} */\n`,
    'mf-manifest.json': JSON.stringify(fakeManifest(remote.name, syncChunks, remote)),
    'routes.json': JSON.stringify(remote.routes),
    ...Object.fromEntries(syncChunks.map((chunk) => [chunk, `/* ${chunk} */`])),
    'chunks/77.fedcba98.js': '/* async */',
  });
  return buildDir;
}

export const EXPLORE_ROUTES: RouteManifestEntry[] = [
  { id: 'home', name: 'index', path: '/', title: '' },
  { id: 'search', name: 'index-categorySlug-contentType-searchTerm', path: '/:categorySlug/:contentType', title: 'Search' },
  { id: 'content', name: 'path1-path2-path3-slug', path: '/:path1/:path2?/:path3?/:slug?', title: 'Explore', catchAll: true },
];

export const NTEE_ROUTES: RouteManifestEntry[] = [
  { id: 'finder', name: 'nonprofit-ntee-code-finder', path: '/nonprofit-ntee-code-finder', title: 'NTEE Code Finder' },
  { id: 'finder-ein', name: 'nonprofit-ntee-code-finder-ein', path: '/nonprofit-ntee-code-finder/:ein', title: 'NTEE Code Finder' },
];

/** A stand-in backend that can be stopped and started again on the same port. */
export function fakeBackend() {
  const app = express();
  let dataImported = true;
  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok', database: 'ready' });
  });
  app.get('/readyz', (_req, res) => {
    const parts = { database: 'ok', data: dataImported ? 'imported' : 'importing', searchIndexes: dataImported ? 'built' : 'building' };
    res.status(dataImported ? 200 : 503).json({ status: dataImported ? 'ready' : 'not_ready', parts });
  });
  app.get('/metrics', (_req, res) => {
    res.type('text/plain').send('# HELP x4i_backend_fake_total A backend metric\n# TYPE x4i_backend_fake_total counter\nx4i_backend_fake_total 1\n');
  });
  app.get('/echo', (req, res) => {
    res.json({ url: req.url, authorization: req.headers.authorization ?? null, requestId: req.headers['x-request-id'] ?? null });
  });
  app.get('/forwarded', (req, res) => {
    const { host, cookie, connection } = req.headers;
    const forwarded = Object.fromEntries(Object.entries(req.headers).filter(([name]) => name.startsWith('x-forwarded-')));
    res.json({ host, cookie: cookie ?? null, connection, forwarded });
  });
  app.post('/echo', express.text({ type: '*/*', limit: '1mb' }), (req, res) => {
    res.json({ length: (req.body as string).length, last: (req.body as string).slice(-8) });
  });
  // Compressed by the backend, as the real one compresses its answers: the gateway passes them on as they are.
  app.get('/big', compression(), (_req, res) => {
    res.json({ items: Array.from({ length: 500 }, (_, index) => ({ index, name: `Organization ${index}` })) });
  });
  app.get('/', (_req, res) => {
    res.json({ root: true });
  });
  // Who the bearer is: a team member, a community member, or nobody (an expired or unknown token).
  app.get('/me', (req, res) => {
    const role = { 'Bearer team-token': 'X4I_TEAM_MEMBER', 'Bearer member-token': 'COMMUNITY_MEMBER' }[req.headers.authorization ?? ''];
    if (!role) res.status(401).json({ error: { code: 'unauthorized', message: 'Sign in to continue.' } });
    else res.json({ id: role, role });
  });
  // One solution, for the canonical-URL redirects.
  app.get('/solution/s-grantpilot', (_req, res) => {
    res.json({ slug: 's-grantpilot', url: '/all/tech-solution/grantpilot-s-grantpilot' });
  });
  // One challenge, for the not-found status of detail pages.
  app.get('/themed-content/c-housing', (_req, res) => {
    res.json({ slug: 'c-housing' });
  });
  app.use((_req, res) => {
    res.status(404).json({ error: { code: 'not_found', message: 'No such API call.' } });
  });

  let server: Server | undefined;
  let port = 0;
  let connections = 0;
  return {
    get url() {
      return `http://127.0.0.1:${port}`;
    },
    /** Whether /readyz says the data is imported (true by default). */
    set dataImported(value: boolean) {
      dataImported = value;
    },
    /** TCP connections accepted since the start. */
    get connections() {
      return connections;
    },
    async start(): Promise<void> {
      server = await new Promise<Server>((resolve, reject) => {
        const listening = app.listen(port, '127.0.0.1', (error?: Error) => (error ? reject(error) : resolve(listening)));
      });
      server.on('connection', () => (connections += 1));
      port = (server.address() as AddressInfo).port;
    },
    async stop(): Promise<void> {
      const closing = server;
      server = undefined;
      if (!closing) return;
      await new Promise<void>((resolve) => {
        closing.close(() => resolve());
        closing.closeAllConnections();
      });
    },
  };
}
