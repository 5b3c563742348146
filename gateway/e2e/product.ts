import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
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

/**
 * Everything the product writes to its log during the run, from each start of it (the global setup's and a test's
 * restart): a last test reads it for what must never be logged.
 */
export const E2E_LOG_FILE = path.join(E2E_DATA_DIR, '..', `${path.basename(E2E_DATA_DIR)}-product.log`);

/** The running gateway's process id, written by the global setup (and by a test that restarts it) for the teardown. */
export const PID_FILE = path.join(E2E_DATA_DIR, 'gateway.pid');

/**
 * The environment the browser tests run the product with, the way `npm start` would: the given data folder, and
 * mail to the tests' SMTP server. The global setup passes the server's URL on to the test workers as E2E_SMTP_URL.
 */
export function gatewayEnv(smtpUrl: string, dataDir = E2E_DATA_DIR): Record<string, string> {
  // Access tokens live a minute: every test that runs longer goes through the gateway's renewal, and the session
  // tests can wait for an expiry.
  return {
    PORT: String(E2E_PORT),
    DATA_DIR: dataDir,
    PUBLIC_URL: E2E_BASE_URL,
    OIDC_ACCESS_TOKEN_TTL: String(E2E_ACCESS_TOKEN_TTL_S),
    SMTP_URL: smtpUrl,
    MAIL_FROM: 'X4I <no-reply@x4i.example>',
    TEAM_EMAIL: E2E_TEAM_EMAIL,
  };
}

/** Waits until the product answers with its backend ready (data imported). */
export const waitForProduct = (timeoutMs: number) =>
  waitFor(`${E2E_BASE_URL}/healthz`, (body) => (body as { backend?: { status?: string } } | null)?.backend?.status === 'ok', timeoutMs);

/** Stops a process by its id and waits (up to 10 s) until it has exited, so that PGlite closes its files cleanly. */
export async function stopProcess(pid: number): Promise<void> {
  try {
    process.kill(pid, 'SIGTERM');
  } catch {
    return;
  }
  for (let i = 0; i < 40; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
  }
}

export interface RunningProcess {
  child: ChildProcess;
  stop(): Promise<void>;
}

/** Starts a compiled server of this repo (gateway or backend) with its own environment; its log is appended to logFile. */
export function startServer(script: string, env: Record<string, string>, label: string, logFile?: string): RunningProcess {
  const child = spawn(process.execPath, [path.join(repoRoot, script)], {
    cwd: repoRoot,
    // The browser tests never ask the IRS: the product keeps the shipped files, and says fetching is off.
    env: { ...process.env, NODE_ENV: 'production', DATA_REFRESH_SCHEDULE: 'false', IRS_BMF_URL: 'false', SAIPE_URL: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = logFile ? createWriteStream(logFile, { flags: 'a' }) : undefined;
  const prefix = (line: string) => (process.env.E2E_VERBOSE ? process.stdout.write(`[${label}] ${line}`) : undefined);
  child.stdout?.on('data', (chunk: Buffer) => {
    log?.write(chunk);
    prefix(chunk.toString());
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    log?.write(chunk);
    process.stderr.write(`[${label}] ${chunk.toString()}`);
  });
  child.once('exit', () => log?.end());
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
