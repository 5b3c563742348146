import { NotFoundMessage, PageContainer, usePageTitle, useSdgReport } from '@x4i/shared';
import { type UnSdgEntry } from '@x4i/shared/domain';
import { type SdgReportResponse } from '@x4i/shared/contracts';
import { Link, useParams, useSearchParams } from '@x4i/shared/router';
import { styled } from 'styled-components';
import { ReportIntro } from '../../report-kit/components/report-intro';
import { NotCoveredNotes } from '../../report-kit/components/not-covered-notes';
import { ReportLoading } from '../../report-kit/components/report-loading';
import { placeName, SectionView } from '../../report-kit/components/section-view';
import { SaveAsPdfRow } from '../../report-kit/components/save-as-pdf';
import { StateSelector } from '../../report-kit/components/state-selector';
import { goalOf, stateOf } from '../../../route-location';
import { TopNonprofits } from './top-nonprofits';

const Band = styled.header<{ $color: string }>`
  margin: 0 0 24px;
  padding: 16px 0 0;
  border-top: 8px solid ${({ $color }) => $color};

  p {
    margin: 0;
  }

  h1 {
    margin: 4px 0 12px;
    color: ${({ theme }) => theme.colors.secondary};
    font-size: 2rem;
    line-height: 1.2;
  }
`;

/**
 * /sdg/:goal: one goal's report for the nation or the selected state (SPEC 2.1 'SDG report pages'). The data is
 * one call, chosen by `sdgReportRequest`: the dedicated report of goals 1, 2, 8, 9, 12 and 17, else the
 * spec-driven one.
 */
export function SdgReportPage() {
  const { goal: slug } = useParams();
  const goal = goalOf(slug);
  if (!goal) return <NotFoundMessage />;
  return <GoalReport goal={goal} />;
}

function GoalReport({ goal }: { goal: UnSdgEntry }) {
  const [params, setParams] = useSearchParams();
  const state = stateOf(params);
  const report = useSdgReport(goal, state);
  usePageTitle(`${goal.shorthand}: ${goal.label}${state ? ` in ${placeName(state)}` : ''}`);
  // SPEC 2.1: selecting a state reloads the page for it; the query is replaced, so Back leaves the report.
  const select = (code: string | null) => setParams(code ? { state: code } : {}, { replace: true });

  let body;
  if (!report.data) {
    const error = report.error;
    body = <ReportLoading error={error} onRetry={() => void report.mutate()} label="Loading the report" />;
  } else {
    body = <ReportBody data={report.data} goal={goal} busy={report.data.state !== state} />;
  }

  return (
    <PageContainer>
      <p>
        <Link to="/sdg">All 17 goals</Link>
      </p>
      <Band $color={goal.color}>
        <p>{goal.shorthand}</p>
        <h1>{goal.label}</h1>
        <p>{goal.tip}</p>
      </Band>
      <SaveAsPdfRow />
      <StateSelector selected={state} onChange={select} />
      {body}
    </PageContainer>
  );
}

function ReportBody({ data, goal, busy }: { data: SdgReportResponse; goal: UnSdgEntry; busy: boolean }) {
  const place = placeName(data.state);
  const fileStem = `${goal.uri}-${(data.state ?? 'us').toLowerCase()}`;
  return (
    <div aria-busy={busy || undefined}>
      <ReportIntro>{data.intro}</ReportIntro>
      {data.sections.map((section) => (
        <SectionView key={section.id} section={section} fileStem={fileStem} />
      ))}
      <TopNonprofits key={data.state ?? 'US'} firstPage={data.topNonprofits} state={data.state} unsdg={goal.value} placeName={place} />
      <NotCoveredNotes items={data.notCovered} />
    </div>
  );
}
