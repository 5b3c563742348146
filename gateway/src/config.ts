import path from 'node:path';
import { SOCIAL_NETWORKS, type BrowserServices, type SocialLink, type SocialNetwork } from '@x4i/shared/contracts';

export interface GatewayConfig {
  port: number;
  /** Data folder: the embedded database and the deployed remote builds live here. */
  dataDir: string;
  /** Gateway processes serving the port (WEB_CONCURRENCY, node's cluster); the backend runs in its own process. */
  webConcurrency: number;
  /**
   * How much lower the backend process's CPU priority is than the gateway's (BACKEND_NICE, a nice value added, 0
   * to 19): where both share the cores, a page the gateway answers is not kept waiting behind API work.
   */
  backendNice: number;
  /** Backend to proxy `/api` to; undefined starts the embedded backend. */
  backendUrl: string | undefined;
  /** Passed through to the embedded backend (a Postgres server instead of the embedded database). */
  databaseUrl: string | undefined;
  productName: string;
  /** The shell's build (index.html template, main.js, chunks). */
  shellDir: string;
  /** Immutable remote builds, one folder per name and version, plus registry.json. */
  remotesDir: string;
  /** The repository root, where the workspace remotes (`mfe-*`) are built. */
  workspaceDir: string;
  /** Express `trust proxy` setting, for a gateway behind a TLS-terminating load balancer. */
  trustProxy: boolean | number | string;
  /** Origins of the sites that embed the product and may send it window messages (`{ action: 'ask' }`). */
  embedOrigins: string[];
  /** The origin browsers reach the gateway at (PUBLIC_URL): redirect URIs, cookie security, CSRF checks. */
  publicUrl: string;
  identity: IdentityConfig;
  /** COOKIE_SECRET; undefined: generated once into `<dataDir>/identity/cookie-secret`. */
  cookieSecret: string | undefined;
  /** TAG_MANAGER_ID, CHAT_WIDGET_*, CONTACT_FORM_*: third-party services the browser loads (boot data, CSP). */
  browserServices: BrowserServices;
  /** SERVER_RENDERING (default true): pages go out rendered by the gateway; false, the browser renders them all. */
  serverRendering: boolean;
  /** METRICS_TOKEN: who may read /metrics besides this machine (undefined: this machine only). */
  metricsToken: string | undefined;
}

export type TokenAuthMethod = 'client_secret_basic' | 'client_secret_post';

/**
 * Where users sign in. 'embedded': the backend's own OpenID provider at `<publicUrl>/oidc` (the default; the
 * client secret is generated once into `<dataDir>/identity/client-secret` unless OIDC_CLIENT_SECRET is set).
 * 'hosted': OIDC_ISSUER and friends name an external provider (Auth0 or any OpenID Connect provider).
 */
export type IdentityConfig =
  | {
      mode: 'embedded';
      issuer: string;
      clientId: string;
      clientSecret: string | undefined;
      audience: string;
      tokenAuthMethod: TokenAuthMethod;
      /** DEMO_ACCOUNTS: the embedded provider offers ready-made demo users. */
      demoAccounts: boolean;
      /** OIDC_ACCESS_TOKEN_TTL (seconds): the embedded provider's access token lifetime; its default is an hour. */
      accessTokenTtl: number | undefined;
    }
  | {
      mode: 'hosted';
      issuer: string;
      clientId: string;
      clientSecret: string;
      audience: string;
      tokenAuthMethod: TokenAuthMethod;
    };

export interface ConfigDefaults {
  /** Where relative paths are resolved: the folder the command was run from. */
  cwd: string;
  /** The repository root, derived by the caller from the compiled file's location. */
  repoRoot: string;
}

type Env = Record<string, string | undefined>;

/** Reads the gateway's settings from environment variables; every one has a default that works after `npm start`. */
export function loadConfig(env: Env, defaults: ConfigDefaults): GatewayConfig {
  const value = (name: string) => {
    const raw = env[name]?.trim();
    return raw ? raw : undefined;
  };
  const resolve = (p: string) => path.resolve(defaults.cwd, p);

  const dataDir = resolve(value('DATA_DIR') ?? './.data');
  const workspaceDir = resolve(value('WORKSPACE_DIR') ?? defaults.repoRoot);

  const port = parsePort(value('PORT') ?? '3000');
  const publicUrl = parsePublicUrl(value('PUBLIC_URL') ?? `http://localhost:${port}`);

  return {
    port,
    webConcurrency: parseWebConcurrency(value('WEB_CONCURRENCY')),
    backendNice: parseBackendNice(value('BACKEND_NICE')),
    dataDir,
    backendUrl: value('BACKEND_URL')?.replace(/\/+$/, ''),
    databaseUrl: value('DATABASE_URL'),
    productName: value('PRODUCT_NAME') ?? 'X4I',
    shellDir: resolve(value('SHELL_DIR') ?? path.join(workspaceDir, 'shell', 'dist')),
    remotesDir: resolve(value('REMOTES_DIR') ?? path.join(dataDir, 'remotes')),
    workspaceDir,
    trustProxy: parseTrustProxy(value('TRUST_PROXY')),
    embedOrigins: parseOrigins(value('EMBED_ORIGINS')),
    publicUrl,
    identity: parseIdentity(value, publicUrl),
    cookieSecret: value('COOKIE_SECRET'),
    browserServices: parseBrowserServices(value),
    serverRendering: parseBoolean('SERVER_RENDERING', value('SERVER_RENDERING'), true),
    metricsToken: value('METRICS_TOKEN'),
  };
}

