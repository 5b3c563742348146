import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../..');
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/** The product's access token lifetime in the browser tests (OIDC_ACCESS_TOKEN_TTL): short, so renewal is exercised. */
export const E2E_ACCESS_TOKEN_TTL_S = 60;
/** Kept between local runs so the data import happens once; CI starts from a fresh clone anyway. */
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ? path.resolve(process.env.E2E_DATA_DIR) : path.join(repoRoot, '.data/e2e');

/**
 * Where the browser tests' SMTP server writes each mail it receives (one JSON file a mail), for the test workers
 * to read: the product runs with SMTP_URL set to that server, as a real deployment would.
 */
export const E2E_MAIL_DIR = path.join(E2E_DATA_DIR, '..', `${path.basename(E2E_DATA_DIR)}-mail`);
/** Contact Us messages are forwarded here (TEAM_EMAIL). */
export const E2E_TEAM_EMAIL = 'team-inbox@x4i.example';

export { CHROMIUM_FLAGS as CHROMIUM_ARGS, CHROMIUM_PATH } from '../bench/chromium.mjs';

export interface RunningProcess {
  child: ChildProcess;
  stop(): Promise<void>;
}

/** Starts a compiled server of this repo (gateway or backend) with its own environment. */
export function startServer(script: string, env: Record<string, string>, label: string): RunningProcess {
  const child = spawn(process.execPath, [path.join(repoRoot, script)], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = (line: string) => (process.env.E2E_VERBOSE ? process.stdout.write(`[${label}] ${line}`) : undefined);
  child.stdout?.on('data', (chunk: Buffer) => prefix(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(`[${label}] ${chunk.toString()}`));
  return {
    child,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
      }),
  };
}

/** Waits until `url` answers 200 with a JSON body that `ready` accepts. */
export async function waitFor(url: string, ready: (body: unknown) => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      const body = await response.json().catch(() => null);
      if (response.ok && ready(body)) return;
      last = `${response.status} ${JSON.stringify(body)}`;
    } catch (error) {
      last = String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} was not ready after ${timeoutMs / 1000} s: ${last}`);
}
