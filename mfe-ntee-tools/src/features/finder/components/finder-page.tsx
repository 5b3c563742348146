import type { RemotePageProps } from '@x4i/shared/contracts';
import { useParams } from '@x4i/shared/router';
import { OrganizationView } from './organization-view';
import { SearchView } from './search-view';

/** Both finder routes: the search, or one organisation when the URL names an EIN. */
export function FinderPage({ route }: RemotePageProps) {
  const { ein } = useParams();
  return ein ? <OrganizationView ein={ein} pageTitle={route.title} /> : <SearchView pageTitle={route.title} />;
}
