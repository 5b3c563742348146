/**
 * Sign-in through an upstream OpenID provider (Microsoft, LinkedIn, Google), one connector for all three.
 *
 * The 'Continue with' button posts the interaction's form (terms checkbox included) to the start route, which
 * sends the browser upstream (through a page that moves on by itself) with state, nonce and PKCE, recorded in the
 * database. The upstream sends it back to
 * one fixed callback per provider (the redirect URI registered there); that callback only finds the interaction
 * by state and forwards the answer under the interaction's path, where the browser's interaction cookie proves it
 * is the browser that asked. There openid-client exchanges the code and checks the ID token (issuer, audience,
 * expiry, nonce, and its signature against the upstream's published keys), and the interaction finishes as a
 * password sign-in does.
 */
import express, { type Request, type RequestHandler, type Response, type Router } from 'express';
import type { Interaction } from 'oidc-provider';
import * as client from 'openid-client';
import { z } from 'zod';
import type { Db } from '../db/db.js';
import type { Log } from '../observability/logger.js';
import { TERMS_MESSAGE, UPSTREAM_MESSAGES, upstreamRedirectPage } from './pages.js';
import { accountForUpstream } from './upstream-accounts.js';
import { emailVerifiedBy, upstreamRedirectUri, type UpstreamProviderConfig } from './upstream-providers.js';
import { peekPendingSignIn, savePendingSignIn, takePendingSignIn } from './upstream-sign-ins.js';

/** Seconds to wait for an upstream's discovery, keys and token endpoint before saying it cannot be reached. */
const UPSTREAM_TIMEOUT_S = 10;
/** A discovery document is read again after a day, so a provider's changed endpoints are picked up. */
const DISCOVERY_TTL_MS = 24 * 3600_000;
const UPSTREAM_SCOPE = 'openid email profile';

type Tab = 'signin' | 'signup';

export interface UpstreamSignInContext {
  db: Db;
  publicUrl: string;
  providers: readonly UpstreamProviderConfig[];
  log?: Log;
  /** For the start route, which may write a pending sign-in and so counts as one of the forms that create accounts. */
  limiter: RequestHandler;
  /** The interaction of this request (cookie and uid checked), or null after rendering an error page. */
  interactionOf(req: Request, res: Response): Promise<Interaction | null>;
  /** The interaction's sign-in page on a tab, with a problem told. */
  renderPage(req: Request, res: Response, status: number, tab: Tab, error: string): void;
  /** A page for a request with no interaction to go back to. */
  renderError(res: Response, status: number, message: string): void;
  /** Renders a page as it is, not to be cached. */
  renderHtml(res: Response, status: number, html: string): void;
  /** Ends the interaction signed in as this account, as the password sign-in does. */
  finish(req: Request, res: Response, accountSubject: string): Promise<void>;
}

const claimsSchema = z.object({
  sub: z.string().min(1).max(255),
  email: z.string().trim().max(254).pipe(z.email()).optional().catch(undefined),
  given_name: z.string().trim().max(100).optional().catch(undefined),
  family_name: z.string().trim().max(100).optional().catch(undefined),
});

type UpstreamClaims = z.infer<typeof claimsSchema> & { verified: boolean };

/**
 * The request failed or timed out: the upstream cannot be reached, as opposed to an answer that fails its checks.
 * Read by name along the causes, since openid-client may wrap fetch's error (and a TypeError of another realm).
 */
function unreachable(error: unknown): boolean {
  for (let cause = error as { name?: string; message?: string; code?: string; cause?: unknown } | undefined, depth = 0; cause && depth < 5; depth += 1) {
    if (cause.name === 'TypeError' && cause.message === 'fetch failed') return true;
    if (cause.name === 'AbortError' || cause.name === 'TimeoutError' || cause.code === 'OAUTH_TIMEOUT' || cause.code === 'OAUTH_ABORT') return true;
    cause = cause.cause as typeof cause;
  }
  return false;
}

