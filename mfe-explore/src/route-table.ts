import type { RouteManifestEntry } from '@x4i/shared/contracts';

/**
 * The pages this remote owns (DESIGN 3, SPEC 2.4). Pure data: the build evaluates this file to emit routes.json.
 *
 * Apart from the home page every pattern is dynamic, so React Router ranks them by segment count and, at equal
 * score, by their order here; any static route of the shell or another remote wins over all of them. The order
 * makes a two-segment path a listing and a three-segment path a search, and leaves the catch-alls the detail
 * pages of four and five segments. Which page a path really shows is decided by one parser (`parseContentPath`
 * in shared), so the listing, search and catch-all routes share one page component. They are all marked
 * catchAll: the shell's navigation asks the same parser whether a path they match is really a page.
 */
export const routeTable = [
  { id: 'home', name: 'index', path: '/', title: 'Explore Solutions, Challenges and Grants' },
  { id: 'listing', name: 'index-categorySlug-contentType', path: '/:categorySlug/:contentType', title: 'Explore', catchAll: true },
  {
    id: 'search',
    name: 'index-categorySlug-contentType-searchTerm',
    path: '/:categorySlug/:contentType?/:searchTerm',
    title: 'Explore',
    catchAll: true,
  },
  { id: 'content', name: 'path1-path2-path3-slug', path: '/:path1/:path2?/:path3?/:slug?', title: 'Explore', catchAll: true },
  { id: 'content-long', name: 'path1-path2-path3-path4-slug', path: '/:path1/:path2?/:path3?/:path4?/:slug?', title: 'Explore', catchAll: true },
] as const satisfies readonly RouteManifestEntry[];
