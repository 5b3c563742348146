import express from 'express';
import { startEmbeddedBackend, type BackendModule } from './in-process.js';
import { silentLogger } from '../logger.js';

describe('startEmbeddedBackend', () => {
  it('serves the backend app on a loopback port and closes it with the gateway', async () => {
    const app = express();
    app.get('/healthz', (_req, res) => {
      res.json({ status: 'ok' });
    });
    const close = jest.fn(async () => {});
    const createBackend = jest.fn<ReturnType<BackendModule['createBackend']>, Parameters<BackendModule['createBackend']>>(
      async () => ({ app, ready: Promise.resolve(), status: () => ({ state: 'ready' as const }), close }),
    );

    const backend = await startEmbeddedBackend({
      dataDir: '/data',
      databaseUrl: 'postgres://db/x4i',
      log: silentLogger,
      loadModule: async () => ({ createBackend }),
    });

    expect(createBackend).toHaveBeenCalledWith(expect.objectContaining({ dataDir: '/data', databaseUrl: 'postgres://db/x4i' }));
    expect(backend.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(await (await fetch(`${backend.url}/healthz`)).json()).toEqual({ status: 'ok' });

    await backend.close();
    expect(close).toHaveBeenCalled();
    await expect(fetch(`${backend.url}/healthz`)).rejects.toThrow();
  });
});
