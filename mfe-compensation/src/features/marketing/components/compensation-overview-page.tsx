import { PageContainer, PageHeading, usePageTitle } from '@x4i/shared';
import { type RemotePageProps } from '@x4i/shared/contracts';
import { Link } from '@x4i/shared/router';
import { styled } from 'styled-components';
import { compensationPaths } from '../../../paths';
import { AccessCard } from '../../access/components/access-card';
import { DatasetsList } from '../../kit/components/datasets-list';
import { useCompensationMarketing } from '../hooks/use-compensation-marketing';
import { ByIncomeBucket, OverallPay, TeaserGenderGap, TeaserLoading } from './marketing-teaser';
import { MarketingSection } from './marketing-section';

const TITLE = 'Nonprofit Compensation';

const Lead = styled.p`
  max-width: 72ch;
  font-size: 1.125rem;
`;

/** /nonprofit-compensation: what the report is, for whom, the data behind it, real headline figures, and the way in. */
export function CompensationOverviewPage({ route }: Partial<RemotePageProps>) {
  usePageTitle(route?.title ?? TITLE);
  const marketing = useCompensationMarketing(null);
  const data = marketing.data?.data;

  return (
    <PageContainer>
      <PageHeading>{TITLE}</PageHeading>
      <Lead>
        What do nonprofits pay their leaders? The nonprofit compensation report answers from the pay organizations report to the IRS on Form
        990: by job title, organization size, region and field of work, with the gender gap and a salary calculator for your own organization.
      </Lead>

      <MarketingSection aria-labelledby="who-heading">
        <h2 id="who-heading">Who it is for</h2>
        <p>
          Boards setting a chief executive’s pay, leaders planning salaries and budgets, and anyone who needs to show that a nonprofit’s pay is
          reasonable beside its peers. Every figure says how many filings stand behind it, and a group of fewer than 5 filings is not shown.
        </p>
      </MarketingSection>

      {/* Before the figures, which arrive later: what is already on screen stays where it is. */}
      <MarketingSection aria-labelledby="data-heading">
        <h2 id="data-heading">The data behind it</h2>
        <DatasetsList />
      </MarketingSection>

      <MarketingSection aria-labelledby="headline-heading">
        <h2 id="headline-heading">Headline figures{data ? `: ${data.title}` : ''}</h2>
        {data ? (
          <>
            <OverallPay data={data} />
            <ByIncomeBucket data={data} />
            <TeaserGenderGap data={data} />
            <p>
              <Link to={compensationPaths.inTheUs}>Look up another job title</Link>
            </p>
          </>
        ) : (
          <TeaserLoading error={marketing.error} onRetry={() => void marketing.mutate()} />
        )}
      </MarketingSection>

      <AccessCard />
    </PageContainer>
  );
}
