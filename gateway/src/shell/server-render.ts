import { existsSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { BootData, ServerRenderOptions, ServerRenderResult } from '@x4i/shared/contracts';
import { silentLogger, type Logger } from '../logger.js';
import type { LiveRegistry } from '../remotes/live-registry.js';
import { fileKey } from './files-version.js';
import { recentRenderings } from './recent-renderings.js';
import { renderFailureLog } from './render-failures.js';
import { versionDir } from '../remotes/registry.js';
import type { RouteOwner } from './route-owner.js';

/** The shell's server bundle and each remote's, inside their build folders. */
export const SHELL_SERVER_FILE = path.join('server', 'server.js');
export const REMOTE_SERVER_ENTRY = path.join('server', 'remoteEntry.js');

/** How long a page may take to render before the browser is left to do it. */
export const RENDER_TIMEOUT_MS = 1000;

/**
 * Renderings for visitors without a session (`recent-renderings.ts`): reused as they are for `FRESH_MS`, so a page
 * many people open at once is rendered once; sent at once while a new one is made for up to `STALE_MS`, so a
 * visitor waits for a rendering only when the page was not asked for in that time. The data in a page is then at
 * most `STALE_MS` old, and the browser checks it again when it takes the page over.
 */
export const FRESH_MS = 2000;
export const STALE_MS = 60_000;
/** At most this many addresses' renderings are kept. */
const KEPT_LIMIT = 500;

/** What the shell's server bundle exports (`shell/src/server`). */
export interface ShellServerModule {
  render(options: ServerRenderOptions): Promise<ServerMarkup>;
}

/** A rendered page: its markup for `#root`, its styles for the head, the data it was rendered with. */
export type ServerMarkup = ServerRenderResult;

export interface PageRenderInput {
  url: string;
  boot: BootData;
  owner: RouteOwner;
  live: LiveRegistry;
  /** The visitor may be signed in: the page is rendered without its data (see the shell's render). */
  signedIn?: boolean;
}

export interface PageRenderer {
  /** The page's server markup, or undefined: the page then goes out empty, for the browser to render. Never throws. */
  render(input: PageRenderInput): Promise<ServerMarkup | undefined>;
}

/**
 * Server rendering at the gateway: the shell's server bundle renders the page with the live versions of the
 * remotes, each loaded from its version folder. Whatever goes wrong (no server bundle, a remote without one, a
 * throw, the timeout) the page is answered as before, rendered by the browser; the failures are logged per
 * version of the shell and the remote that owns the page (`render-failures.ts`).
 */
export function createServerRenderer(options: {
  shellDir: string;
  remotesDir: string;
  /** Where pages' public data is read (the backend answers `/api/x` at `<backendUrl>/x`). */
  backendUrl: string;
  log?: Logger;
  timeoutMs?: number;
  /** Loads the shell's server bundle (tests replace it). */
  loadShell?: (file: string) => Promise<ShellServerModule>;
}): PageRenderer {
  const { shellDir, remotesDir, backendUrl, log = silentLogger, timeoutMs = RENDER_TIMEOUT_MS } = options;
  const loadShell = options.loadShell ?? requireFresh;
  const shellFile = path.join(shellDir, SHELL_SERVER_FILE);
  let shellKey: string | undefined;
  let shell: Promise<ShellServerModule> | undefined;
  const reportFailure = renderFailureLog(log);
  const reused = recentRenderings<ServerMarkup>({ freshMs: FRESH_MS, staleMs: STALE_MS, limit: KEPT_LIMIT });

  async function currentShell(): Promise<{ key: string; module: Promise<ShellServerModule> } | undefined> {
    const info = statSync(shellFile, { throwIfNoEntry: false });
    if (!info) return undefined;
    const key = fileKey(info);
    if (key !== shellKey || !shell) {
      shellKey = key;
      shell = loadShell(shellFile);
      // Reported by the render that awaits it.
      shell.catch(() => undefined);
    }
    return { key, module: shell };
  }

  return {
    async render({ url, boot, owner, live, signedIn = false }) {
      if (owner.route.redirectTo) return undefined;
      const remote = owner.remote?.entry;
      const found = await currentShell();
      if (!found) {
        reportFailure('a shell without a server build', `${shellFile} is missing`);
        return undefined;
      }
      const version = `shell ${found.key}${remote ? `, ${remote.name} ${remote.version}` : ''}`;
      const renderNow = async () => {
        try {
          const serverEntries = existingServerEntries(remotesDir, live);
          if (remote && !serverEntries[remote.name]) throw new Error(`${remote.name} ${remote.version} has no server build`);
          const module = await found.module;
          return await withTimeout(module.render({ url, boot, serverEntries, backendUrl, withData: !signedIn, timeoutMs }), timeoutMs + 100);
        } catch (error) {
          reportFailure(version, (error as Error)?.message ?? String(error));
          return undefined;
        }
      };
      // A signed-in visitor's page is rendered for them alone (without its data, but their session may change it).
      if (signedIn) return renderNow();
      const versions = live.remotes.map(({ entry }) => `${entry.name}@${entry.version}`).join(' ');
      return reused(`${found.key} ${versions} ${url}`, renderNow);
    },
  };
}

/**
 * Each live remote's server entry that is on disk: remote name → absolute path. Checked on the request's thread,
 * as in files-version.ts: a few cached inodes cost less than trips through the thread pool.
 */
function existingServerEntries(remotesDir: string, live: LiveRegistry): Record<string, string> {
  const entries: Record<string, string> = {};
  for (const { entry } of live.remotes) {
    const file = path.join(versionDir(remotesDir, entry.name, entry.version), REMOTE_SERVER_ENTRY);
    if (existsSync(file)) entries[entry.name] = file;
  }
  return entries;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`The page did not render within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** The shell's server bundle as on disk now: a rebuilt shell replaces the one in Node's module cache. */
async function requireFresh(file: string): Promise<ShellServerModule> {
  const require = createRequire(file);
  const folder = path.dirname(file) + path.sep;
  for (const cached of Object.keys(require.cache)) if (cached.startsWith(folder)) delete require.cache[cached];
  const module = (await require(file)) as ShellServerModule;
  if (typeof module?.render !== 'function') throw new Error(`${file} does not export render()`);
  return module;
}
