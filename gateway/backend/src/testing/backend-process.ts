import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import { fileURLToPath } from 'node:url';

/** The compiled backend: the tests that start it as a process of its own run after the build. */
export const BACKEND_MAIN = fileURLToPath(new URL('../../dist/main.js', import.meta.url));

/** A port free on loopback now. */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * The backend as a process of its own, as in production: no mail leaves (the environment's SMTP settings are
 * dropped), no digest, no data refresh from the IRS unless env says otherwise.
 */
export function startBackendProcess(env: Record<string, string>): ChildProcess {
  const { SMTP_URL: _smtp, TEAM_EMAIL: _team, ...inherited } = process.env;
  return spawn(process.execPath, [BACKEND_MAIN], {
    env: { ...inherited, NODE_ENV: 'production', LOG_LEVEL: 'warn', DIGEST_SCHEDULE: 'false', DATA_REFRESH_SCHEDULE: 'false', IRS_BMF_URL: 'false', SAIPE_URL: 'false', ...env },
    stdio: 'ignore',
  });
}

/** Resolves once the process has exited. */
export const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));
