/**
 * Router patterns grouped by their first path segment, so that a path is matched only against the patterns that
 * could match it: React Router's `matchRoutes` ranks and compiles every pattern it is given on each call, which
 * for 60 patterns cost a page on the server a noticeable share of its time, and a phone tens of milliseconds
 * when the menus asked about their 80 links. The best match among the candidates is the best match of all, as no
 * other pattern can match the path.
 */
export function routeCandidates<Route extends { path: string }>(routes: readonly Route[]): (pathname: string) => Route[] {
  const groups = new Map<string, Route[]>();
  for (const route of routes) {
    const first = firstPathSegment(route.path);
    const key = /^[:*]|\?$/.test(first) ? DYNAMIC : first;
    groups.set(key, [...(groups.get(key) ?? []), route]);
  }
  const dynamic = groups.get(DYNAMIC) ?? [];
  return (pathname) => [...(groups.get(firstPathSegment(pathname)) ?? []), ...dynamic];
}

/** The key of patterns whose first segment is a parameter, optional or a splat: any path may match them. */
const DYNAMIC = '\0dynamic';

/** Router matching ignores case by default, so the key does too. */
function firstPathSegment(path: string): string {
  return (path.split('/').find(Boolean) ?? '').toLowerCase();
}
