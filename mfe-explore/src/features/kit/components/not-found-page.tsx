import { NotFoundMessage, usePageTitle } from '@x4i/shared';

/** A directory path that opens nothing: the same message as the shell's own not-found page (SPEC 2.4). */
export function NotFoundPage() {
  usePageTitle('Page not found');
  return <NotFoundMessage />;
}
