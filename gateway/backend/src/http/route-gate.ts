import type { RequestHandler, Router } from 'express';

/** A router's layer, as the router package keeps it: a route with its path, or middleware mounted at a path. */
interface RouterLayer {
  route?: { path?: unknown };
  handle?: unknown;
  rawPath?: unknown;
  /** Mounted without a path: it sees every request. */
  slash?: boolean;
}

/** A path's first segment when it is written out (`/report/sdg-:goal` → `report`), not a parameter or pattern. */
const LITERAL_FIRST_SEGMENT = /^\/([^/:*{}()?+!]+)(?=\/|\{|$)/;

/**
 * The first segments of every path a router answers (`/report/sdg-index` → `report`), lowercased as Express
 * matches them, those of the routers mounted in it included; undefined when some layer could answer any path:
 * middleware mounted without a path, or a path that begins with a parameter or a pattern.
 */
export function firstSegmentsOf(router: Router): Set<string> | undefined {
  const segments = new Set<string>();
  for (const layer of router.stack as RouterLayer[]) {
    if (!layer.route && layer.slash !== false) {
      // A router mounted inside without a path (the directory's routers in the content router) answers its own.
      const inner = isRouter(layer.handle) ? firstSegmentsOf(layer.handle) : undefined;
      if (!inner) return undefined;
      for (const segment of inner) segments.add(segment);
      continue;
    }
    for (const path of [layer.route ? layer.route.path : layer.rawPath].flat()) {
      const segment = typeof path === 'string' ? LITERAL_FIRST_SEGMENT.exec(path)?.[1] : undefined;
      if (segment === undefined) return undefined;
      segments.add(segment.toLowerCase());
    }
  }
  return segments;
}

const isRouter = (handle: unknown): handle is Router => typeof handle === 'function' && Array.isArray((handle as { stack?: unknown }).stack);

/**
 * The router, entered only by requests under one of its first segments. The backend's routers are mounted without
 * a path, each holding its own full paths; every request entered each of the twenty-odd in turn and was tried
 * against its routes, a tenth of the backend's thread under load. One set lookup now turns a request away from a
 * router that has nothing for it. A router whose paths cannot be told this way is entered as before.
 */
export function onItsPaths(router: Router): RequestHandler {
  const segments = firstSegmentsOf(router);
  if (!segments) return router;
  const gate: RequestHandler = (req, res, next) => {
    const segment = /^\/([^/]*)/.exec(req.path)?.[1]?.toLowerCase() ?? '';
    if (segments.has(segment)) router(req, res, next);
    else next();
  };
  // The router's routes stay readable through the gate, as a router's are (the malformed-input test lists them).
  return Object.assign(gate, { stack: router.stack });
}