/** TAG_MANAGER_ID, CHAT_WIDGET_SRC/_ID/_GLOBAL, CONTACT_FORM_SRC/_ID/_TICKET_ID/_GLOBAL, SOCIAL_LINKS; each group is optional. */
export function parseBrowserServices(value: (name: string) => string | undefined): BrowserServices {
  const services: BrowserServices = {};
  const tagManagerId = value('TAG_MANAGER_ID');
  if (tagManagerId !== undefined) {
    if (!/^[A-Za-z0-9-]+$/.test(tagManagerId)) throw new Error(`TAG_MANAGER_ID must be a container id such as GTM-ABC123, got "${tagManagerId}"`);
    services.tagManagerId = tagManagerId;
  }
  const chatSrc = value('CHAT_WIDGET_SRC');
  const chatId = value('CHAT_WIDGET_ID');
  if (chatSrc !== undefined || chatId !== undefined) {
    if (chatSrc === undefined || chatId === undefined) throw new Error('CHAT_WIDGET_SRC and CHAT_WIDGET_ID must be set together');
    const chatGlobal = parseGlobalName('CHAT_WIDGET_GLOBAL', value('CHAT_WIDGET_GLOBAL'));
    services.chatWidget = { src: parseScriptUrl('CHAT_WIDGET_SRC', chatSrc), id: chatId, ...(chatGlobal ? { global: chatGlobal } : {}) };
  }
  const formSrc = value('CONTACT_FORM_SRC');
  const formId = value('CONTACT_FORM_ID');
  if (formSrc !== undefined || formId !== undefined) {
    if (formSrc === undefined || formId === undefined) throw new Error('CONTACT_FORM_SRC and CONTACT_FORM_ID must be set together');
    const formGlobal = parseGlobalName('CONTACT_FORM_GLOBAL', value('CONTACT_FORM_GLOBAL'));
    const ticketFormId = value('CONTACT_FORM_TICKET_ID');
    services.contactForm = {
      src: parseScriptUrl('CONTACT_FORM_SRC', formSrc),
      formId,
      ...(ticketFormId ? { ticketFormId } : {}),
      ...(formGlobal ? { global: formGlobal } : {}),
    };
  }
  const socialLinks = parseSocialLinks(value('SOCIAL_LINKS'));
  if (socialLinks.length > 0) services.socialLinks = socialLinks;
  return services;
}

/** `SOCIAL_LINKS=linkedin=https://…,github=https://…`: the deployment's accounts, in the order given. */
export function parseSocialLinks(raw: string | undefined): SocialLink[] {
  if (raw === undefined) return [];
  return raw.split(',').map((entry) => {
    const [network = '', ...rest] = entry.trim().split('=');
    const address = rest.join('=');
    if (!Object.hasOwn(SOCIAL_NETWORKS, network)) {
      throw new Error(`SOCIAL_LINKS names an unknown network "${network}"; known: ${Object.keys(SOCIAL_NETWORKS).join(', ')}`);
    }
    let url: URL | undefined;
    try {
      url = new URL(address);
    } catch {
      url = undefined;
    }
    if (url?.protocol !== 'https:') throw new Error(`SOCIAL_LINKS: ${network} needs an https address, got "${address}"`);
    return { network: network as SocialNetwork, url: url.href };
  });
}

function parseScriptUrl(name: string, raw: string): string {
  let url: URL | undefined;
  try {
    url = new URL(raw);
  } catch {
    url = undefined;
  }
  if (!url || !['http:', 'https:'].includes(url.protocol)) throw new Error(`${name} must be an http(s) script URL, got "${raw}"`);
  return url.href;
}

function parseGlobalName(name: string, raw: string | undefined): string | undefined {
  if (raw !== undefined && !/^[A-Za-z_$][A-Za-z0-9_$]*$/.test(raw)) throw new Error(`${name} must be a JavaScript identifier, got "${raw}"`);
  return raw;
}

function parsePublicUrl(raw: string): string {
  let url: URL | undefined;
  try {
    url = new URL(raw);
  } catch {
    url = undefined;
  }
  if (!url || !['http:', 'https:'].includes(url.protocol) || (url.pathname !== '/' && url.pathname !== '') || url.search) {
    throw new Error(`PUBLIC_URL must be an origin such as https://x4i.example.org, got "${raw}"`);
  }
  return url.origin;
}

