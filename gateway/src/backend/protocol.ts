import type { BackendIdentity } from './in-process.js';

/** What the gateway asks of its backend process, over the IPC channel of `fork`. */
export type ToBackend =
  | {
      type: 'start';
      dataDir: string;
      databaseUrl?: string;
      identity?: BackendIdentity;
      /** 0 for any free port; a restarted backend takes its predecessor's port, so the proxy's target holds. */
      port: number;
    }
  | { type: 'close' };

/** What the backend process tells the gateway. */
export type FromBackend = { type: 'listening'; port: number } | { type: 'failed'; message: string };
