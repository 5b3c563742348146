/** Logs, request ids and metrics, the same in the gateway and the backend (`@x4i/backend/observability`). */
export { createPinoLogger, logTo, parseLogLevel, routeConsoleTo, LOG_LEVELS, type Log, type LogFields } from './logger.js';
export { createHttpMetrics, expressRouteOf, gaugeOf, type HttpMetrics } from './metrics.js';
export { mayReadMetrics, METRICS_REFUSED_MESSAGE } from './metrics-access.js';
export { REQUEST_ID_HEADER, requestId, requestIdOf } from './request-id.js';
