import { PageContainer, PageHeading } from '@x4i/shared';
import { Link } from '@x4i/shared/router';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { ReportLoading } from './report-loading';
import { SaveAsPdfRow } from './save-as-pdf';

/** The page's heading block; a goal's report draws its colour as a band above (SPEC 2.1). */
const Header = styled.header<{ $accent?: string }>`
  margin: 0 0 8px;
  ${({ $accent }) => ($accent ? `padding: 16px 0 0; border-top: 8px solid ${$accent};` : '')}

  p {
    max-width: 72ch;
    margin: 0 0 8px;
  }

  h1 {
    margin: 4px 0 12px;
  }
`;

/** What a report page shows of its data while it loads: its answer, its failure with a retry, or a spinner. */
export interface ReportResult<T> {
  data?: T;
  error?: unknown;
  mutate(): unknown;
}

interface ReportPageProps<T> {
  title: ReactNode;
  /** The way back up, above the heading: the catalog or the goals. */
  back?: { to: string; label: string };
  /** A line above the title ('Goal 1') and one under it, where the page has them. */
  kicker?: ReactNode;
  subtitle?: ReactNode;
  /** The goal's colour, drawn as a band above the heading. */
  accent?: string;
  /** What comes before the data and does not wait for it: the intro, the state selector, the pickers. */
  lead?: ReactNode;
  result: ReportResult<T>;
  /** The spinner's label: 'Loading the report'. */
  loadingLabel: string;
  children(data: T): ReactNode;
  /** What follows the data on every state of the page (links to the other landscapes). */
  after?: ReactNode;
}

/**
 * The one shell of a report page: the heading, Save as PDF, what needs no data, then the data or its loading and
 * failure states. Every report page is this shell around its own body, so they look and behave alike.
 */
export function ReportPage<T>({ title, back, kicker, subtitle, accent, lead, result, loadingLabel, children, after }: ReportPageProps<T>) {
  return (
    <PageContainer>
      {back && (
        <p>
          <Link to={back.to}>{back.label}</Link>
        </p>
      )}
      <Header $accent={accent}>
        {kicker && <p>{kicker}</p>}
        <PageHeading>{title}</PageHeading>
        {subtitle && <p>{subtitle}</p>}
      </Header>
      <SaveAsPdfRow />
      {lead}
      {result.data !== undefined ? children(result.data) : <ReportLoading error={result.error} onRetry={() => void result.mutate()} label={loadingLabel} />}
      {after}
    </PageContainer>
  );
}
