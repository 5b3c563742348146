import { Spinner } from '@x4i/shared';
import { parseContentPath } from '@x4i/shared/domain';
import { type RemotePageProps, type RemoteRoutesModule } from '@x4i/shared/contracts';
import { lazy, Suspense } from 'react';
import { Navigate, useLocation } from '@x4i/shared/router';
import { NotFoundPage } from './features/kit/components/not-found-page';
import { routeTable } from './route-table';

export { routeTable };
export { pageData } from './page-data';

const HomePage = lazy(() => import('./features/home/components/home-page').then((module) => ({ default: module.HomePage })));
const ExplorePage = lazy(() => import('./features/explore/components/explore-page').then((module) => ({ default: module.ExplorePage })));
const SolutionPage = lazy(() => import('./features/solution/components/solution-page').then((module) => ({ default: module.SolutionPage })));
const ContentDetailPage = lazy(() =>
  import('./features/content/components/content-detail-page').then((module) => ({ default: module.ContentDetailPage })),
);
const MoneyFlowPage = lazy(() => import('./features/money-flow').then((module) => ({ default: module.MoneyFlowPage })));

/**
 * The listing, search and content-detail routes (SPEC 2.4). Their patterns overlap, so the router's choice only
 * says how many segments the path has; the path itself says which page it is.
 */
export function ContentPathPage(_props: RemotePageProps) {
  const location = useLocation();
  const path = parseContentPath(location.pathname);
  return (
    <Suspense fallback={<Spinner label="Loading the page" />}>
      {(() => {
        switch (path.kind) {
          case 'listing':
            return <ExplorePage categorySlug={path.categorySlug} contentType={path.contentType} searchTerm="" />;
          case 'search':
            return <ExplorePage categorySlug={path.categorySlug} contentType={path.contentType} searchTerm={path.searchTerm} />;
          case 'money-flow':
            return <MoneyFlowPage categorySlug={path.categorySlug} />;
          case 'solution':
            return <SolutionPage key={path.slug} slug={path.slug} />;
          case 'content':
            return <ContentDetailPage key={path.slug} slug={path.slug} />;
          case 'redirect':
            return <Navigate to={`${path.to}${location.search}${location.hash}`} replace />;
          default:
            return <NotFoundPage />;
        }
      })()}
    </Suspense>
  );
}

export const pages = {
  home: HomePage,
  listing: ContentPathPage,
  search: ContentPathPage,
  content: ContentPathPage,
  'content-long': ContentPathPage,
} satisfies RemoteRoutesModule['pages'];
