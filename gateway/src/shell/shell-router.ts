import { Router, type Request, type Response } from 'express';
import { signInFirst } from '@x4i/shared/domain';
import { silentLogger, type Logger } from '../logger.js';
import { sendPreparedAnswer, type PreparedAnswer } from '@x4i/backend/http/prepared-answer';
import { ACCESS_TOKEN_COOKIE, ID_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE } from '../auth/cookies.js';
import { NO_CACHE, serveStaticFiles } from '../static-files.js';
import type { PageRedirect } from './canonical-solution.js';
import type { PageRequest, ShellPage } from './index-html.js';
import { wantsPreview } from './preview.js';
import { preparedPages } from './prepared-pages.js';
import { recentRenderings } from './recent-renderings.js';
import { FRESH_MS, STALE_MS } from './server-render.js';

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

type PageAnswer = { redirect: PageRedirect } | { status: 200 | 404; page: PreparedAnswer };

/**
 * The shell's static files, then index.html for every page path (the client router renders it, or its not-found
 * page). A path that is no page of the site, or a detail page whose item the backend does not have, is answered
 * 404 with the same index.html, so crawlers and links see the not-found status and people see the not-found page.
 *
 * A visitor without a session gets the page's whole answer as kept for its address (redirect, status and the
 * compressed page), made at most once per `FRESH_MS` and renewed behind the visitor after that
 * (recent-renderings.ts), so that the page server's thread spends its time sending, not remaking the same page
 * for every visitor. `version` names what pages are made of (the registry and the shell's build): a deploy, a
 * rollback or a rebuild is seen by the next visitor.
 */
export function createShellRouter(options: {
  shellDir: string;
  shellPage: ShellPage;
  /** False when the path is a directory detail page whose item does not exist; default: every item exists. */
  contentExists?: (pathname: string) => Promise<boolean>;
  /** Where a path must send the visitor first (canonical-solution.ts); default: nowhere. */
  redirectFor?: (pathname: string, originalUrl: string) => Promise<PageRedirect | undefined>;
  /** The registry for a request that asks for a preview (shell/preview.ts); without it, previews are not offered. */
  preview?: (req: Request, res: Response) => Promise<NonNullable<PageRequest['preview']>>;
  /** Changes when what pages are made of changes (files-version.ts); default: never. */
  version?: () => string;
  log?: Logger;
}): Router {
  const { shellPage, contentExists = async () => true, redirectFor = async () => undefined, version = () => '', log = silentLogger } = options;
  const router = Router();
  const prepared = preparedPages(PREPARED_PAGES_LIMIT);
  const visitorAnswers = recentRenderings<PageAnswer>({ freshMs: FRESH_MS, staleMs: STALE_MS, limit: PREPARED_PAGES_LIMIT });
  // index.html is a template: served raw it would carry no boot data. The server bundle is the gateway's own. A
  // page's path is never a file of the build (they all have an extension): no need to look on disk for one.
  router.use(
    serveStaticFiles(options.shellDir, {
      exclude: (urlPath) => !hasFileExtension(urlPath) || urlPath === '/index.html' || urlPath.startsWith('/server/'),
    }),
  );

  /** The redirect, or the page with its status; undefined when the shell is not built. */
  async function pageAnswer(pathname: string, originalUrl: string, request: PageRequest): Promise<{ redirect: PageRedirect } | { status: 200 | 404; html: string } | undefined> {
    // SPEC 2.4 route guards, for a visitor without a session: the page is theirs once signed in, so the home
    // page's sign-in opens with it as the landing page; the rejected page is logged.
    const guard = request.signedIn ? undefined : await shellPage.guardOf(pathname, request);
    if (guard) {
      log.info(`Sent to sign in first: ${pathname} is for ${guard === 'team' ? 'the team' : 'signed-in members'}`);
      return { redirect: { status: 307, location: signInFirst(originalUrl) } };
    }
    const redirect = await redirectFor(pathname, originalUrl);
    // The lookup asks as a visitor. A signed-in visitor may be on the team, who may open a solution the team
    // unpublished: their page is served, and it asks with their token (someone else is then sent home by the page).
    if (redirect && !(request.signedIn && redirect.status === 307)) return { redirect };
    const page = await shellPage.render(pathname, request);
    if (page === undefined) return undefined;
    const found = page.known && (await contentExists(pathname));
    return { status: found ? 200 : 404, html: page.html };
  }

  async function visitorAnswer(pathname: string, originalUrl: string, url: string): Promise<PageAnswer | undefined> {
    const answer = await pageAnswer(pathname, originalUrl, { url, signedIn: false });
    if (answer === undefined || 'redirect' in answer) return answer;
    return { status: answer.status, page: await prepared(answer.html) };
  }

  router.get('/{*splat}', async (req, res, next) => {
    if (isReservedPath(req.path) || hasFileExtension(req.path) || !req.accepts('html')) return next();
    const url = `${req.protocol}://${req.get('host') ?? 'localhost'}${req.originalUrl}`;
    const signedIn = hasSessionCookie(req.headers.cookie);
    const wantsPreviewPage = options.preview !== undefined && wantsPreview(req);
    // A signed-in visitor's page (or a preview) is theirs alone: rendered for this request, compressed as it goes
    // out, not kept. A preview's page says so.
    const answer =
      !signedIn && !wantsPreviewPage
        ? await visitorAnswers(`${version()} ${url}`, () => visitorAnswer(req.path, req.originalUrl, url))
        : await pageAnswer(req.path, req.originalUrl, { url, signedIn: true, preview: wantsPreviewPage ? await options.preview!(req, res) : undefined });
    if (answer === undefined) return notBuilt(res);
    if ('redirect' in answer) return sendRedirect(res, answer.redirect);
    // The page is rendered with its data only for visitors without a session.
    res.status(answer.status).setHeader('Cache-Control', NO_CACHE).setHeader('Vary', 'Cookie');
    if ('page' in answer) sendPreparedAnswer(req, res, answer.page);
    else res.type('html').send(answer.html);
  });
  return router;
}

function sendRedirect(res: Response, { status, location }: PageRedirect): void {
  if (status === 301) res.setHeader('Cache-Control', 'no-cache');
  res.redirect(status, location);
}

function notBuilt(res: Response): void {
  res.status(503).setHeader('Cache-Control', NO_CACHE).type('text/plain').send('The site is not built yet. Run npm run build.');
}
