import type { StaticHandlerContext } from '@x4i/shared/router/server';
import { unstable_serialize } from 'swr';
import type { PageDataLoader, Registry } from '@x4i/shared/contracts';
import { shellPageData } from '../pages/shell-page-data';
import type { RouteHandle } from '../app/build-routes';
import { loadRemoteRoutes } from '../federation/load-remote-routes';

/**
 * Loads the public data the matched page declares (a remote's `pageData`, or the shell's own in shell-page-data),
 * keyed the way SWR's `fallback` reads it. A page that declares none renders in its loading state, exactly as the
 * browser's first render would.
 */
export async function loadPageData(context: StaticHandlerContext, registry: Registry): Promise<Record<string, unknown>> {
  const leaf = context.matches.at(-1);
  const handle = leaf?.route.handle as RouteHandle | undefined;
  if (!leaf || !handle?.routeId) return {};
  const remote = handle.remote ? registry.remotes.find((candidate) => candidate.name === handle.remote) : undefined;
  if (handle.remote && !remote) return {};
  const loader = remote ? (await loadRemoteRoutes(remote)).pageData?.[handle.routeId] : (shellPageData as Record<string, PageDataLoader | undefined>)[handle.routeId];
  if (!loader) return {};
  const requests = loader({ params: leaf.params, searchParams: new URLSearchParams(context.location.search), pathname: context.location.pathname });
  const values = await Promise.all(requests.map((request) => request.load()));
  return Object.fromEntries(requests.map((request, index) => [unstable_serialize(request.key), values[index]]));
}
