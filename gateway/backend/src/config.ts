import { availableParallelism } from 'node:os';
import path from 'node:path';
import type { IrsLetterDestination } from '@x4i/shared/contracts';
import { z } from 'zod';
import { DATA_SOURCES, sourceBaseUrl } from './data-refresh/sources.js';
import { UPSTREAM_PROVIDERS, type UpstreamProviderConfig } from './identity/upstream-providers.js';
import { SEARCH_CACHE_ENTRIES as SEARCH_CACHE_ENTRIES_DEFAULT, type NameSearchOptions } from './nonprofit-data.js';

export interface ServerConfig {
  port: number;
  /** Absolute path of the data folder (the embedded database lives in <dataDir>/pglite). */
  dataDir: string;
  databaseUrl?: string;
  /** Folder of IRS EO BMF files to import at start; the shipped files when unset. */
  irsDir?: string;
  /** Seed the directory's demo corpus (DEMO_CONTENT, default true); false also removes demo items seeded before. */
  demoContent: boolean;
  /** Send the biweekly digest from this process (DIGEST_SCHEDULE, default true). */
  digestSchedule: boolean;
  /** Sign-in: embedded provider (clientSecret undefined: generated into DATA_DIR at start) or a hosted one. */
  identity:
    | { kind: 'embedded'; publicUrl: string; clientId: string; clientSecret?: string; demoAccounts: boolean }
    | { kind: 'hosted'; issuer: string; audience: string };
  mail: MailConfig;
}

/** E-mail: SMTP_URL (unset: every mail stays in the outbox), MAIL_FROM, TEAM_EMAIL (unset: Contact Us is not forwarded). */
export interface MailConfig {
  smtpUrl?: string;
  from?: string;
  teamEmail?: string;
  /** PUBLIC_URL, for links in mails when the embedded provider (which has its own) is not used. */
  siteUrl?: string;
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
  DEMO_CONTENT: optionalText.pipe(z.enum(['true', 'false', '1', '0']).optional()),
  DIGEST_SCHEDULE: optionalText.pipe(z.enum(['true', 'false', '1', '0']).optional()),
});

const mailSchema = z.object({
  SMTP_URL: optionalText.pipe(z.url({ protocol: /^smtps?$/, error: 'use smtp://user:password@host:port or smtps://…' }).optional()),
  MAIL_FROM: optionalText.pipe(z.string().max(320).optional()),
  TEAM_EMAIL: optionalText.pipe(z.email().optional()),
  PUBLIC_URL: envSchema.shape.PUBLIC_URL,
});

/** SMTP_URL, MAIL_FROM and TEAM_EMAIL; throws on a malformed value. */
export function mailConfigFromEnv(env: NodeJS.ProcessEnv = process.env): MailConfig {
  const parsed = mailSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`Invalid environment variable ${issue.path.join('.')}: ${issue.message}`);
  }
  return { smtpUrl: parsed.data.SMTP_URL, from: parsed.data.MAIL_FROM, teamEmail: parsed.data.TEAM_EMAIL, siteUrl: parsed.data.PUBLIC_URL };
}

const demoContentSchema = z.object({ DEMO_CONTENT: envSchema.shape.DEMO_CONTENT });

/** DEMO_CONTENT: true unless 'false' or '0'; throws on another value. */
export function demoContentFromEnv(env: NodeJS.ProcessEnv = process.env): boolean {
  const parsed = demoContentSchema.safeParse(env);
  if (!parsed.success) throw new Error(`Invalid environment variable DEMO_CONTENT: ${parsed.error.issues[0]!.message}`);
  const value = parsed.data.DEMO_CONTENT;
  return value !== 'false' && value !== '0';
}

const digestScheduleSchema = z.object({ DIGEST_SCHEDULE: envSchema.shape.DIGEST_SCHEDULE });

/**
 * DIGEST_SCHEDULE: true unless 'false' or '0'; throws on another value. False stops this process from sending the
 * biweekly digest (for example all but one of several backends, or a copy of the production data).
 */
export function digestScheduleFromEnv(env: NodeJS.ProcessEnv = process.env): boolean {
  const parsed = digestScheduleSchema.safeParse(env);
  if (!parsed.success) throw new Error(`Invalid environment variable DIGEST_SCHEDULE: ${parsed.error.issues[0]!.message}`);
  const value = parsed.data.DIGEST_SCHEDULE;
  return value !== 'false' && value !== '0';
}

