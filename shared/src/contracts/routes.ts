import type { ComponentType, LazyExoticComponent } from 'react';

/**
 * One page a remote owns, as data. The remote's build emits the list of these as `routes.json`,
 * and the registry carries it, so the shell builds the whole site's router before any remote code loads.
 */
export interface RouteManifestEntry {
  /** Stable id, unique within the remote; the key of the component in `./routes`. */
  id: string;
  /** Route name in the spec's own words (for example `index-categorySlug-contentType-searchTerm`). */
  name: string;
  /** React Router path pattern, absolute (`/nonprofit-ntee-code-finder/:ein`). */
  path: string;
  /** Page title: the shell shows `product name - title`. */
  title: string;
  /** When set, the route only redirects (replace) to this absolute path. */
  redirectTo?: string;
  /**
   * The route matches paths its remote may not own (the directory's content catch-alls): it still renders them,
   * but navigation does not count a path it alone matches as a built page.
   */
  catchAll?: boolean;
  /**
   * Who may open the page (SPEC 2.4 route guards): anyone signed in, or the team. A visitor without a session is
   * sent to the home page's sign-in with the page as the landing page, and the rejected page is logged; a
   * signed-in visitor who is not on the team is sent home.
   */
  guard?: RouteGuard;
}

export type RouteGuard = 'signed-in' | 'team';

/** The props the shell passes to every page component of a remote. */
export interface RemotePageProps {
  /** The manifest entry the shell matched, so a page can read its own title and name. */
  route: RouteManifestEntry;
}

export type RemotePage = ComponentType<RemotePageProps> | LazyExoticComponent<ComponentType<RemotePageProps>>;

/** What a remote's `./routes` module must export: one page component per non-redirect route id. */
export interface RemoteRoutesModule {
  routeTable: readonly RouteManifestEntry[];
  pages: Record<string, RemotePage>;
  /** Per route id, the data its page reads on its first render: the server loads it and renders the page with it. */
  pageData?: Record<string, PageDataLoader>;
}

/** One piece of public data a page reads through SWR: the same key and fetcher (from shared's API client) as the page's hook. */
export interface PageData {
  key: string | readonly unknown[];
  load: () => Promise<unknown>;
}

/** What a page needs for its first render at a location; nothing that depends on who is signed in. */
export type PageDataLoader = (location: RouteLocation) => readonly PageData[];

/** The exposed module name every remote provides. */
export const ROUTES_EXPOSE = './routes';

/**
 * Checks, at run time, that a loaded module keeps the contract. The shell calls this before it renders
 * anything from a remote, so a broken deploy shows the remote fallback instead of a white page.
 */
export function isRemoteRoutesModule(value: unknown): value is RemoteRoutesModule {
  if (!value || typeof value !== 'object') return false;
  const candidate = value as Partial<RemoteRoutesModule>;
  return Array.isArray(candidate.routeTable) && !!candidate.pages && typeof candidate.pages === 'object';
}

/** What a route's data declaration reads: the route's parameters and the query. */
export interface RouteLocation {
  params: Readonly<Record<string, string | undefined>>;
  searchParams: URLSearchParams;
  /** The path itself, for routes whose page reads it rather than its parameters (the directory's catch-alls). */
  pathname?: string;
}
