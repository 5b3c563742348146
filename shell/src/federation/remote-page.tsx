import { Suspense, use, useCallback, useLayoutEffect, useState } from 'react';
import { formatPageTitle, readBootData } from '@x4i/shared';
import { type RegistryEntry, type RouteManifestEntry } from '@x4i/shared/contracts';
import { RemoteBoundary } from './remote-boundary';
import { loadRemoteRoutes, RemoteLoadError, resetRemote } from './load-remote-routes';
import { PageLoading } from './page-loading';

interface Props {
  remote: RegistryEntry;
  route: RouteManifestEntry;
}

const reloadWindow = () => window.location.reload();

/** Mounts one page of a remote inside its own error boundary; loads the remote's code on first use. */
export function RemotePage({ remote, route }: Props) {
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    resetRemote(remote);
    setAttempt((n) => n + 1);
  }, [remote]);

  // A layout effect runs before the page's own effects, so a page that sets a more specific title wins.
  useLayoutEffect(() => {
    document.title = formatPageTitle(readBootData().productName, route.title);
  }, [route.title]);

  return (
    <RemoteBoundary key={`${route.id}:${attempt}`} remote={remote.name} onRetry={retry} reloadPage={reloadWindow}>
      <Suspense fallback={<PageLoading />}>
        <RemotePageContent remote={remote} route={route} />
      </Suspense>
    </RemoteBoundary>
  );
}

function RemotePageContent({ remote, route }: Props) {
  const module = use(loadRemoteRoutes(remote));
  const Page = module.pages[route.id];
  if (!Page) throw new RemoteLoadError(remote.name, new Error(`the remote has no page ${route.id}`));
  return <Page route={route} />;
}
