import type { Request, RequestHandler } from 'express';
import { createHttpMetrics, mayReadMetrics, METRICS_REFUSED_MESSAGE, type HttpMetrics } from '@x4i/backend/observability';

/** What a gateway request was for: a short list, so the metric's labels stay few (the backend labels its own routes). */
export function gatewayRouteOf(req: Request): string {
  const path = (req.originalUrl ?? req.url).split('?')[0] ?? '';
  const first = /^\/([^/]*)/.exec(path)?.[1] ?? '';
  if (first === 'api') return 'api';
  if (first === 'napi') return 'sign-in';
  if (first === 'oidc') return 'identity-provider';
  if (first === 'remotes') return 'remotes';
  if (['healthz', 'readyz', 'metrics'].includes(first) && path.length === first.length + 1) return first;
  return /\.[a-z0-9]+$/i.test(path) ? 'static' : 'page';
}

export const createGatewayMetrics = (options: { processMetrics: boolean }): HttpMetrics => createHttpMetrics('x4i_gateway_', gatewayRouteOf, options);

/**
 * GET /metrics: the gateway's metrics, then the backend's (asked with the same token, over loopback), in one
 * Prometheus text answer. Refused (403) unless the caller is this machine or has METRICS_TOKEN.
 */
export function metricsHandler(metrics: HttpMetrics, backendUrl: string, token: string | undefined): RequestHandler {
  return async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    if (!mayReadMetrics(req, token)) {
      res.status(403).json({ error: { code: 'forbidden', message: METRICS_REFUSED_MESSAGE } });
      return;
    }
    const backend = await fetch(`${backendUrl}/metrics`, { headers: token ? { authorization: `Bearer ${token}` } : {}, signal: AbortSignal.timeout(5000) })
      .then((response) => (response.ok ? response.text() : `# The backend's metrics answered ${response.status}\n`))
      .catch(() => '# The backend did not answer for its metrics\n');
    res.setHeader('Content-Type', metrics.registry.contentType);
    res.send(`${await metrics.registry.metrics()}\n${backend}`);
  };
}
