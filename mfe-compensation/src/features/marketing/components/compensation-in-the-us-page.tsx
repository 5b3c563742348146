import { PageContainer, PageHeading, SelectField, usePageTitle } from '@x4i/shared';
import { type RemotePageProps } from '@x4i/shared/contracts';
import { useSearchParams } from '@x4i/shared/router';
import { styled } from 'styled-components';
import { AccessCard } from '../../access/components/access-card';
import { useCompensationMarketing } from '../hooks/use-compensation-marketing';
import { jobTitleOf } from '../domain/job-title-param';
import { ByIncomeBucket, OverallPay, TeaserGenderGap, TeaserLoading } from './marketing-teaser';
import { MarketingSection } from './marketing-section';

const TITLE = 'Nonprofit Compensation in the US';

const Intro = styled.p`
  max-width: 72ch;
`;

const Picker = styled.div`
  max-width: 480px;
  margin: 0 0 24px;
`;

const Synonyms = styled.p`
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** /nonprofit-compensation-in-the-us: pick a job title (?jobTitle=) and see what nonprofits pay it. */
export function CompensationInTheUsPage({ route }: Partial<RemotePageProps>) {
  usePageTitle(route?.title ?? TITLE);
  const [params, setParams] = useSearchParams();
  const jobTitle = jobTitleOf(params);
  const marketing = useCompensationMarketing(jobTitle);
  const answer = marketing.data;
  const chosen = answer?.data.title ?? jobTitle ?? '';
  const synonyms = answer?.jobTitleSynonyms[chosen] ?? [];
  // A choice replaces the query, so Back leaves the page rather than stepping through titles.
  const choose = (title: string) => setParams(title ? { jobTitle: title } : {}, { replace: true });

  return (
    <PageContainer>
      <PageHeading>{TITLE}</PageHeading>
      <Intro>
        What US nonprofits pay by job title, from the compensation they report to the IRS on Form 990. Choose a title to see its pay range,
        how it changes with the organization’s size, and the gap between women and men where it is known.
      </Intro>

      <Picker>
        <SelectField label="Job title" value={chosen} onChange={(event) => choose(event.target.value)} disabled={!answer}>
          {!answer && <option value={chosen}>{chosen || 'Loading titles…'}</option>}
          {answer?.jobTitles.map((title) => (
            <option key={title} value={title}>
              {title}
            </option>
          ))}
        </SelectField>
      </Picker>

      <MarketingSection aria-labelledby="teaser-heading" aria-busy={marketing.isValidating || undefined}>
        <h2 id="teaser-heading">{answer ? `Pay of ${answer.data.title}` : 'Pay by job title'}</h2>
        {answer ? (
          <>
            {/* Here rather than under the picker: it arrives with the figures and moves nothing already shown. */}
            {synonyms.length > 0 && <Synonyms>Also counts: {synonyms.join(', ')}</Synonyms>}
            <OverallPay data={answer.data} />
            <ByIncomeBucket data={answer.data} />
            <TeaserGenderGap data={answer.data} />
          </>
        ) : (
          <TeaserLoading error={marketing.error} onRetry={() => void marketing.mutate()} />
        )}
      </MarketingSection>

      {/* With the figures, not before them: the figures would push it down the screen as they arrive. */}
      {(answer || marketing.error) && <AccessCard />}
    </PageContainer>
  );
}