function parseIdentity(value: (name: string) => string | undefined, publicUrl: string): IdentityConfig {
  const issuer = value('OIDC_ISSUER')?.replace(/\/+$/, '');
  const method = value('OIDC_TOKEN_AUTH_METHOD');
  if (method !== undefined && method !== 'client_secret_basic' && method !== 'client_secret_post') {
    throw new Error(`OIDC_TOKEN_AUTH_METHOD must be client_secret_basic or client_secret_post, got "${method}"`);
  }
  if (!issuer) {
    return {
      mode: 'embedded',
      issuer: `${publicUrl}/oidc`,
      clientId: value('OIDC_CLIENT_ID') ?? 'x4i-web',
      clientSecret: value('OIDC_CLIENT_SECRET'),
      audience: value('OIDC_AUDIENCE') ?? `${publicUrl}/api`,
      // The embedded provider registers its client with its default, client_secret_basic.
      tokenAuthMethod: method ?? 'client_secret_basic',
      demoAccounts: parseBoolean('DEMO_ACCOUNTS', value('DEMO_ACCOUNTS'), true),
      accessTokenTtl: parseAccessTokenTtl(value('OIDC_ACCESS_TOKEN_TTL')),
    };
  }
  let issuerUrl: URL | undefined;
  try {
    issuerUrl = new URL(issuer);
  } catch {
    issuerUrl = undefined;
  }
  if (!issuerUrl || !['http:', 'https:'].includes(issuerUrl.protocol)) {
    throw new Error(`OIDC_ISSUER must be an http(s) URL, got "${issuer}"`);
  }
  const missing = ['OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET', 'OIDC_AUDIENCE'].filter((name) => !value(name));
  if (missing.length > 0) {
    throw new Error(`OIDC_ISSUER is set, so ${missing.join(', ')} must be set too`);
  }
  return {
    mode: 'hosted',
    // Auth0 and most providers publish their issuer with a trailing slash: keep it exactly as given.
    issuer: value('OIDC_ISSUER') as string,
    clientId: value('OIDC_CLIENT_ID') as string,
    clientSecret: value('OIDC_CLIENT_SECRET') as string,
    audience: value('OIDC_AUDIENCE') as string,
    // Auth0 registers regular web applications with client_secret_post.
    tokenAuthMethod: method ?? 'client_secret_post',
  };
}

function parseBoolean(name: string, raw: string | undefined, fallback: boolean): boolean {
  if (raw === undefined) return fallback;
  if (['true', '1', 'yes'].includes(raw.toLowerCase())) return true;
  if (['false', '0', 'no'].includes(raw.toLowerCase())) return false;
  throw new Error(`${name} must be true or false, got "${raw}"`);
}

function parseAccessTokenTtl(raw: string | undefined): number | undefined {
  if (raw === undefined) return undefined;
  const seconds = Number(raw);
  // Renewal happens in the token's second half of life: below a minute that is too close to every request.
  if (!Number.isInteger(seconds) || seconds < 60 || seconds > 24 * 3600) {
    throw new Error(`OIDC_ACCESS_TOKEN_TTL must be a number of seconds from 60 to 86400, got "${raw}"`);
  }
  return seconds;
}

/** The default was measured (npm run bench): GET / under the 50-concurrent search load within 1.5× its idle time. */
const DEFAULT_BACKEND_NICE = 5;

function parseBackendNice(raw: string | undefined): number {
  if (raw === undefined) return DEFAULT_BACKEND_NICE;
  const nice = Number(raw);
  if (!Number.isInteger(nice) || nice < 0 || nice > 19) {
    throw new Error(`BACKEND_NICE must be a whole number from 0 to 19, got "${raw}"`);
  }
  return nice;
}

function parseWebConcurrency(raw: string | undefined): number {
  if (raw === undefined) return 1;
  const processes = Number(raw);
  if (!Number.isInteger(processes) || processes < 1 || processes > 64) {
    throw new Error(`WEB_CONCURRENCY must be a number of processes from 1 to 64, got "${raw}"`);
  }
  return processes;
}

function parsePort(raw: string): number {
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number, got "${raw}"`);
  }
  return port;
}

/** 'https://a.org, https://b.org/' → their origins; anything that is not an http(s) origin stops the start. */
function parseOrigins(raw: string | undefined): string[] {
  if (raw === undefined) return [];
  return raw
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => {
      let url: URL | undefined;
      try {
        url = new URL(item);
      } catch {
        url = undefined;
      }
      if (!url || !['http:', 'https:'].includes(url.protocol) || (url.pathname !== '/' && url.pathname !== '')) {
        throw new Error(`EMBED_ORIGINS must be comma-separated origins such as https://example.org, got "${item}"`);
      }
      return url.origin;
    });
}

function parseTrustProxy(raw: string | undefined): boolean | number | string {
  if (raw === undefined || raw === 'false') return false;
  if (raw === 'true') return true;
  return /^\d+$/.test(raw) ? Number(raw) : raw;
}

/**
 * The folder the user ran the command in. `npm run -w` starts scripts inside the workspace folder, but sets
 * INIT_CWD to where npm was invoked, so `./.data` means the same folder for `npm start` and the deploy CLI.
 */
export function invocationDir(env: Env = process.env): string {
  return env.INIT_CWD?.trim() || process.cwd();
}
