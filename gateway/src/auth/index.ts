import type { IncomingMessage, ServerResponse } from 'node:http';
import cookieParser from 'cookie-parser';
import express, { type Request, type RequestHandler, type Response, type Router } from 'express';
import * as client from 'openid-client';
import { NAPI, type LogoutResponse } from '@x4i/shared/contracts';
import { safeLandingPath } from '@x4i/shared/domain';
import type { TokenAuthMethod } from '../config.js';
import { silentLogger, type Logger } from '../logger.js';
import {
  ACCESS_TOKEN_COOKIE,
  AUTH_STATE_COOKIE,
  AUTH_STATE_MAX_AGE_MS,
  clearSessionCookies,
  cookieOptions,
  ID_TOKEN_COOKIE,
  REFRESH_TOKEN_COOKIE,
  setSessionCookies,
  signedCookie,
} from './cookies.js';
import { createBackendForwarder } from '../proxy/api-proxy.js';
import { csrfGuard } from './csrf.js';
import { createOidcClient, type OidcClient } from './oidc-client.js';
import { sendMessagePage } from './pages.js';
import { sessionRenewal, sessionRenewalAt } from './renewal.js';
import { accessTokenExpiration, sessionHandler } from './session.js';

export interface AuthOptions {
  /** The origin browsers use (PUBLIC_URL). */
  publicUrl: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The API the access token is for: sent as `audience` (Auth0) and `resource` (RFC 8707). */
  audience: string;
  tokenAuthMethod: TokenAuthMethod;
  /** Signs every cookie the gateway sets. */
  cookieSecret: string;
  backendUrl: string;
  productName: string;
  /** The provider runs inside the backend at `/oidc`: proxy it, and reach it over loopback. */
  embeddedProvider: boolean;
  log?: Logger;
  /** Injected by tests. */
  oidcClient?: OidcClient;
}

export interface GatewayAuth {
  /** Cookie parsing, CSRF guard, `/api/session`, `/napi/*` and (embedded) `/oidc`: mounted ahead of the `/api` proxy. */
  router: Router;
  /** `Authorization: Bearer <access token>` for proxied `/api` calls. */
  backendRequestHeaders(req: Request): Record<string, string | undefined> | undefined;
  /**
   * For a read of `/api` (GET or HEAD) that carries cookies, forwarded outside the router: its backend headers
   * (the bearer token, if any), or undefined when the router must handle it (its access token is due for renewal).
   * A read needs nothing else of the router: the CSRF guard is for state-changing calls, and `apiPaths` are
   * never forwarded.
   */
  apiReadHeaders(req: IncomingMessage, res: ServerResponse): Record<string, string | undefined> | undefined;
  /**
   * A proxied `/api` call was refused with 401 (the backend no longer accepts the token: a password reset signed
   * every session out, or the account is gone): the session cookies are cleared with the answer, so the site
   * shows the visitor signed out instead of keeping a session that no call accepts.
   */
  backendRefusedToken(req: IncomingMessage, res: ServerResponse): void;
  /** Origins the sign-in forms post to, besides the site itself (CSP form-action). */
  formActionOrigins: string[];
  /** The `/api` paths this layer answers itself rather than the backend. */
  apiPaths: readonly string[];
}

/**
 * How many Cookie headers the API lane keeps its reading of. A browser sends the same header with each call until
 * its token is renewed; parsing it, checking its signatures and decoding the token were about 8% of the gateway's
 * thread under a signed-in load. A reading is the header's alone (with the cookie secret), so keeping it changes
 * no answer, and the renewal time it holds is compared with the clock on every call.
 */
const KEPT_COOKIE_READINGS = 2_000;

/** Who is signed in, answered by the gateway from its cookies (the one `/api` path it answers itself). */
const SESSION_PATH = '/api/session';

interface PendingSignIn {
  verifier: string;
  state: string;
  nonce: string;
  returnTo: string;
  action?: string;
}

/** offline_access: a refresh token keeps an active user signed in past the access token's short life. */
export const SIGN_IN_SCOPE = 'openid profile email offline_access';

/** Actions are short identifiers (`vote_solution`, `follow:challenge`); anything else is dropped. */
const safeAction = (value: unknown) => (typeof value === 'string' && /^[A-Za-z0-9_:.-]{1,64}$/.test(value) ? value : undefined);

const firstQuery = (value: unknown) => (typeof value === 'string' ? value : Array.isArray(value) && typeof value[0] === 'string' ? value[0] : undefined);