/** An upstream issuer: https, or http on this machine only (a provider run locally for development or tests). */
const upstreamIssuer = z.url({ protocol: /^https?$/, error: 'use the https URL of the OpenID issuer' }).refine(
  (url) => url.startsWith('https:') || (URL.canParse(url) && ['localhost', '127.0.0.1', '[::1]'].includes(new URL(url).hostname)),
  { error: 'use https (http only for localhost)' },
);

/**
 * The upstream OpenID providers to offer on the sign-in pages: for each of MICROSOFT, LINKEDIN and GOOGLE,
 * OIDC_UPSTREAM_<NAME>_ISSUER, _CLIENT_ID and _CLIENT_SECRET, all three or none. Throws on a malformed issuer or a
 * provider set in part, so a typo does not silently hide a button.
 */
export function upstreamProvidersFromEnv(env: NodeJS.ProcessEnv = process.env): UpstreamProviderConfig[] {
  const providers: UpstreamProviderConfig[] = [];
  for (const { id, name, env: prefix } of UPSTREAM_PROVIDERS) {
    const names = { issuer: `${prefix}_ISSUER`, clientId: `${prefix}_CLIENT_ID`, clientSecret: `${prefix}_CLIENT_SECRET` };
    const values = Object.fromEntries(Object.entries(names).map(([key, variable]) => [key, env[variable]?.trim() || undefined])) as Record<keyof typeof names, string | undefined>;
    const missing = (Object.keys(names) as (keyof typeof names)[]).filter((key) => !values[key]);
    if (missing.length === 3) continue;
    if (missing.length > 0) {
      const given = (Object.keys(names) as (keyof typeof names)[]).filter((key) => values[key]).map((key) => names[key]);
      throw new Error(`Invalid environment variable ${names[missing[0]!]}: required with ${given.join(' and ')}`);
    }
    const issuer = upstreamIssuer.safeParse(values.issuer);
    if (!issuer.success) throw new Error(`Invalid environment variable ${names.issuer}: ${issuer.error.issues[0]!.message}`);
    if (values.clientId!.length > 500 || values.clientSecret!.length > 2000) throw new Error(`Invalid environment variable ${prefix}_CLIENT_ID or _CLIENT_SECRET: too long`);
    providers.push({ id, name, issuer: issuer.data, clientId: values.clientId!, clientSecret: values.clientSecret! });
  }
  return providers;
}

export const DATA_REFRESH_SCHEDULES = ['monthly', 'weekly', 'daily'] as const;
export type DataRefreshSchedule = (typeof DATA_REFRESH_SCHEDULES)[number];

/** How this process keeps the public data current: when it refreshes, and each source's base URL (null: off). */
export interface DataRefreshConfig {
  schedule: DataRefreshSchedule | false;
  /** Base URL by source id; null when fetching that source is switched off. Absent: the publisher's. */
  baseUrls: Record<string, string | null>;
}

const dataRefreshSchema = z.object({
  DATA_REFRESH_SCHEDULE: optionalText.pipe(z.enum([...DATA_REFRESH_SCHEDULES, 'false', '0'], { error: 'use monthly, weekly, daily or false' }).optional()),
});

/**
 * DATA_REFRESH_SCHEDULE: monthly (the default: the IRS updates its files monthly), weekly, daily, or false; and each
 * source's base URL variable (IRS_BMF_URL, SAIPE_URL: an http(s) URL, or false to switch fetching off). Throws on a
 * malformed value.
 */
export function dataRefreshFromEnv(env: NodeJS.ProcessEnv = process.env): DataRefreshConfig {
  const parsed = dataRefreshSchema.safeParse(env);
  if (!parsed.success) throw new Error(`Invalid environment variable DATA_REFRESH_SCHEDULE: ${parsed.error.issues[0]!.message}`);
  const value = parsed.data.DATA_REFRESH_SCHEDULE;
  const baseUrls: Record<string, string | null> = {};
  for (const source of DATA_SOURCES) {
    try {
      baseUrls[source.id] = sourceBaseUrl(source, env);
    } catch (error) {
      throw new Error(`Invalid environment variable ${source.urlVariable}: ${(error as Error).message}`);
    }
  }
  return { schedule: value === undefined ? 'monthly' : value === 'false' || value === '0' ? false : value, baseUrls };
}

/**
 * Where the NTEE Code Changer's letters go. The default is the written-request address that the National Center for
 * Charitable Statistics (which maintains the NTEE taxonomy with the IRS's codes) gives for obtaining or changing an
 * NTEE code, citing the IRS; the team can replace both when the IRS publishes another.
 */
