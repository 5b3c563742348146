/**
 * The backend's own process: the gateway forks this file and talks to it over IPC (see protocol.ts). The backend
 * and its embedded database get a core of their own, so a slow query never holds up serving a page.
 */
import { createLogger } from '../logger.js';
import { startEmbeddedBackend, type RunningBackend } from './in-process.js';
import type { FromBackend, ToBackend } from './protocol.js';

const log = createLogger('backend');

let backend: RunningBackend | undefined;
let closing = false;

const send = (message: FromBackend) => process.send?.(message);

async function close(code: number): Promise<void> {
  if (closing) return;
  closing = true;
  try {
    await backend?.close();
  } catch (error) {
    log.error('Backend did not close cleanly', error);
    code = 1;
  }
  process.exit(code);
}

process.on('message', (message: ToBackend) => {
  if (message.type === 'close') {
    void close(0);
    return;
  }
  const { type: _type, port, ...options } = message;
  startEmbeddedBackend({ ...options, port, log }).then(
    (running) => {
      backend = running;
      send({ type: 'listening', port: Number(new URL(running.url).port) });
    },
    (error: unknown) => {
      send({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
      process.exit(1);
    },
  );
});

// The gateway decides when the backend stops: a terminal's Ctrl-C reaches both processes, and the gateway then
// closes this one after its own connections. Without the gateway (it was killed), the backend has no reason to run.
process.on('SIGINT', () => {});
process.on('SIGTERM', () => void close(0));
process.on('disconnect', () => void close(0));
