import express, { Router, type Request, type Response } from 'express';
import { addressKey, personLimit } from '../http/person-limit.js';
import Provider, { type Interaction } from 'oidc-provider';
import { z } from 'zod';
import type { Db } from '../db/db.js';
import type { Mailer } from '../mail/mailer.js';
import { authenticate, createLocalAccount, findAccountBySubject } from './accounts.js';
import { checkAccountToken } from './account-tokens.js';
import { sendVerificationMail } from './email-verification.js';
import { createOidcAdapter } from './oidc-adapter.js';
import { requestPasswordReset, RESET_PATH, resetPassword } from './password-reset.js';
import { ISSUED_AT_MS_CLAIM, sessionCutoff, signInSignedOutBy } from './session-cutoff.js';
import { loadProviderKeys, publicJwks } from './keys.js';
import {
  errorPage,
  PASSWORDS_DIFFER_MESSAGE,
  passwordChangedPage,
  PRODUCT_NAME,
  RESET_LINK_PROBLEMS,
  RESET_SEND_FAILED_MESSAGE,
  RESET_UNDELIVERABLE_MESSAGE,
  RESET_SENT_MESSAGE,
  resetLinkProblemPage,
  resetPasswordPage,
  SIGN_UP_FALLBACK_MESSAGE,
  signedOutPage,
  signInPage,
  signOutPage,
  TERMS_MESSAGE,
  WRONG_PASSWORD_MESSAGE,
  type SignInTab,
} from './pages.js';
import { createSignInThrottle, databaseFailures, tooManyAttemptsMessage } from './sign-in-throttle.js';
import type { JWK } from 'jose';
import type { Log } from '../observability/logger.js';
import { mountUpstreamSignIn } from './upstream-oidc.js';
import type { UpstreamProviderConfig } from './upstream-providers.js';

export interface EmbeddedIdentityOptions {
  /** The product's public origin, e.g. https://x4i.org (no trailing slash). */
  publicUrl: string;
  clientId: string;
  clientSecret: string;
  demoAccounts: boolean;
  /** Access token lifetime in seconds (default an hour); short ones exercise renewal in tests. */
  accessTokenTtl?: number;
  /** Sends the password reset and verification mails. */
  mailer: Mailer;
  /** The upstream OpenID providers offered beside the password (none by default). */
  upstream?: readonly UpstreamProviderConfig[];
  log?: Log;
}

export interface EmbeddedProvider {
  /** Mount at /oidc. */
  router: Router;
  issuer: string;
  audience: string;
  /** Public signing keys, for verifying the access tokens in-process. */
  jwks: { keys: JWK[] };
}

export const OIDC_SCOPE = 'openid profile email';
const ACCESS_TOKEN_TTL = 3600;
/** A sign-in lasts up to 14 days of renewals (the grant's life); then the user signs in again. */
const REFRESH_TOKEN_TTL = 14 * 24 * 3600;

export function trimUrl(url: string): string {
  return url.replace(/\/+$/, '');
}

const loginInput = z.object({ email: z.string().trim().min(1).max(254), password: z.string().min(1).max(1024), terms: z.string().optional() });
const signUpInput = z.object({
  firstName: z.string().trim().min(1, { error: 'Enter your first name.' }).max(100, { error: 'Enter a first name of up to 100 characters.' }),
  lastName: z.string().trim().min(1, { error: 'Enter your last name.' }).max(100, { error: 'Enter a last name of up to 100 characters.' }),
  email: z.string().trim().max(254, { error: 'Enter a valid e-mail address.' }).pipe(z.email({ error: 'Enter a valid e-mail address.' })),
  password: z.string().min(8, { error: 'Choose a password of at least 8 characters.' }).max(1024, { error: 'Choose a shorter password.' }),
  terms: z.string().optional(),
});
const forgotInput = z.object({ email: z.string().trim().max(254).pipe(z.email({ error: 'Enter a valid e-mail address.' })) });
const resetInput = z.object({
  token: z.string().max(200),
  password: z.string().min(8, { error: 'Choose a password of at least 8 characters.' }).max(1024, { error: 'Choose a shorter password.' }),
  confirm: z.string().max(1024),
});

