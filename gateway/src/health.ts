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

/**
 * Resolves once the backend says it is ready (status 'ok': its data imported), asking every `intervalMs`; false
 * when it is not ready within `timeoutMs`. A first start imports the IRS files, which takes minutes.
 */
export async function waitForBackend(backendUrl: string, { timeoutMs = 30 * 60_000, intervalMs = 1000 } = {}): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const health = (await backendHealth(backendUrl, intervalMs)) as { status?: string } | null;
    if (health?.status === 'ok') return true;
    if (Date.now() + intervalMs > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
