import { NotFoundMessage, usePageTitle } from '@x4i/shared';
import { useSdgReport } from '../hooks/sdg-report';
import { type UnSdgEntry } from '@x4i/shared/domain';
import { type SdgReportResponse } from '@x4i/shared/contracts';
import { useParams, useSearchParams } from '@x4i/shared/router';
import { ReportIntro } from '../../kit/components/report-intro';
import { NotCoveredNotes } from '../../kit/components/not-covered-notes';
import { ReportPage } from '../../kit/components/report-page';
import { placeName, SectionView } from '../../kit/components/section-view';
import { StateSelector } from '../../kit/components/state-selector';
import { goalOf, stateOf } from '../../../route-location';
import { TopNonprofits } from './top-nonprofits';

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

  return (
    <ReportPage
      title={goal.label}
      back={{ to: '/sdg', label: 'All 17 goals' }}
      kicker={goal.shorthand}
      subtitle={goal.tip}
      accent={goal.color}
      lead={<StateSelector selected={state} onChange={select} />}
      result={report}
      loadingLabel="Loading the report"
    >
      {(data) => <ReportBody data={data} goal={goal} busy={data.state !== state} />}
    </ReportPage>
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
