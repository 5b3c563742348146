import { DemoBadge, ExternalLink, usePageTitle, NotesBox } from '@x4i/shared';
import { useResearchPage } from '../hooks/research-page';
import { RESEARCH_PAGES, type ResearchPageResponse, type ResearchPageSection, type ResearchPageSlug } from '@x4i/shared/contracts';
import { Link } from '@x4i/shared/router';
import { styled } from 'styled-components';
import { NotCoveredNotes } from '../../kit/components/not-covered-notes';
import { ReportPage } from '../../kit/components/report-page';
import { SectionView } from '../../kit/components/section-view';

const Intro = styled.div`
  margin: 0 0 24px;

  p {
    max-width: 72ch;
    margin: 0 0 12px;
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9375rem;
`;

const Note = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  max-width: 72ch;
  margin: 0 0 16px;

  p {
    margin: 0;
  }
`;

/** 'November 25, 2026 at 2:30 PM UTC': the same on the server and in every browser. */
export const readAtText = (iso: string) =>
  `${new Date(iso).toLocaleString('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' })} UTC`;

function SectionNotes({ section }: { section: ResearchPageSection }) {
  if (!section.demo && !section.action) return null;
  return (
    <Note>
      {section.demo && (
        <p>
          <DemoBadge /> {section.demo.note}
        </p>
      )}
      {section.action && (
        <p>
          <strong>What to do with it:</strong> {section.action.text} <Link to={section.action.path}>{section.action.label}</Link>
        </p>
      )}
    </Note>
  );
}

function ResearchBody({ data }: { data: ResearchPageResponse }) {
  return (
    <div>
      <Intro>
        {data.intro.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <Muted>The directory&rsquo;s figures were counted on {readAtText(data.generatedAt)}.</Muted>
      </Intro>
      {data.sections.map((section) => (
        <SectionView key={section.id} section={section} fileStem={data.page} aside={<SectionNotes section={section} />} />
      ))}
      <NotCoveredNotes items={data.notCovered} />
      <NotesBox aria-labelledby="sources-heading">
        <h2 id="sources-heading">Sources</h2>
        <ul>
          {data.sources.map((source) => (
            <li key={`${source.name}|${source.year}`}>
              {source.url.startsWith('/') ? <Link to={source.url}>{source.name}</Link> : <ExternalLink href={source.url}>{source.name}</ExternalLink>} (
              {source.year}). <Link to={source.aboutPath}>About this data</Link>
            </li>
          ))}
        </ul>
      </NotesBox>
    </div>
  );
}

/**
 * A research page (SPEC 2.1 '/social-innovator-market-pulse', '/nonprofits-software-spending-in-the-us',
 * '/lilac-zero-lead-gen-strategy'): one call, and the page is whatever it answers: the intro, the sections with
 * their charts, tables, CSV and sources, what the page does not measure, and the sources once more.
 */
export function ResearchPage({ page }: { page: ResearchPageSlug }) {
  const result = useResearchPage(page);
  const title = RESEARCH_PAGES.find((entry) => entry.page === page)!.title;
  usePageTitle(title);
  return (
    <ReportPage title={title} back={{ to: '/research-tools-and-reports', label: 'Research tools and reports' }} result={result} loadingLabel="Loading the report">
      {(data) => <ResearchBody data={data} />}
    </ReportPage>
  );
}

export const MarketPulsePage = () => <ResearchPage page="social-innovator-market-pulse" />;
export const SoftwareSpendingPage = () => <ResearchPage page="nonprofits-software-spending-in-the-us" />;
export const LeadGenStrategyPage = () => <ResearchPage page="lilac-zero-lead-gen-strategy" />;
