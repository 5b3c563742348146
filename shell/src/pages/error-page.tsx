import { isRouteErrorResponse, useRouteError } from '@x4i/shared/router';
import { NotFoundMessage, StatusMessage, usePageTitle } from '@x4i/shared';

/** The router's errorElement (SPEC 2.4): '404 Not Found' for a 404, otherwise 'An error occurred'. */
export function ErrorPage() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  usePageTitle(notFound ? 'Page not found' : 'Error');

  return notFound ? (
    <NotFoundMessage />
  ) : (
    <StatusMessage heading="An error occurred">
      Something went wrong while showing this page. Please try again, or start again from the home page.
    </StatusMessage>
  );
}
