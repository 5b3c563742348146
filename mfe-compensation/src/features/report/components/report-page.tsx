import { PageContainer, PageHeading, Spinner, usePageTitle, useResumedAction } from '@x4i/shared';
import { COMPENSATION_ACCESS_ACTION } from '@x4i/shared/domain';
import { type RemotePageProps } from '@x4i/shared/contracts';
import { Navigate, useParams } from '@x4i/shared/router';
import { styled } from 'styled-components';
import { compensationPaths } from '../../../paths';
import { useCompensationAccess } from '../../access/hooks/use-compensation-access';
import { isKnownTabSlug } from '../domain/report-state';
import { CompensationReport } from './compensation-report';
import { ReportLanding } from './report-landing';

const TITLE = 'Nonprofit Compensation Report';

const Lead = styled.p`
  max-width: 72ch;
  margin: 0 0 24px;
`;

const noop = () => {};

/**
 * /nonprofit-compensation-report and /nonprofit-compensation-report/:slug (SPEC 2.2, 4). An unknown slug goes to
 * orientation; without access a tab goes to the landing, which says what the report offers and the way in; with
 * access the landing shows the default tab and each tab route its tab.
 */
export function ReportPage({ route }: Partial<RemotePageProps>) {
  usePageTitle(route?.title ?? TITLE);
  const { slug } = useParams();
  const access = useCompensationAccess();
  // Signed in from the report's gate: the landing itself is the way in, so the resumed action needs nothing more.
  useResumedAction(COMPENSATION_ACCESS_ACTION, noop, access.status !== 'loading');

  if (slug !== undefined && !isKnownTabSlug(slug)) return <Navigate to={compensationPaths.reportTab('orientation')} replace />;
  if (slug !== undefined && access.status !== 'loading' && access.status !== 'access') return <Navigate to={compensationPaths.reportLanding} replace />;

  return (
    <PageContainer>
      <PageHeading>{TITLE}</PageHeading>
      <Lead>
        What nonprofits pay, by job title, size, region and field, from the compensation they report to the IRS on Form 990.
      </Lead>
      {access.status === 'loading' && <Spinner label="Checking your access" />}
      {access.status === 'access' && <CompensationReport routeSlug={slug ?? null} />}
      {access.status !== 'loading' && access.status !== 'access' && <ReportLanding access={access} />}
    </PageContainer>
  );
}
