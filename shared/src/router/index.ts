/**
 * The routing library as the site shares it: one singleton module of the react-router exports the apps use.
 *
 * Module federation cannot tree-shake a shared package, since it cannot know what a remote built later will
 * import; sharing `react-router` itself shipped all of it (61 KB gzip) on every page. Sharing this module
 * instead ships only what is named here (about 27 KB brotli), built from react-router's production build (see
 * `create-app-config.ts`). Application code imports routing from `@x4i/shared/router`, never from
 * `react-router` (a second copy would split the router's context); tests may use react-router's memory
 * routers directly. A remote that needs another export adds it here, in a release of shared. Server rendering's
 * part (the static handler and router) is `./server.ts`, which only the shell's server bundle imports.
 */
export {
  createBrowserRouter,
  isRouteErrorResponse,
  Link,
  matchRoutes,
  Navigate,
  NavLink,
  Outlet,
  Route,
  RouterProvider,
  Routes,
  ScrollRestoration,
  useLocation,
  useMatches,
  useNavigate,
  useNavigationType,
  useParams,
  useRouteError,
  useSearchParams,
} from 'react-router';
export type { Location, NavigateFunction, RouteObject } from 'react-router';
