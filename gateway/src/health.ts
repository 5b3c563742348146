import type { RequestHandler } from 'express';
import { readRegistryFile } from './remotes/registry.js';

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

type PartState = string;

async function backendReadiness(backendUrl: string, timeoutMs: number): Promise<{ ready: boolean; parts: Record<string, PartState> }> {
  try {
    const response = await fetch(`${backendUrl}/readyz`, { signal: AbortSignal.timeout(timeoutMs) });
    const body = (await response.json()) as { parts?: Record<string, PartState> };
    return { ready: response.ok, parts: { backend: 'reachable', ...body.parts } };
  } catch {
    return { ready: false, parts: { backend: 'unreachable' } };
  }
}

async function registryReadiness(remotesDir: string): Promise<PartState> {
  try {
    const { remotes } = await readRegistryFile(remotesDir);
    return remotes.length > 0 ? 'readable' : 'empty';
  } catch {
    return 'unreadable';
  }
}

/**
 * `/readyz`: 200 when this gateway can serve the whole product (the backend reachable with its database, data and
 * search indexes ready; the remotes' registry readable and naming at least one remote), else 503. Either way
 * the JSON says each part's state, for the operator who asks why.
 */
export function readinessHandler(backendUrl: string, remotesDir: string, timeoutMs = 3000): RequestHandler {
  return async (_req, res) => {
    const [backend, remotesRegistry] = await Promise.all([backendReadiness(backendUrl, timeoutMs), registryReadiness(remotesDir)]);
    const ready = backend.ready && remotesRegistry === 'readable';
    res.setHeader('Cache-Control', 'no-store');
    res.status(ready ? 200 : 503).json({ status: ready ? 'ready' : 'not_ready', parts: { ...backend.parts, remotesRegistry } });
  };
}
