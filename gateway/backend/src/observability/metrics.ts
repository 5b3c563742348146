import type { RequestHandler } from 'express';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/** Seconds; from a cached answer (a few ms) to a nation-wide export (tens of seconds). */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

export interface HttpMetrics {
  registry: Registry;
  /** Times every request by method, route and status. */
  middleware: RequestHandler;
}

/**
 * A process's Prometheus metrics: Node's own (memory, CPU, event-loop lag, as `<prefix>nodejs_…`) and request
 * durations (`processMetrics: false` leaves Node's out). `routeOf` names a request's route so that the label stays a short list (never the raw path with its ids).
 */
export function createHttpMetrics(prefix: string, routeOf: (req: Parameters<RequestHandler>[0]) => string, { processMetrics = true } = {}): HttpMetrics {
  const registry = new Registry();
  // Off in tests that build many apps in one process: each would watch the event loop and the collector again.
  if (processMetrics) collectDefaultMetrics({ register: registry, prefix, eventLoopMonitoringPrecision: 20 });
  const duration = new Histogram({
    name: `${prefix}http_request_duration_seconds`,
    help: 'Time to answer a request, by method, route and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const middleware: RequestHandler = (req, res, next) => {
    const stop = duration.startTimer();
    res.once('finish', () => stop({ method: req.method, route: routeOf(req), status: String(res.statusCode) }));
    next();
  };
  return { registry, middleware };
}

/** A gauge read when the metrics are collected. */
export function gaugeOf(registry: Registry, name: string, help: string, read: (set: (value: number, labels?: Record<string, string>) => void) => void, labelNames: string[] = []): void {
  new Gauge({
    name,
    help,
    labelNames,
    registers: [registry],
    collect() {
      read((value, labels) => (labels ? this.set(labels, value) : this.set(value)));
    },
  });
}

/** The route a backend request matched, as written in its router (`/solution/:id`), or `unmatched`. */
export function expressRouteOf(req: Parameters<RequestHandler>[0]): string {
  const path = (req.route as { path?: unknown } | undefined)?.path;
  return typeof path === 'string' ? `${req.baseUrl}${path}` : 'unmatched';
}