export function mountUpstreamSignIn(router: Router, context: UpstreamSignInContext): void {
  const { db, publicUrl, log } = context;
  const byId = new Map(context.providers.map((provider) => [provider.id as string, provider]));
  const discovered = new Map<string, { at: number; config: Promise<client.Configuration> }>();
  const forms = express.urlencoded({ extended: false, limit: '10kb' });

  /** The upstream's configuration from its discovery document; a failed discovery is not kept. */
  function configurationOf(provider: UpstreamProviderConfig): Promise<client.Configuration> {
    const cached = discovered.get(provider.id);
    if (cached && Date.now() - cached.at < DISCOVERY_TTL_MS) return cached.config;
    const issuer = new URL(provider.issuer);
    const execute = [client.enableNonRepudiationChecks];
    // Configuration allows http only for an issuer on this machine (development and tests).
    if (issuer.protocol === 'http:') execute.push(client.allowInsecureRequests);
    const config = client.discovery(issuer, provider.clientId, provider.clientSecret, undefined, { execute, timeout: UPSTREAM_TIMEOUT_S });
    discovered.set(provider.id, { at: Date.now(), config });
    config.catch(() => discovered.delete(provider.id));
    return config;
  }

  const tabOf = (body: unknown): Tab => ((body as Record<string, unknown> | undefined)?.tab === 'signup' ? 'signup' : 'signin');

  router.post('/interaction/:uid/upstream/:provider', context.limiter, forms, async (req, res) => {
    const details = await context.interactionOf(req, res);
    if (!details) return;
    const tab = tabOf(req.body);
    const provider = byId.get(String(req.params.provider));
    if (!provider) {
      context.renderPage(req, res, 404, tab, 'This way of signing in is not available here. Please sign in with your e-mail and password.');
      return;
    }
    if (!(req.body as Record<string, unknown> | undefined)?.terms) {
      context.renderPage(req, res, 400, tab, TERMS_MESSAGE);
      return;
    }
    let config: client.Configuration;
    try {
      config = await configurationOf(provider);
    } catch (error) {
      log?.(`Sign-in with ${provider.name}: its discovery document could not be read`, { err: error });
      context.renderPage(req, res, 503, tab, UPSTREAM_MESSAGES.unreachable(provider.name));
      return;
    }
    const pending = {
      state: client.randomState(),
      nonce: client.randomNonce(),
      codeVerifier: client.randomPKCECodeVerifier(),
      provider: provider.id,
      interactionUid: details.uid,
      tab,
    };
    await savePendingSignIn(db, pending);
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: upstreamRedirectUri(publicUrl, provider.id),
      scope: UPSTREAM_SCOPE,
      state: pending.state,
      nonce: pending.nonce,
      code_challenge: await client.calculatePKCECodeChallenge(pending.codeVerifier),
      code_challenge_method: 'S256',
    });
    context.renderHtml(res, 200, upstreamRedirectPage(provider.name, url.href));
  });

  const stateOf = (req: Request) => (typeof req.query.state === 'string' && req.query.state.length <= 200 ? req.query.state : '');
  const queryOf = (req: Request) => new URL(req.originalUrl, publicUrl).search;
  const expired = 'This sign-in link has expired. Please go back to the site and sign in again.';

  // The redirect URI: the interaction cookie is not sent here (its path is the interaction's), so only forward.
  router.get('/upstream/:provider/callback', async (req, res) => {
    const provider = byId.get(String(req.params.provider));
    const state = stateOf(req);
    const pending = provider && state ? await peekPendingSignIn(db, provider.id, state) : null;
    if (!pending) {
      context.renderError(res, 400, expired);
      return;
    }
    res.setHeader('Cache-Control', 'no-store').redirect(303, `/oidc/interaction/${pending.interactionUid}/upstream/${pending.provider}/return${queryOf(req)}`);
  });

  router.get('/interaction/:uid/upstream/:provider/return', async (req, res) => {
    const details = await context.interactionOf(req, res);
    if (!details) return;
    const provider = byId.get(String(req.params.provider));
    const pending = provider ? await takePendingSignIn(db, provider.id, stateOf(req), details.uid) : null;
    if (!provider || !pending) {
      context.renderPage(req, res, 400, 'signin', provider ? UPSTREAM_MESSAGES.failed(provider.name) : expired);
      return;
    }
    const { name } = provider;
    const tell = (status: number, message: string) => context.renderPage(req, res, status, pending.tab, message);

    let claims: UpstreamClaims;
    try {
      const config = await configurationOf(provider);
      const redirectUri = upstreamRedirectUri(publicUrl, provider.id);
      // The answer as the upstream sent it to the redirect URI, which openid-client sends again with the code.
      const tokens = await client.authorizationCodeGrant(config, new URL(`${redirectUri}${queryOf(req)}`), {
        pkceCodeVerifier: pending.codeVerifier,
        expectedState: pending.state,
        expectedNonce: pending.nonce,
        idTokenExpected: true,
      });
      const idToken = tokens.claims() ?? {};
      claims = { ...claimsSchema.parse(idToken), verified: emailVerifiedBy(provider.id, idToken) };
    } catch (error) {
      log?.(`Sign-in with ${name} did not complete`, { err: error });
      tell(unreachable(error) ? 503 : 400, unreachable(error) ? UPSTREAM_MESSAGES.unreachable(name) : UPSTREAM_MESSAGES.failed(name));
      return;
    }
    if (!claims.email) {
      tell(403, UPSTREAM_MESSAGES.noEmail(name));
      return;
    }
    // Only an address the upstream checked may find or make an account here; nothing is written otherwise.
    if (!claims.verified) {
      tell(403, UPSTREAM_MESSAGES.unverified(name));
      return;
    }
    let result: Awaited<ReturnType<typeof accountForUpstream>>;
    try {
      result = await accountForUpstream(db, {
        provider: provider.id,
        subject: claims.sub,
        email: claims.email,
        firstName: claims.given_name ?? '',
        lastName: claims.family_name ?? '',
      });
    } catch (error) {
      log?.(`Sign-in with ${name}: the account could not be linked`, { err: error });
      tell(409, UPSTREAM_MESSAGES.failed(name));
      return;
    }
    if (result.kind === 'unconfirmed-local') {
      tell(409, UPSTREAM_MESSAGES.unconfirmedLocal(name));
      return;
    }
    await context.finish(req, res, result.account.subject);
  });
}