function field(body: unknown, name: string): string {
  const value = (body as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : '';
}

/** The embedded OpenID provider (oidc-provider) with the product's own sign-in, sign-up and forgot-password pages. */
export async function createEmbeddedProvider(db: Db, dataDir: string, options: EmbeddedIdentityOptions): Promise<EmbeddedProvider> {
  const publicUrl = trimUrl(options.publicUrl);
  const issuer = `${publicUrl}/oidc`;
  const audience = `${publicUrl}/api`;
  const keys = await loadProviderKeys(dataDir);
  const accessTokenTtl = options.accessTokenTtl ?? ACCESS_TOKEN_TTL;

  const provider = new Provider(issuer, {
    adapter: createOidcAdapter(db),
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: [`${publicUrl}/napi/authCallback`],
        post_logout_redirect_uris: [`${publicUrl}/`],
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
      },
    ],
    jwks: keys.jwks,
    cookies: { keys: keys.cookieKeys },
    pkce: { required: () => true },
    // screen_hint=signup (the site's Sign Up tab) opens the interaction on the sign-up form.
    extraParams: ['screen_hint'],
    scopes: ['openid', 'offline_access', 'profile', 'email'],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name', 'name'] },
    conformIdTokenClaims: false,
    async findAccount(_ctx: unknown, sub: string, token?: { authTime?: number }) {
      const account = await findAccountBySubject(db, sub);
      if (!account) return undefined;
      // A code or refresh token from a sign-in before a password reset belongs to a session the reset signed out.
      if (typeof token?.authTime === 'number' && signInSignedOutBy(token.authTime, await sessionCutoff(db, sub))) return undefined;
      return {
        accountId: sub,
        async claims() {
          return {
            sub,
            email: account.email ?? undefined,
            email_verified: account.emailVerified,
            given_name: account.firstName,
            family_name: account.lastName,
            name: [account.firstName, account.lastName].filter(Boolean).join(' '),
          };
        },
      };
    },
    async extraTokenClaims(_ctx: unknown, token: { kind: string; accountId?: string }) {
      if (token.kind !== 'AccessToken' || !token.accountId) return undefined;
      const account = await findAccountBySubject(db, token.accountId);
      return { permissions: account?.permissions ?? [], [ISSUED_AT_MS_CLAIM]: Date.now() };
    },
    features: {
      devInteractions: { enabled: false },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => audience,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx: unknown, resource: string) => {
          if (resource !== audience) throw new Error('unknown resource');
          return { scope: OIDC_SCOPE, audience, accessTokenFormat: 'jwt', accessTokenTTL: accessTokenTtl, jwt: { sign: { alg: 'RS256' } } };
        },
      },
      // The gateway revokes the refresh token at sign-out.
      revocation: { enabled: true, allowedPolicy: (_ctx: unknown, client: { clientId: string }, token: { clientId?: string }) => token.clientId === client.clientId },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx: { body: string }, form: string) => {
          ctx.body = signOutPage(form);
        },
        postLogoutSuccessSource: (ctx: { body: string }) => {
          ctx.body = signedOutPage();
        },
      },
    },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/oidc/interaction/${interaction.uid}` },
    renderError: (ctx: { type: string; body: string }, out: { error_description?: string; error?: string }) => {
      ctx.type = 'html';
      ctx.body = errorPage(out.error_description ?? out.error ?? 'The sign-in request could not be completed.');
    },
    // Every renewal gives a new refresh token and consumes the old one: a stolen, already used one is refused and
    // ends the session it came from.
    rotateRefreshToken: true,
    ttl: {
      AccessToken: accessTokenTtl,
      IdToken: accessTokenTtl,
      Interaction: 3600,
      Session: REFRESH_TOKEN_TTL,
      Grant: REFRESH_TOKEN_TTL,
      RefreshToken: REFRESH_TOKEN_TTL,
    },
  });
  // The gateway forwards X-Forwarded-Proto/Host; the backend sits behind it.
  provider.proxy = true;

  const router = Router();
  const forms = express.urlencoded({ extended: false, limit: '10kb' });
  /**
   * For the forms that create accounts or send mail, and the reset link: 30 carried out per address in 10 minutes
   * (see person-limit.ts; a form sent back with a mistake spends nothing).
   */
  const limiter = personLimit({
    windowMs: 10 * 60_000,
    limit: 30,
    refuse: (req, res) => {
      const resetTime = (req as Request & { rateLimit?: { resetTime?: Date } }).rateLimit?.resetTime;
      const retryAfterMs = resetTime ? resetTime.getTime() - Date.now() : 10 * 60_000;
      res
        .status(429)
        .setHeader('Retry-After', String(Math.max(1, Math.ceil(retryAfterMs / 1000))))
        .type('html')
        .send(errorPage(tooManyAttemptsMessage(retryAfterMs)));
    },
  });
  // Counted in the database: several backends behind a balancer count one account's attempts together.
  const throttle = createSignInThrottle(Date.now, undefined, databaseFailures(db));

  const render = (res: Response, status: number, html: string) => {
    res.status(status).setHeader('Cache-Control', 'no-store').type('html').send(html);
  };

  /** The interaction of this request, or null after rendering an error page (expired or unknown). */
  async function interactionOf(req: Request, res: Response): Promise<Interaction | null> {
    try {
      const details = await provider.interactionDetails(req, res);
      if (details.uid !== req.params.uid) throw new Error('mismatch');
      return details;
    } catch {
      render(res, 400, errorPage('This sign-in link has expired. Please go back to the site and sign in again.'));
      return null;
    }
  }

  /** Consent for the first-party client: everything it asked for, granted at once. */
  async function grantConsent(req: Request, res: Response, details: Interaction) {
    const accountId = details.session?.accountId;
    const clientId = String(details.params.client_id ?? '');
    if (!accountId) throw new Error('consent without a signed-in account');
    const grant = (details.grantId && (await provider.Grant.find(details.grantId))) || new provider.Grant({ accountId, clientId });
    const missing = details.prompt.details as { missingOIDCScope?: string[]; missingOIDCClaims?: string[]; missingResourceScopes?: Record<string, string[]> };
    if (missing.missingOIDCScope?.length) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
    if (missing.missingOIDCClaims?.length) grant.addOIDCClaims(missing.missingOIDCClaims);
    for (const [resource, scopes] of Object.entries(missing.missingResourceScopes ?? {})) grant.addResourceScope(resource, scopes.join(' '));
    const grantId = await grant.save();
    await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
  }

  const upstream = (options.upstream ?? []).map(({ id, name }) => ({ id, name }));
  const pageOptions = (req: Request, tab: SignInTab) => ({ action: `/oidc/interaction/${req.params.uid}`, tab, upstream });

  router.get('/interaction/:uid', async (req, res) => {
    const details = await interactionOf(req, res);
    if (!details) return;
    if (details.prompt.name === 'consent') {
      await grantConsent(req, res, details);
      return;
    }
    const requested = typeof req.query.tab === 'string' ? req.query.tab : details.params.screen_hint === 'signup' ? 'signup' : 'signin';
    const tab = requested === 'signup' ? 'signup' : requested === 'forgot' ? 'forgot' : 'signin';
    render(res, 200, signInPage(pageOptions(req, tab)));
  });

  // No per-address request limit here: the throttle counts wrong passwords per account and per address, and a
  // blunt limit would refuse right passwords too (a busy office behind one router signs in many times an hour).
  router.post('/interaction/:uid/login', forms, async (req, res) => {
    const details = await interactionOf(req, res);
    if (!details) return;
    const input = loginInput.safeParse(req.body);
    const email = field(req.body, 'email');
    if (!input.success || !input.data.terms) {
      render(res, 400, signInPage({ ...pageOptions(req, 'signin'), email, error: input.success ? TERMS_MESSAGE : WRONG_PASSWORD_MESSAGE }));
      return;
    }
    const keys = { account: input.data.email.toLowerCase(), address: addressKey(req.ip) };
    const decision = await throttle.check(keys);
    if (decision.kind === 'refused') {
      res.setHeader('Retry-After', String(Math.max(1, Math.ceil(decision.retryAfterMs / 1000))));
      render(res, 429, signInPage({ ...pageOptions(req, 'signin'), email, error: tooManyAttemptsMessage(decision.retryAfterMs) }));
      return;
    }
    if (decision.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, decision.delayMs));
    const account = await authenticate(db, input.data.email, input.data.password);
    if (!account) {
      await throttle.failed(keys);
      render(res, 401, signInPage({ ...pageOptions(req, 'signin'), email, error: WRONG_PASSWORD_MESSAGE }));
      return;
    }
    await throttle.succeeded(keys);
    await provider.interactionFinished(req, res, { login: { accountId: account.subject } }, { mergeWithLastSubmission: false });
  });

  router.post('/interaction/:uid/signup', limiter, forms, async (req, res) => {
    const details = await interactionOf(req, res);
    if (!details) return;
    const input = signUpInput.safeParse(req.body);
    const again = { ...pageOptions(req, 'signup'), email: field(req.body, 'email'), firstName: field(req.body, 'firstName'), lastName: field(req.body, 'lastName') };
    if (!input.success) {
      render(res, 400, signInPage({ ...again, error: input.error.issues[0]?.message ?? 'Check the form and try again.' }));
      return;
    }
    if (!input.data.terms) {
      render(res, 400, signInPage({ ...again, error: TERMS_MESSAGE }));
      return;
    }
    const account = await createLocalAccount(db, input.data);
    if (!account) {
      render(res, 409, signInPage({ ...again, error: SIGN_UP_FALLBACK_MESSAGE }));
      return;
    }
    // The account works at once; the mail lets its owner confirm the address. A mail SMTP refused is in the outbox
    // as failed, and the profile offers to send another.
    await sendVerificationMail(db, options.mailer, { account, publicUrl, productName: PRODUCT_NAME });
    await provider.interactionFinished(req, res, { login: { accountId: account.subject } }, { mergeWithLastSubmission: false });
  });

  router.post('/interaction/:uid/forgot', limiter, forms, async (req, res) => {
    const details = await interactionOf(req, res);
    if (!details) return;
    const input = forgotInput.safeParse(req.body);
    if (!input.success) {
      render(res, 400, signInPage({ ...pageOptions(req, 'forgot'), email: field(req.body, 'email'), error: input.error.issues[0]?.message ?? '' }));
      return;
    }
    // The same answer whether or not the address is registered; only an SMTP failure is told, as it is.
    const outcome = await requestPasswordReset(db, options.mailer, { email: input.data.email, publicUrl, productName: PRODUCT_NAME });
    if (outcome === 'failed' || outcome === 'undeliverable') {
      const error = outcome === 'failed' ? RESET_SEND_FAILED_MESSAGE : RESET_UNDELIVERABLE_MESSAGE;
      render(res, 503, signInPage({ ...pageOptions(req, 'forgot'), email: input.data.email, error }));
      return;
    }
    render(res, 200, signInPage({ ...pageOptions(req, 'signin'), notice: RESET_SENT_MESSAGE }));
  });

  // The link of the reset e-mail: works without a sign-in interaction, once, for an hour.
  const resetPath = RESET_PATH.slice('/oidc'.length);
  router.get(resetPath, limiter, async (req, res) => {
    const token = typeof req.query.token === 'string' ? req.query.token : '';
    const check = await checkAccountToken(db, token, 'PASSWORD_RESET');
    if (!check.ok) {
      render(res, 400, resetLinkProblemPage(RESET_LINK_PROBLEMS[check.problem]));
      return;
    }
    render(res, 200, resetPasswordPage({ action: RESET_PATH, token }));
  });

  router.post(resetPath, limiter, forms, async (req, res) => {
    const token = field(req.body, 'token');
    const input = resetInput.safeParse(req.body);
    const again = (error: string) => render(res, 400, resetPasswordPage({ action: RESET_PATH, token, error }));
    if (!input.success) {
      again(input.error.issues.find((issue) => issue.path[0] === 'password')?.message ?? 'Check the form and try again.');
      return;
    }
    if (input.data.password !== input.data.confirm) {
      again(PASSWORDS_DIFFER_MESSAGE);
      return;
    }
    const result = await resetPassword(db, options.mailer, { token, password: input.data.password, productName: PRODUCT_NAME });
    if (!result.ok) {
      render(res, 400, resetLinkProblemPage(RESET_LINK_PROBLEMS[result.problem]));
      return;
    }
    render(res, 200, passwordChangedPage());
  });

  mountUpstreamSignIn(router, {
    db,
    publicUrl,
    providers: options.upstream ?? [],
    log: options.log,
    limiter,
    interactionOf,
    renderPage: (req, res, status, tab, error) => render(res, status, signInPage({ ...pageOptions(req, tab), error })),
    renderError: (res, status, message) => render(res, status, errorPage(message)),
    renderHtml: render,
    finish: (req, res, accountSubject) =>
      provider.interactionFinished(req, res, { login: { accountId: accountSubject } }, { mergeWithLastSubmission: false }),
  });

  router.use(provider.callback());
  return { router, issuer, audience, jwks: publicJwks(keys.jwks) };
}
