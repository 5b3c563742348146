import path from 'node:path';

export interface GatewayConfig {
  port: number;
  /** Data folder: the embedded database and the deployed remote builds live here. */
  dataDir: string;
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
}

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

  return {
    port: parsePort(value('PORT') ?? '3000'),
    dataDir,
    backendUrl: value('BACKEND_URL')?.replace(/\/+$/, ''),
    databaseUrl: value('DATABASE_URL'),
    productName: value('PRODUCT_NAME') ?? 'X4I',
    shellDir: resolve(value('SHELL_DIR') ?? path.join(workspaceDir, 'shell', 'dist')),
    remotesDir: resolve(value('REMOTES_DIR') ?? path.join(dataDir, 'remotes')),
    workspaceDir,
    trustProxy: parseTrustProxy(value('TRUST_PROXY')),
    embedOrigins: parseOrigins(value('EMBED_ORIGINS')),
  };
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
