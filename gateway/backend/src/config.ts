import path from 'node:path';
import { z } from 'zod';

export interface ServerConfig {
  port: number;
  /** Absolute path of the data folder (the embedded database lives in <dataDir>/pglite). */
  dataDir: string;
  databaseUrl?: string;
  /** Folder of IRS EO BMF files to import at start; the shipped files when unset. */
  irsDir?: string;
}

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
});

/** Reads PORT (default 4000), DATA_DIR (default ./.data), DATABASE_URL and IRS_DIR; throws on a malformed value. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`Invalid environment variable ${issue.path.join('.')}: ${issue.message}`);
  }
  return { port: parsed.data.PORT, dataDir: path.resolve(parsed.data.DATA_DIR), databaseUrl: parsed.data.DATABASE_URL, irsDir: parsed.data.IRS_DIR };
}
