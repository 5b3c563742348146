import { usePageTitle } from '@x4i/shared';
import { StatusMessage } from './status-message';

export function NotFoundPage() {
  usePageTitle('Page not found');
  return <StatusMessage heading="404 Not Found">This page could not be found</StatusMessage>;
}
