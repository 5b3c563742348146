import path from 'node:path';
import { z } from 'zod';

export interface ServerConfig {
  port: number;
  /** Absolute path of the data folder (the embedded database lives in <dataDir>/pglite). */
  dataDir: string;
  databaseUrl?: string;
  /** Folder of IRS EO BMF files to import at start; the shipped files when unset. */
  irsDir?: string;
  /** Sign-in: embedded provider (clientSecret undefined: generated into DATA_DIR at start) or a hosted one. */
  identity:
    | { kind: 'embedded'; publicUrl: string; clientId: string; clientSecret?: string; demoAccounts: boolean }
    | { kind: 'hosted'; issuer: string; audience: string };
}

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || undefined);

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  DATA_DIR: z.string().trim().min(1).default('.data'),
  DATABASE_URL: z
    .string()
    .trim()
    .optional()
    .transform((url) => url || undefined),
  IRS_DIR: z
    .string()
    .trim()
    .optional()
    .transform((dir) => (dir ? path.resolve(dir) : undefined)),
  PUBLIC_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  OIDC_CLIENT_ID: optionalText,
  OIDC_CLIENT_SECRET: optionalText,
  DEMO_ACCOUNTS: optionalText.pipe(z.enum(['true', 'false', '1', '0']).optional()),
  OIDC_ISSUER: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  OIDC_AUDIENCE: optionalText,
});

/**
 * Reads PORT (default 4000), DATA_DIR (default ./.data), DATABASE_URL, IRS_DIR, and for sign-in PUBLIC_URL
 * (default http://localhost:PORT), OIDC_CLIENT_ID (x4i-web), OIDC_CLIENT_SECRET, DEMO_ACCOUNTS (true), or
 * OIDC_ISSUER with OIDC_AUDIENCE for a hosted provider; throws on a malformed value.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`Invalid environment variable ${issue.path.join('.')}: ${issue.message}`);
  }
  const data = parsed.data;
  let identity: ServerConfig['identity'];
  if (data.OIDC_ISSUER) {
    if (!data.OIDC_AUDIENCE) throw new Error('Invalid environment variable OIDC_AUDIENCE: required with OIDC_ISSUER');
    identity = { kind: 'hosted', issuer: data.OIDC_ISSUER, audience: data.OIDC_AUDIENCE };
  } else {
    identity = {
      kind: 'embedded',
      publicUrl: (data.PUBLIC_URL ?? `http://localhost:${data.PORT}`).replace(/\/+$/, ''),
      clientId: data.OIDC_CLIENT_ID ?? 'x4i-web',
      clientSecret: data.OIDC_CLIENT_SECRET,
      demoAccounts: data.DEMO_ACCOUNTS !== 'false' && data.DEMO_ACCOUNTS !== '0',
    };
  }
  return { port: data.PORT, dataDir: path.resolve(data.DATA_DIR), databaseUrl: data.DATABASE_URL, irsDir: data.IRS_DIR, identity };
}
