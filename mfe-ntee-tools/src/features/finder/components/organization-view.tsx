import { PageContainer, PageHeading, Spinner, isApiError, usePageTitle } from '@x4i/shared';
import { useNonprofitDetails } from '../hooks/nonprofit-details';
import { INVALID_EIN_MESSAGE, formatEin } from '@x4i/shared/domain';
import { useLocation } from '@x4i/shared/router';
import { styled } from 'styled-components';
import { finderPath } from '../domain/finder-paths';
import { BackLink } from './back-link';
import { LoadError } from '../../kit/load-error';
import { OrganizationDetails } from './organization-details';
import { WatchControl } from './watch-control';

const Subtitle = styled.p`
  margin: -4px 0 32px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface OrganizationViewProps {
  ein: string;
  pageTitle: string;
}

/** /nonprofit-ntee-code-finder/:ein: one organisation and its NTEE code. */
export function OrganizationView({ ein, pageTitle }: OrganizationViewProps) {
  const { data, error, mutate } = useNonprofitDetails(ein);
  const searchedFor = (useLocation().state as { q?: string } | null)?.q;
  const notFound = isApiError(error) && error.status === 404;
  const invalid = isApiError(error) && error.status === 400;
  const shownEin = formatEin(ein);
  usePageTitle(data?.name ?? (notFound ? `EIN ${shownEin} not found` : pageTitle));

  const back = (
    <BackLink to={finderPath(searchedFor)}>{searchedFor ? 'Back to the search results' : 'Back to the NTEE Code Finder'}</BackLink>
  );

  if (notFound || invalid) {
    return (
      <PageContainer>
        {back}
        <PageHeading>{notFound ? `EIN ${shownEin} not found` : 'This is not a valid EIN'}</PageHeading>
        <p>
          {notFound
            ? 'No organization with this EIN is in the IRS exempt-organization files this site has imported. Check the number, or search by name.'
            : INVALID_EIN_MESSAGE}
        </p>
      </PageContainer>
    );
  }

  return (
    <PageContainer>
      {back}
      {data ? (
        <>
          <PageHeading>{data.name}</PageHeading>
          <Subtitle>
            EIN {formatEin(data.ein)}
            {data.city && ` · ${[data.city, data.state].filter(Boolean).join(', ')}`}
          </Subtitle>
          <WatchControl ein={data.ein} name={data.name} />
          <OrganizationDetails details={data} headingLevel={2} />
        </>
      ) : (
        <>
          <PageHeading>{pageTitle}</PageHeading>
          {error ? <LoadError error={error} onRetry={() => void mutate()} /> : <Spinner label="Loading the organization" />}
        </>
      )}
    </PageContainer>
  );
}
