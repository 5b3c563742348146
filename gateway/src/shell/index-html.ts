import { statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { LATER_DOWNLOADS_ID, routeManifestEntrySchema, type BootData, type BrowserServices, type RemotePreview, type RouteGuard } from '@x4i/shared/contracts';
import { silentLogger, type Logger } from '../logger.js';
import type { LiveRegistry, LiveRegistrySource, PreloadHint } from '../remotes/live-registry.js';
import { fileKey } from './files-version.js';
import { findRouteOwner, isKnownPage } from './route-owner.js';
import type { PageRenderer, ServerMarkup } from './server-render.js';

/** Where the gateway writes boot data, title and preload hints into the shell's index.html. */
export const HEAD_MARKER = '<!-- x4i:head -->';

export interface HeadContent {
  boot: BootData;
  title: string;
  preloads: readonly PreloadHint[];
  /** The page rendered on the server: its markup goes into `#root`, its styles into the head. */
  markup?: ServerMarkup;
}

/** The shell's empty mount point, which server markup fills. */
const EMPTY_ROOT = /<div id="root"><\/div>/;

/**
 * Fills the template: the head with the title, the hints and the page's styles, the mount point with the page's
 * markup and the boot data. The boot data goes in a JSON data block: the browser never executes it, so the CSP
 * needs no exception, and escaping `<` keeps a `</script>` inside any string from closing it early.
 */
export function renderIndexHtml(template: string, head: HeadContent): string {
  const hasRoot = EMPTY_ROOT.test(template);
  const markup = hasRoot ? head.markup : undefined;
  // The browser's first render reads the data the server rendered with, so it draws the same page.
  const boot = markup && Object.keys(markup.data).length > 0 ? { ...head.boot, swrFallback: markup.data } : head.boot;
  const json = JSON.stringify(boot).replace(/</g, '\\u003c');
  const bootTag = `<script type="application/json" id="x4i-boot">${json}</script>`;
  // The boot data (with a report's data, up to 100 KB) follows the page's markup: on a slow connection the page's
  // words arrive before the data its scripts read later. A template without a mount point has it in the head.
  const tags = [
    ...(hasRoot ? [] : [bootTag]),
    `<title>${escapeHtml(head.title)}</title>`,
    ...laterDownloads(head.preloads),
    ...(markup?.styleTags ? [markup.styleTags] : []),
  ].join('\n    ');
  // The gateway owns the title: a title from the template would win, being first.
  let page = template.replace(/<title>[\s\S]*?<\/title>\s*/i, '');
  if (hasRoot) page = page.replace(EMPTY_ROOT, () => `<div id="root">${markup?.html ?? ''}</div>\n    ${bootTag}`);
  if (page.includes(HEAD_MARKER)) return page.replace(HEAD_MARKER, () => tags);
  return page.replace(/<\/head>/i, () => `${tags}\n  </head>`);
}

/** The page's script downloads, inert in a template until the start script moves them into the head (SHELL_START_SCRIPT). */
function laterDownloads(preloads: readonly PreloadHint[]): string[] {
  return preloads.length === 0 ? [] : [`<template id="${LATER_DOWNLOADS_ID}">${preloads.map(preloadTag).join('')}</template>`];
}

function preloadTag(hint: PreloadHint): string {
  const crossOrigin = hint.crossOrigin ? ` crossorigin="${hint.crossOrigin}"` : '';
  return `<link rel="preload" href="${escapeHtml(hint.href)}" as="${hint.as}"${crossOrigin}>`;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** 'product name - page title', or the product name alone (the shell's formatPageTitle, on the server). */
export function pageTitle(productName: string, routeTitle: string | undefined): string {
  return routeTitle ? `${productName} - ${routeTitle}` : productName;
}

export interface RenderedPage {
  html: string;
  /** False when no route of the site opens this path: the page is still index.html (its not-found page), sent as 404. */
  known: boolean;
}

export interface ShellPage {
  /**
   * index.html for a path, or undefined when the shell is not built. With `url` (the request's absolute URL) a
   * page of the site is also rendered on the server when a renderer is configured.
   */
  render(pathname: string, request?: PageRequest): Promise<RenderedPage | undefined>;
  /** Who may open the page at a path (its route's guard), or undefined when anyone may. */
  guardOf(pathname: string, request?: PageRequest): Promise<RouteGuard | undefined>;
}

export interface PageRequest {
  url: string;
  signedIn?: boolean;
  /** A team member's preview: the registry to serve instead of the live one, and what the page should say. */
  preview?: { live: LiveRegistry; preview?: RemotePreview };
}

/**
 * index.html per request, from the shell's build. The template is re-read when the shell is rebuilt. An optional
 * `routes.json` beside it (the shell's own pages, same format as a remote's) takes part in route ranking, so a
 * shell page is never mistaken for a remote's catch-all.
 */
export function createShellPage(options: {
  shellDir: string;
  productName: string;
  embedOrigins?: string[];
  /** Configured tag manager, chat widget and contact form service, passed on in the boot data. */
  browserServices?: BrowserServices;
  liveRegistry: LiveRegistrySource;
  log?: Logger;
  /** Server rendering; without it every page is rendered by the browser. */
  renderer?: PageRenderer;
}): ShellPage {
  const { shellDir, productName, embedOrigins = [], browserServices = {}, liveRegistry, log = silentLogger, renderer } = options;
  const template = cachedFile(path.join(shellDir, 'index.html'), (text) => text);
  const shellRoutes = cachedFile(path.join(shellDir, 'routes.json'), (text) => shellRoutesSchema.parse(JSON.parse(text)), log);

  return {
    async guardOf(pathname, request) {
      const [current, ownRoutes] = await Promise.all([liveRegistry.current(), shellRoutes()]);
      const live = request?.preview?.live ?? current;
      return findRouteOwner(pathname, live.remotes, ownRoutes ?? [])?.route.guard;
    },
    async render(pathname, request) {
      const [html, current, ownRoutes] = await Promise.all([template(), liveRegistry.current(), shellRoutes()]);
      const live = request?.preview?.live ?? current;
      const preview = request?.preview?.preview;
      if (html === undefined) return undefined;
      const owner = findRouteOwner(pathname, live.remotes, ownRoutes ?? []);
      const matched = isKnownPage(pathname, owner);
      const boot: BootData = {
        productName,
        registry: live.registry,
        ...(embedOrigins.length > 0 ? { embedOrigins } : {}),
        ...browserServices,
        ...(preview ? { preview } : {}),
      };
      const markup = renderer && request && matched && owner ? await renderer.render({ url: request.url, boot, owner, live, signedIn: request.signedIn }) : undefined;
      // A path its route takes that the page itself does not know (/sdg/bogus) rendered the not-found message.
      const known = matched && !markup?.notFound;
      return {
        known,
        html: renderIndexHtml(html, {
          boot,
          title: pageTitle(productName, known ? owner?.route.title : undefined),
          preloads: matched ? (owner?.remote?.preloads ?? []) : [],
          markup,
        }),
      };
    },
  };
}

const shellRoutesSchema = z.array(routeManifestEntrySchema);

/**
 * A file parsed once and again only when it changes; undefined while it does not exist or does not parse. Calls
 * that arrive while it is being read wait for that reading (the first requests after a start arrive together).
 */
function cachedFile<T>(file: string, parse: (text: string) => T, log?: Logger): () => Promise<T | undefined> {
  let key: string | undefined;
  let value: Promise<T | undefined> = Promise.resolve(undefined);
  return async () => {
    // Synchronous, as in files-version.ts: a cached inode's stat costs less than a trip through the thread pool.
    const info = statSync(file, { throwIfNoEntry: false });
    const nextKey = fileKey(info);
    if (nextKey !== key) {
      key = nextKey;
      value = info
        ? readFile(file, 'utf8').then(parse).catch((error: unknown) => {
            log?.warn(`Could not read ${file}: ${(error as Error).message}`);
            return undefined;
          })
        : Promise.resolve(undefined);
    }
    return value;
  };
}
