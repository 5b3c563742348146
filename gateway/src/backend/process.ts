import { fork, type ChildProcess } from 'node:child_process';
import { getPriority, setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { Logger } from '../logger.js';
import type { BackendIdentity, RunningBackend } from './in-process.js';
import type { FromBackend, ToBackend } from './protocol.js';

/** A backend that died this many times within RESTART_WINDOW_MS is left down: it would only die again. */
const MAX_RESTARTS = 5;
const RESTART_WINDOW_MS = 60_000;
const RESTART_DELAY_MS = 500;
/** How long a closing backend gets to finish its queries and close the database before it is killed. */
const CLOSE_GRACE_MS = 10_000;

export interface BackendProcessOptions {
  dataDir: string;
  databaseUrl?: string;
  identity?: BackendIdentity;
  log: Logger;
  /** The module forked; by default the backend's entry beside this file. Tests give a small stand-in. */
  childModule?: string;
  /** Added to the backend process's nice value (BACKEND_NICE): lower priority than the gateway's. */
  nice?: number;
}

/**
 * Starts the backend in a process of its own, on a loopback port only the proxy uses, and starts it again on the
 * same port if it dies: the gateway keeps serving pages meanwhile, and `/api` answers 503 until it is back.
 */
export async function startBackendProcess(options: BackendProcessOptions): Promise<RunningBackend> {
  const { log } = options;
  const childModule = options.childModule ?? fileURLToPath(new URL('./child.js', import.meta.url));
  let child: ChildProcess | undefined;
  let closing = false;
  const crashes: number[] = [];

  /** 0 until the first backend listens; then the port every later one takes. */
  let port = 0;
  const spawn = () =>
    new Promise<number>((resolve, reject) => {
      const started = fork(childModule, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'], execArgv: [] });
      child = started;
      if (options.nice && started.pid !== undefined) lowerPriority(started.pid, options.nice, log);
      let listening = false;
      started.on('message', (message: FromBackend) => {
        if (message.type === 'listening') {
          listening = true;
          port = message.port;
          resolve(message.port);
        } else reject(new Error(message.message));
      });
      started.once('exit', (code, signal) => {
        if (!listening) reject(new Error(`The backend process exited before it listened (${signal ?? `code ${code}`})`));
        else if (!closing) restart(signal ?? `code ${code}`);
      });
      const start: ToBackend = { type: 'start', dataDir: options.dataDir, databaseUrl: options.databaseUrl, identity: options.identity, port };
      started.send(start);
    });

  const restart = (reason: string) => {
    const now = Date.now();
    while (crashes.length > 0 && now - crashes[0]! > RESTART_WINDOW_MS) crashes.shift();
    crashes.push(now);
    if (crashes.length > MAX_RESTARTS) {
      log.error(`The backend stopped (${reason}) ${crashes.length} times within a minute; it is left down.`);
      return;
    }
    log.error(`The backend stopped (${reason}); starting it again on port ${port}`);
    setTimeout(() => {
      if (closing) return;
      spawn().catch((error: unknown) => log.error('The backend could not start again', error));
    }, RESTART_DELAY_MS);
  };

  return {
    url: `http://127.0.0.1:${await spawn()}`,
    async close() {
      closing = true;
      const running = child;
      if (!running || running.exitCode !== null || running.signalCode !== null) return;
      const exited = new Promise<void>((resolve) => running.once('exit', () => resolve()));
      const close: ToBackend = { type: 'close' };
      if (running.connected) running.send(close);
      else running.kill('SIGTERM');
      const timer = setTimeout(() => running.kill('SIGKILL'), CLOSE_GRACE_MS);
      await exited;
      clearTimeout(timer);
    },
  };
}

/**
 * The gateway answers pages from its own thread, and the backend's work is API calls: where the two share the
 * cores, the scheduler lets a page go first. Without this, a page fetched during a search load waited for the
 * backend's turn on the core (the bench: 2-3× its idle time, against 1.1-1.3× with it). Lowering a child's
 * priority needs no privilege; a system that refuses it only loses the preference.
 */
function lowerPriority(pid: number, nice: number, log: Logger): void {
  try {
    setPriority(pid, Math.min(19, getPriority(pid) + nice));
  } catch (error) {
    log.warn(`The backend runs at the gateway's priority: ${(error as Error).message}`);
  }
}
