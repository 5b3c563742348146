import type { Express } from 'express';

export interface RegisteredRoute {
  method: string;
  /** As registered, mount paths joined: `/v1/organizations/:ein`. */
  path: string;
}

interface Layer {
  rawPath?: unknown;
  route?: { path: unknown; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
}

const join = (base: string, path: string) => `${base.replace(/\/$/, '')}${path === '/' ? '' : path}` || '/';

function walk(stack: Layer[], base: string, into: RegisteredRoute[]): void {
  for (const layer of stack) {
    if (layer.route) {
      const paths = [layer.route.path].flat(Infinity).filter((path): path is string => typeof path === 'string');
      for (const path of paths) {
        for (const [method, on] of Object.entries(layer.route.methods)) if (on && method !== '_all') into.push({ method: method.toUpperCase(), path: join(base, path) });
      }
    } else if (layer.handle?.stack) {
      const mounts = [layer.rawPath ?? '/'].flat(Infinity).filter((path): path is string => typeof path === 'string');
      for (const mount of mounts) walk(layer.handle.stack, join(base, mount), into);
    }
  }
}

/** Every route an Express app registers, read from its router: a route added later is in the list without an edit. */
export function routeTable(app: Express): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack, '', routes);
  const seen = new Set<string>();
  return routes.filter(({ method, path }) => !seen.has(`${method} ${path}`) && seen.add(`${method} ${path}`));
}
