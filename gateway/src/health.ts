import type { RequestHandler } from 'express';

/**
 * `/healthz`: the gateway answers 200 while it runs and reports the backend's own health beside it, so a load
 * balancer keeps a gateway that can still serve pages while the data service restarts.
 */
export function healthHandler(backendUrl: string, timeoutMs = 2000): RequestHandler {
  return async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ status: 'ok', backend: await backendHealth(backendUrl, timeoutMs) });
  };
}

async function backendHealth(backendUrl: string, timeoutMs: number): Promise<unknown> {
  try {
    const response = await fetch(`${backendUrl}/healthz`, { signal: AbortSignal.timeout(timeoutMs) });
    return await response.json();
  } catch {
    return { status: 'unreachable' };
  }
}
