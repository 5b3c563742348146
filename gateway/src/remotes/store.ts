import { Router } from 'express';
import { NO_CACHE, serveStaticFiles } from '../static-files.js';
import type { LiveRegistrySource } from './live-registry.js';

/**
 * `/remotes`: the live registry and the immutable remote builds. Anything else under `/remotes` is a 404, never
 * the page fallback, so a missing chunk fails fast in the federation runtime instead of parsing HTML as script.
 */
export function createRemoteStore(options: { remotesDir: string; liveRegistry: LiveRegistrySource }): Router {
  const router = Router();

  router.get('/registry.json', async (_req, res) => {
    const { registry } = await options.liveRegistry.current();
    res.setHeader('Cache-Control', NO_CACHE);
    res.json(registry);
  });

  // Only `<name>/<version>/<file>`: registry.json's temporary files and half-copied (dot) folders stay private,
  // and so does each version's server bundle (the gateway runs it; browsers have no use for it).
  const files = serveStaticFiles(options.remotesDir, {
    exclude: (urlPath) => !/^\/mfe-[a-z-]+\/[A-Za-z0-9][A-Za-z0-9._-]*\/.+/.test(urlPath) || /^\/[^/]+\/[^/]+\/server\//.test(urlPath),
  });
  router.use((req, res, next) => (req.method === 'GET' || req.method === 'HEAD' ? files(req, res, next) : next()));

  router.use((_req, res) => {
    res.status(404).json({ error: { code: 'not_found', message: 'This file does not exist.' } });
  });
  return router;
}