/** The sign-in flow (authorization code with PKCE) and the cookie session in front of the backend. */
export function createAuth(options: AuthOptions): GatewayAuth {
  const log = options.log ?? silentLogger;
  const { publicUrl, productName } = options;
  const redirectUri = `${publicUrl}${NAPI.callback}`;
  const oidc =
    options.oidcClient ??
    createOidcClient({
      issuer: options.issuer,
      clientId: options.clientId,
      clientSecret: options.clientSecret,
      tokenAuthMethod: options.tokenAuthMethod,
      loopback: options.embeddedProvider ? { from: publicUrl, to: options.backendUrl } : undefined,
    });
  const stateCookie = cookieOptions(publicUrl, AUTH_STATE_MAX_AGE_MS, '/napi');
  const { maxAge: _maxAge, signed: _signed, ...clearStateCookie } = stateCookie;

  const providerUnavailable = (res: Response, error: unknown) => {
    log.warn(`Identity provider unavailable: ${(error as Error).message}`);
    sendMessagePage(res, 503, productName, 'Sign-in is not available right now. Please try again in a moment.');
  };

  const login: RequestHandler = async (req, res) => {
    let configuration: client.Configuration;
    try {
      configuration = await oidc.configuration();
    } catch (error) {
      providerUnavailable(res, error);
      return;
    }
    const pending: PendingSignIn = {
      verifier: client.randomPKCECodeVerifier(),
      state: client.randomState(),
      nonce: client.randomNonce(),
      returnTo: safeLandingPath(firstQuery(req.query.returnTo)),
      action: safeAction(firstQuery(req.query.action)),
    };
    const parameters: Record<string, string> = {
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: SIGN_IN_SCOPE,
      code_challenge: await client.calculatePKCECodeChallenge(pending.verifier),
      code_challenge_method: 'S256',
      state: pending.state,
      nonce: pending.nonce,
      audience: options.audience,
      resource: options.audience,
    };
    if (firstQuery(req.query.signup) === '1') parameters.screen_hint = 'signup';
    // The embedded provider's own login is not used for single sign-on: each sign-in asks for the password, so
    // signing out of the site needs no second confirmation on the provider's sign-out page. `consent` is what
    // OpenID Connect asks for before it grants offline_access; the embedded provider grants it to its own client
    // without asking.
    if (options.embeddedProvider) parameters.prompt = 'login consent';
    res.cookie(AUTH_STATE_COOKIE, JSON.stringify(pending), stateCookie);
    res.set('Cache-Control', 'no-store');
    res.redirect(302, client.buildAuthorizationUrl(configuration, parameters).href);
  };

  const callback: RequestHandler = async (req, res) => {
    res.set('Cache-Control', 'no-store');
    const pending = readPendingSignIn(req);
    res.clearCookie(AUTH_STATE_COOKIE, clearStateCookie);

    if (firstQuery(req.query.error)) {
      // The user cancelled or the provider refused (access_denied, login_required…): back to the site.
      log.info(`Sign-in ended by the provider: ${firstQuery(req.query.error)}`);
      res.redirect(302, '/');
      return;
    }
    if (!pending || firstQuery(req.query.state) !== pending.state) {
      sendMessagePage(res, 400, productName, 'This sign-in link has expired or was already used. Please sign in again.');
      return;
    }

    let configuration: client.Configuration;
    try {
      configuration = await oidc.configuration();
    } catch (error) {
      providerUnavailable(res, error);
      return;
    }
    let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
    try {
      const currentUrl = new URL(req.originalUrl, publicUrl);
      tokens = await client.authorizationCodeGrant(
        configuration,
        currentUrl,
        { pkceCodeVerifier: pending.verifier, expectedState: pending.state, expectedNonce: pending.nonce, idTokenExpected: true },
        { resource: options.audience },
      );
    } catch (error) {
      log.warn(`Sign-in failed at the token exchange: ${(error as Error).message}`);
      sendMessagePage(res, 400, productName, 'Sign-in could not be completed. Please try again.');
      return;
    }

    const accessToken = tokens.access_token;
    const idToken = tokens.id_token;
    const expiration = accessTokenExpiration(accessToken);
    const lifetimeMs = tokens.expires_in !== undefined ? tokens.expires_in * 1000 : expiration !== null ? expiration - Date.now() : undefined;
    if (!idToken || lifetimeMs === undefined || lifetimeMs <= 0) {
      log.warn('Sign-in failed: the provider returned no ID token or no usable access token (is OIDC_AUDIENCE set?)');
      sendMessagePage(res, 400, productName, 'Sign-in could not be completed. Please try again.');
      return;
    }
    setSessionCookies(res, publicUrl, { idToken, accessToken, lifetimeMs, refreshToken: tokens.refresh_token });

    const landing = new URL(pending.returnTo, 'http://x4i.invalid');
    landing.searchParams.set('newSession', '1');
    if (pending.action) landing.searchParams.set('action', pending.action);
    res.redirect(302, `${landing.pathname}${landing.search}${landing.hash}`);
  };

  const logout: RequestHandler = async (req, res) => {
    const idToken = signedCookie(req, ID_TOKEN_COOKIE);
    const refreshToken = signedCookie(req, REFRESH_TOKEN_COOKIE);
    clearSessionCookies(res, publicUrl);
    if (refreshToken) await revoke(refreshToken);
    let redirect = '/';
    // A hosted provider's login session is ended too; the embedded one asks for the password at every sign-in.
    if (idToken && !options.embeddedProvider) {
      try {
        const configuration = await oidc.configuration();
        if (configuration.serverMetadata().end_session_endpoint) {
          // Ends the provider's own login session too, then comes back to the home page.
          redirect = client.buildEndSessionUrl(configuration, {
            id_token_hint: idToken,
            post_logout_redirect_uri: `${publicUrl}/`,
          }).href;
        }
      } catch (error) {
        log.warn(`Identity provider unavailable at sign-out: ${(error as Error).message}`);
      }
    }
    const body: LogoutResponse = { redirect };
    res.set('Cache-Control', 'no-store').json(body);
  };

  /** Revokes the refresh token at the provider, so that a copy of the cookie cannot renew the session. */
  const revoke = async (refreshToken: string) => {
    try {
      const configuration = await oidc.configuration();
      if (!configuration.serverMetadata().revocation_endpoint) {
        log.warn('The identity provider has no revocation endpoint: the refresh token stays valid until it expires');
        return;
      }
      await client.tokenRevocation(configuration, refreshToken, { token_type_hint: 'refresh_token' });
    } catch (error) {
      log.warn(`Refresh token revocation failed at sign-out: ${(error as Error).message}`);
    }
  };

  const parseCookies = cookieParser(options.cookieSecret);
  const bearer = (req: IncomingMessage) => {
    const token = signedCookie(req, ACCESS_TOKEN_COOKIE);
    return token ? { authorization: `Bearer ${token}` } : undefined;
  };
  const readings = new Map<string, { headers: Readonly<Record<string, string>>; renewAt: number }>();
  const readCookies = (req: IncomingMessage, res: ServerResponse) => {
    const header = req.headers.cookie ?? '';
    let reading = readings.get(header);
    if (!reading) {
      // Only the Cookie header: the parser is plain Node, whichever way the request goes on.
      parseCookies(req as Request, res as Response, () => undefined);
      reading = { headers: Object.freeze(bearer(req) ?? {}), renewAt: sessionRenewalAt(req) };
      // Oldest first out: a Map iterates in insertion order.
      if (readings.size >= KEPT_COOKIE_READINGS) readings.delete(readings.keys().next().value!);
      readings.set(header, reading);
    }
    return reading;
  };
  const router = express.Router();
  router.use(parseCookies);
  router.use(csrfGuard(publicUrl));
  router.use(sessionRenewal({ oidc, audience: options.audience, publicUrl, log }));
  router.get(SESSION_PATH, sessionHandler({ backendUrl: options.backendUrl, productName, publicUrl, log, renewalAt: sessionRenewalAt }));
  router.get(NAPI.login, login);
  router.get(NAPI.callback, callback);
  router.post(NAPI.logout, logout);
  if (options.embeddedProvider) router.use(createOidcProxy(options.backendUrl, log));

  return {
    router,
    backendRequestHeaders: bearer,
    apiReadHeaders(req, res) {
      const reading = readCookies(req, res);
      return Date.now() >= reading.renewAt ? undefined : reading.headers;
    },
    backendRefusedToken(req, res) {
      // A call in the API lane may have been read from a kept reading, its cookies not parsed.
      if (!('signedCookies' in req)) parseCookies(req as Request, res as Response, () => undefined);
      if (signedCookie(req, ACCESS_TOKEN_COOKIE) || signedCookie(req, REFRESH_TOKEN_COOKIE)) clearSessionCookies(res, publicUrl);
    },
    formActionOrigins: options.embeddedProvider ? [] : [new URL(options.issuer).origin],
    apiPaths: [SESSION_PATH],
  };
}

function readPendingSignIn(req: Request): PendingSignIn | undefined {
  const raw = signedCookie(req, AUTH_STATE_COOKIE);
  if (!raw) return undefined;
  try {
    const value = JSON.parse(raw) as Partial<PendingSignIn>;
    if (typeof value.verifier !== 'string' || typeof value.state !== 'string' || typeof value.nonce !== 'string') return undefined;
    return {
      verifier: value.verifier,
      state: value.state,
      nonce: value.nonce,
      returnTo: safeLandingPath(value.returnTo),
      action: safeAction(value.action),
    };
  } catch {
    return undefined;
  }
}

/**
 * `/oidc/*` to the embedded provider, path unchanged, with the provider's own cookies; X-Forwarded-* tell it the
 * public host and protocol.
 */
function createOidcProxy(backendUrl: string, log: Logger): RequestHandler {
  const forward = createBackendForwarder({
    target: backendUrl,
    backendPath: (url) => url,
    forwardCookies: true,
    label: 'Identity provider request',
    log,
    unavailable: (res) => {
      res.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end('Sign-in is not available right now. Please try again in a moment.');
    },
  });
  return (req, res, next) => (req.path === '/oidc' || req.path.startsWith('/oidc/') ? forward(req, res) : next());
}
