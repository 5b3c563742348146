import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type StaticHandler } from '@x4i/shared/router/server';
import { createStore } from 'jotai';
import { ServerStyleSheet } from 'styled-components';
import { Writable } from 'node:stream';
import { NotFoundSignalContext, provideServerBootData, setApiErrorLogger, setServerApiBase, type NotFoundSignal } from '@x4i/shared';
import { type ServerRenderOptions, type ServerRenderResult } from '@x4i/shared/contracts';
import { AppProviders } from '../app/providers';
import { buildRoutes } from '../app/build-routes';
import { SiteRoutesContext, type SiteRoutes } from '../app/site-routes';
import type { Registry } from '@x4i/shared/contracts';
import { parseRegistry } from '../federation/registry';
import { loadPageData } from './page-data';
import { registerServerRemotes } from './server-remotes';

/**
 * Renders a page the way the browser's first render will (same routes, same providers, signed out), waits for
 * every lazy page and remote module, and rejects on the first error or at the timeout: the gateway then
 * sends the page for the browser to render, as before.
 */
export function render(options: ServerRenderOptions): Promise<ServerRenderResult> {
  provideServerBootData(options.boot, new URL(options.url).origin);
  setServerApiBase(options.backendUrl);
  // A failed load rejects the render; the gateway logs that, once per version, rather than each request.
  setApiErrorLogger(() => undefined);
  registerServerRemotes(options.serverEntries);
  return renderRoutes(options, assembled(options.boot.registry));
}

interface AssembledSite {
  registry: Registry;
  handler: StaticHandler;
  siteRoutes: SiteRoutes;
}

/**
 * The routes, their static handler and the site's route list, made once per registry (the gateway passes the same
 * registry object until a deploy or a rollback): ranking every route and matching the menus' links against them
 * took a third of each page's time on the server when made again for every request.
 */
const assembledSites = new WeakMap<object, AssembledSite>();

function assembled(value: unknown): AssembledSite {
  const key = typeof value === 'object' && value !== null ? value : null;
  const kept = key && assembledSites.get(key);
  if (kept) return kept;
  const registry = parseRegistry(value);
  const { routes, patterns, catchAllPatterns } = buildRoutes(registry);
  const site = { registry, handler: createStaticHandler(routes), siteRoutes: { patterns, catchAllPatterns } };
  if (key) assembledSites.set(key, site);
  return site;
}

async function renderRoutes(options: ServerRenderOptions, { registry, handler, siteRoutes }: AssembledSite): Promise<ServerRenderResult> {
  const context = await handler.query(new Request(options.url));
  if (context instanceof Response) throw new Error(`The route answered ${context.status} instead of a page`);
  const deadline = Date.now() + options.timeoutMs;
  const data = options.withData === false ? {} : await beforeDeadline(loadPageData(context, registry), deadline, 'The page data');
  const router = createStaticRouter(handler.dataRoutes, context);
  const sheet = new ServerStyleSheet();
  const signal: NotFoundSignal = { notFound: false };
  try {
    const tree = sheet.collectStyles(
      <StrictMode>
        <NotFoundSignalContext.Provider value={signal}>
          <AppProviders store={createStore()} fallback={data}>
            <SiteRoutesContext.Provider value={siteRoutes}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </SiteRoutesContext.Provider>
          </AppProviders>
        </NotFoundSignalContext.Provider>
      </StrictMode>,
    );
    const html = await renderToString(tree, Math.max(0, deadline - Date.now()));
    if (/<script[\s>]/i.test(html)) throw new Error('The server markup carries an inline script, which the CSP would block');
    return { html, styleTags: sheet.getStyleTags(), data, ...(signal.notFound ? { notFound: true } : {}) };
  } finally {
    sheet.seal();
  }
}

/** React's streaming renderer, read to the end once everything has resolved; any error fails the whole page. */
function renderToString(tree: React.ReactNode, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    let failed = false;
    let stream: ReturnType<typeof renderToPipeableStream> | undefined;
    const fail = (error: unknown) => {
      if (failed) return;
      failed = true;
      clearTimeout(timer);
      stream?.abort(error);
      reject(error);
    };
    const timer = setTimeout(() => fail(new Error(`The page did not render within ${timeoutMs} ms`)), timeoutMs);
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(Buffer.from(chunk));
        callback();
      },
      final(callback) {
        clearTimeout(timer);
        if (!failed) resolve(Buffer.concat(chunks).toString('utf8'));
        callback();
      },
    });
    stream = renderToPipeableStream(tree, {
      // Every boundary inline, in place: an outlined one is revealed by an inline script, which the CSP forbids.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        if (!failed) stream?.pipe(sink);
      },
      onShellError: fail,
      // A page that throws would come out as its loading state and heal in the browser: not worth sending.
      onError: fail,
    });
  });
}

function beforeDeadline<T>(promise: Promise<T>, deadline: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not arrive in time`)), Math.max(0, deadline - Date.now()));
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}
