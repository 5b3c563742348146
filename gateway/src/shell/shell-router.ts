import { Router, type Request, type Response } from 'express';
import { sendPreparedAnswer } from '@x4i/backend/http/prepared-answer';
import { ACCESS_TOKEN_COOKIE, ID_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE } from '../auth/cookies.js';
import { NO_CACHE, serveStaticFiles } from '../static-files.js';
import type { PageRequest, ShellPage } from './index-html.js';
import { wantsPreview } from './preview.js';
import { preparedPages } from './prepared-pages.js';

/** Distinct pages kept compressed for visitors without a session (a few hundred KB each, in three forms). */
const PREPARED_PAGES_LIMIT = 200;

/** Paths other parts of the gateway own: the page fallback never answers them. */
const RESERVED_PREFIXES = ['/api', '/remotes', '/napi', '/oidc', '/healthz', '/readyz', '/metrics'];

/**
 * A missing file is a 404, not a page: a script tag that gets HTML fails in confusing ways. Only well-known
 * file extensions count, so a page path with a dot in it (a search for "node.js") still opens the site.
 */
const FILE_EXTENSION = /\.(m?js|cjs|css|map|json|html?|txt|xml|png|jpe?g|gif|svg|ico|webp|avif|woff2?|ttf|otf|eot|wasm|webmanifest|pdf|zip|gz|br)$/i;

/** The session's cookies: with any of them, the visitor may be signed in. */
const SESSION_COOKIE = new RegExp(`(?:^|;\\s*)(?:${[ID_TOKEN_COOKIE, ACCESS_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE].join('|')})=`);

export function hasSessionCookie(cookieHeader: string | undefined): boolean {
  return SESSION_COOKIE.test(cookieHeader ?? '');
}

export function isReservedPath(pathname: string): boolean {
  return RESERVED_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

export function hasFileExtension(pathname: string): boolean {
  return FILE_EXTENSION.test(pathname);
}

/**
 * The shell's static files, then index.html for every page path (the client router renders it, or its not-found
 * page). A path that is no page of the site, or a detail page whose item the backend does not have, is answered
 * 404 with the same index.html, so crawlers and links see the not-found status and people see the not-found page.
 */
export function createShellRouter(options: {
  shellDir: string;
  shellPage: ShellPage;
  /** False when the path is a directory detail page whose item does not exist; default: every item exists. */
  contentExists?: (pathname: string) => Promise<boolean>;
  /** The registry for a request that asks for a preview (shell/preview.ts); without it, previews are not offered. */
  preview?: (req: Request, res: Response) => Promise<NonNullable<PageRequest['preview']>>;
}): Router {
  const contentExists = options.contentExists ?? (async () => true);
  const router = Router();
  const prepared = preparedPages(PREPARED_PAGES_LIMIT);
  // index.html is a template: served raw it would carry no boot data. The server bundle is the gateway's own.
  router.use(serveStaticFiles(options.shellDir, { exclude: (urlPath) => urlPath === '/index.html' || urlPath.startsWith('/server/') }));

  router.get('/{*splat}', async (req, res, next) => {
    if (isReservedPath(req.path) || hasFileExtension(req.path) || !req.accepts('html')) return next();
    const signedIn = hasSessionCookie(req.headers.cookie);
    const preview = options.preview && wantsPreview(req) ? await options.preview(req, res) : undefined;
    const page = await options.shellPage.render(req.path, {
      url: `${req.protocol}://${req.get('host') ?? 'localhost'}${req.originalUrl}`,
      // A preview's page says so: it is rendered for this request alone, as a signed-in visitor's is.
      signedIn: signedIn || preview !== undefined,
      preview,
    });
    if (page === undefined) {
      res.status(503).setHeader('Cache-Control', NO_CACHE).type('text/plain').send('The site is not built yet. Run npm run build.');
      return;
    }
    const found = page.known && (await contentExists(req.path));
    // The page is rendered with its data only for visitors without a session.
    res.status(found ? 200 : 404).setHeader('Cache-Control', NO_CACHE).setHeader('Vary', 'Cookie');
    // A signed-in visitor's page (or a preview) is theirs alone: compressed as it goes out, not kept.
    if (signedIn || preview) res.type('html').send(page.html);
    else sendPreparedAnswer(req, res, await prepared(page.html));
  });
  return router;
}
