import { NotFoundMessage, usePageTitle } from '@x4i/shared';

export function NotFoundPage() {
  usePageTitle('Page not found');
  return <NotFoundMessage />;
}