export const DEFAULT_IRS_LETTER_ADDRESS = ['Internal Revenue Service', 'Attn: Correspondence Unit', 'P.O. Box 2508, Room 6403', 'Cincinnati, Ohio 45201'];
export const DEFAULT_IRS_LETTER_SOURCE_URL = 'https://nccsgit.urban.org/nccs/faq';

const irsLetterSchema = z.object({
  IRS_LETTER_ADDRESS: optionalText.pipe(z.string().max(500).optional()),
  IRS_LETTER_SOURCE_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
});

/**
 * IRS_LETTER_ADDRESS (the lines of the address, separated by |, at most 8) and IRS_LETTER_SOURCE_URL (the page that
 * gives it); throws on a malformed value.
 */
export function irsLetterFromEnv(env: NodeJS.ProcessEnv = process.env): IrsLetterDestination {
  const parsed = irsLetterSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`Invalid environment variable ${issue.path.join('.')}: ${issue.message}`);
  }
  const lines = parsed.data.IRS_LETTER_ADDRESS?.split('|').map((line) => line.trim()).filter(Boolean);
  if (lines && lines.length > 8) throw new Error('Invalid environment variable IRS_LETTER_ADDRESS: at most 8 lines, separated by |');
  return { addressLines: lines?.length ? lines : DEFAULT_IRS_LETTER_ADDRESS, sourceUrl: parsed.data.IRS_LETTER_SOURCE_URL ?? DEFAULT_IRS_LETTER_SOURCE_URL };
}

const nameSearchSchema = z.object({
  SEARCH_INDEX: optionalText.pipe(z.enum(['true', 'false', '1', '0'], { error: 'use true or false' }).optional()),
  SEARCH_WORKERS: optionalText.pipe(z.string().regex(/^\d{1,2}$/, { error: 'use a whole number of threads, 0 to 99' }).transform(Number).optional()),
  SEARCH_CACHE_ENTRIES: optionalText.pipe(z.string().regex(/^\d{1,7}$/, { error: 'use a whole number of answers, 0 or more' }).transform(Number).optional()),
});

/**
 * SEARCH_INDEX (default true: names are searched in an index in memory; false: in the database), SEARCH_WORKERS
 * (threads that answer from it; default one per core, 0: the request thread) and SEARCH_CACHE_ENTRIES (answers
 * kept for repeats, default 2000, 0: none). Throws on a malformed value.
 */
export function nameSearchFromEnv(env: NodeJS.ProcessEnv = process.env): NameSearchOptions {
  const parsed = nameSearchSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`Invalid environment variable ${issue.path.join('.')}: ${issue.message}`);
  }
  const { SEARCH_INDEX, SEARCH_WORKERS, SEARCH_CACHE_ENTRIES } = parsed.data;
  return {
    index: SEARCH_INDEX !== 'false' && SEARCH_INDEX !== '0',
    workers: SEARCH_WORKERS ?? availableParallelism(),
    cacheEntries: SEARCH_CACHE_ENTRIES ?? SEARCH_CACHE_ENTRIES_DEFAULT,
  };
}

/**
 * Reads PORT (default 4000), DATA_DIR (default ./.data), DATABASE_URL, IRS_DIR, and for sign-in PUBLIC_URL
 * (default http://localhost:PORT), OIDC_CLIENT_ID (x4i-web), OIDC_CLIENT_SECRET, DEMO_ACCOUNTS (true), or
 * OIDC_ISSUER with OIDC_AUDIENCE for a hosted provider, DEMO_CONTENT (true), DIGEST_SCHEDULE (true), and the e-mail settings of
 * mailConfigFromEnv; throws on a malformed value.
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
  return {
    port: data.PORT,
    // Where npm was invoked (INIT_CWD), not the workspace folder `npm run -w` moves to: `./.data` is then the same
    // folder for `npm start`, `npm run import-irs` and `npm run backup`.
    dataDir: path.resolve(env.INIT_CWD?.trim() || process.cwd(), data.DATA_DIR),
    databaseUrl: data.DATABASE_URL,
    irsDir: data.IRS_DIR,
    demoContent: data.DEMO_CONTENT !== 'false' && data.DEMO_CONTENT !== '0',
    digestSchedule: data.DIGEST_SCHEDULE !== 'false' && data.DIGEST_SCHEDULE !== '0',
    identity,
    mail: mailConfigFromEnv(env),
  };
}
