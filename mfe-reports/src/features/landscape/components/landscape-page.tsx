import { NotFoundMessage, usePageTitle } from '@x4i/shared';
import { useLandscape } from '../hooks/landscape';
import { findLandscape, LANDSCAPES, landscapePath, type LandscapeDefinition } from '@x4i/shared/domain';
import { type LandscapeResponse } from '@x4i/shared/contracts';
import { Link, useParams, useSearchParams } from '@x4i/shared/router';
import { styled } from 'styled-components';
import { ReportIntro } from '../../kit/components/report-intro';
import { NotCoveredNotes } from '../../kit/components/not-covered-notes';
import { ReportPage } from '../../kit/components/report-page';
import { landscapeChoiceOf } from '../../../route-location';
import { SectionView } from '../../kit/components/section-view';
import { StateSelector } from '../../kit/components/state-selector';
import { LandscapePickers } from './landscape-pickers';

const Note = styled.p`
  max-width: 72ch;
  margin: 0 0 24px;
  padding: 12px 16px;
  border-left: 4px solid ${({ theme }) => theme.colors.secondary};
  background: ${({ theme }) => theme.colors.surface};
`;

/** /nonprofit-landscape/:landscape: a landscape named in the path. */
export function NamedLandscapePage() {
  const { landscape: slug } = useParams();
  const landscape = findLandscape(slug);
  // The SPEC's views have their own routes; under this path they are not found, so each page has one address.
  if (!landscape || landscape.path) return <NotFoundMessage />;
  return <LandscapePage landscape={landscape} />;
}

/** One page for every landscape definition (SPEC 2.1 'Other landscapes'): the place, group or goal read from the query. */
export function LandscapePage({ landscape }: { landscape: LandscapeDefinition }) {
  const [params, setParams] = useSearchParams();
  const choice = landscapeChoiceOf(landscape, params);
  const report = useLandscape(choice);
  const data = report.data?.landscape === landscape.slug ? report.data : undefined;
  usePageTitle(data ? `${data.title}: ${data.placeName}` : landscape.title);

  // Each choice replaces the query (as the SDG reports do), so Back leaves the report; a new state drops the county.
  const update = (change: { state?: string | null; county?: string | null; group?: string | null; goal?: number | null }) => {
    const next = { ...choice, ...change };
    if (change.state !== undefined && change.state !== choice.state) next.county = null;
    const query: Record<string, string> = {};
    if (next.group) query.group = next.group;
    if (next.goal) query.goal = String(next.goal);
    if (next.state) query.state = next.state;
    if (next.state && next.county) query.county = next.county;
    setParams(query, { replace: true });
  };

  return (
    <ReportPage
      title={data?.title ?? landscape.title}
      back={{ to: '/research-tools-and-reports', label: 'Research tools and reports' }}
      lead={
        <>
          <ReportIntro>{landscape.summary}</ReportIntro>
          {landscape.place.kind === 'chosen' && <StateSelector selected={choice.state ?? null} onChange={(state) => update({ state })} />}
          <LandscapePickers
            landscape={landscape}
            state={choice.state ?? null}
            county={choice.county ?? null}
            group={choice.group ?? null}
            goal={data?.goal ?? choice.goal ?? null}
            counties={data?.counties ?? []}
            onChange={update}
          />
        </>
      }
      result={{ data, error: report.error, mutate: report.mutate }}
      loadingLabel="Loading the report"
      after={<MoreLandscapes current={landscape.slug} />}
    >
      {(answer) => <LandscapeBody data={answer} busy={report.isValidating} />}
    </ReportPage>
  );
}

const More = styled.nav`
  margin: 40px 0 0;

  ul {
    columns: 2 260px;
    padding-left: 20px;
  }
`;

/** The other landscapes, so that a reader can move between them without going back to the catalog. */
function MoreLandscapes({ current }: { current: string }) {
  return (
    <More aria-labelledby="more-landscapes-heading" data-print="hide">
      <h2 id="more-landscapes-heading">More landscapes</h2>
      <ul>
        {LANDSCAPES.filter((entry) => entry.slug !== current).map((entry) => (
          <li key={entry.slug}>
            <Link to={landscapePath(entry)}>{entry.title}</Link>
          </li>
        ))}
      </ul>
    </More>
  );
}

function LandscapeBody({ data, busy }: { data: LandscapeResponse; busy: boolean }) {
  const fileStem = [data.landscape, data.group, data.goal ? `goal-${data.goal}` : null, data.county?.fips ?? data.state ?? 'us']
    .filter(Boolean)
    .join('-')
    .toLowerCase();
  return (
    <div aria-busy={busy || undefined}>
      <ReportIntro>
        Figures for <strong>{data.placeName}</strong>.
      </ReportIntro>
      {data.coverageNote && <Note role="note">{data.coverageNote}</Note>}
      {data.sections.map((section) => (
        <SectionView key={section.id} section={section} fileStem={fileStem} />
      ))}
      <NotCoveredNotes items={data.notCovered} />
    </div>
  );
}

/** The SPEC's views, each a landscape of its own. */
const view = (slug: string) =>
  function View() {
    return <LandscapePage landscape={findLandscape(slug)!} />;
  };

export const NonprofitLandscapePage = view('nonprofit-landscape');
export const VerticalLandscapePage = view('vertical-landscape');
export const StateGuidePage = view('state-guide');
export const SdgPartnershipsPage = view('sdg-partnerships');
