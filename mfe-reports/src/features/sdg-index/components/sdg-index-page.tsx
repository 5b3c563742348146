import { ExternalLink, usePageTitle, KeyFigures } from '@x4i/shared';
import { useSdgIndex } from '../hooks/sdg-index';
import { formatCount, formatCurrency, UN_SDG_GOALS, US_STATES } from '@x4i/shared/domain';
import { type SdgIndexEdition, type SdgIndexResponse } from '@x4i/shared/contracts';
import { useSearchParams } from '@x4i/shared/router';
import { styled } from 'styled-components';
import { ReportPage } from '../../kit/components/report-page';
import { formatScore, thresholdText } from '../domain/index-text';
import { RankingTable } from './ranking-table';
import { StateDashboard } from './state-dashboard';
import { StateSelector } from '../../kit/components/state-selector';
import { stateOf } from '../../../route-location';
import { Section } from '../../kit/components/report-table';

const TITLE = 'State Sustainability Index';

const Credit = styled.aside`
  margin: 0 0 24px;
  padding: 12px 16px;
  border-left: 4px solid ${({ theme }) => theme.colors.secondary};
  background: ${({ theme }) => theme.colors.surface};

  p {
    margin: 4px 0;
  }
`;

/**
 * The state sustainability index (SPEC 2.1 '/sdg-index'): benchmarks, the state ranking, the selected state's
 * dashboard, and its organisation figures, from the SDSN USA 2018 indicators and the imported IRS files.
 */
export function SdgIndexPage() {
  usePageTitle(TITLE);
  const [params, setParams] = useSearchParams();
  const state = stateOf(params);
  const index = useSdgIndex(state);

  // Loading a state replaces the URL query (SPEC 2.1): Back leaves the page instead of stepping through states.
  const selectState = (code: string) => setParams(code ? { state: code } : {}, { replace: true });

  return (
    <ReportPage
      title={TITLE}
      subtitle={
        <>
          How each state stands on the UN Sustainable Development Goals, from the state indicators of the SDSN&rsquo;s 2018
          report: each indicator is scored from 0 (the worst states) to 100 (the best), goals average their indicators,
          and the index averages the goals.
        </>
      }
      lead={<StateSelector selected={state} onChange={(code) => selectState(code ?? '')} />}
      result={index}
      loadingLabel="Loading the index"
    >
      {(data) => <IndexBody data={data} selected={state} />}
    </ReportPage>
  );
}

function IndexBody({ data, selected }: { data: SdgIndexResponse; selected: string | null }) {
  const stale = data.state !== selected;
  const { benchmarks } = data;
  return (
    <div aria-busy={stale || undefined}>
      <Credit aria-label="Source">
        <p>
          {data.source.credit} Data years {data.source.dataYears}.{' '}
          <ExternalLink href={data.source.url}>The source data</ExternalLink>
        </p>
        <p>{data.source.disclaimer}</p>
      </Credit>

      <Section aria-labelledby="benchmarks-heading">
        <h2 id="benchmarks-heading">Benchmarks</h2>
        <KeyFigures>
          <div>
            <dt>Best state</dt>
            <dd>
              {US_STATES.find((item) => item.code === benchmarks.best.state)?.name} ({formatScore(benchmarks.best.index)})
            </dd>
          </div>
          <div>
            <dt>Average index of {benchmarks.rankedStates} states</dt>
            <dd>{formatScore(benchmarks.averageIndex)}</dd>
          </div>
          <div>
            <dt>Median index</dt>
            <dd>{formatScore(benchmarks.medianIndex)}</dd>
          </div>
        </KeyFigures>
      </Section>

      {data.dashboard && <OrganizationFigures data={data} />}
      {data.dashboard && <StateDashboard dashboard={data.dashboard} indicators={data.indicators} rankedStates={benchmarks.rankedStates} editions={data.editions} />}
      <RankingTable rows={data.stateRanking} selected={data.state} source={data.source} editions={data.editions} indicators={data.indicators} />

      <Section aria-labelledby="method-heading">
        <h2 id="method-heading">How the index is computed</h2>
        <p>
          Each indicator is rescaled to 0–100 between a worst bound, the {data.method.worstPercentile}th percentile of the
          states (or the {100 - data.method.worstPercentile}th where lower is better), and a best bound, the average of the{' '}
          {data.method.topPerformers} best states. Values beyond a bound score 0 or 100. A goal&rsquo;s score is the mean of
          its indicators with a value; the index is the mean of the goal scores. Missing values are left out, never counted
          as zero. This follows the method of the {data.source.name}; the index is computed here, not copied.
        </p>
        <p>
          The SDSN&rsquo;s method takes the best bound from a technical optimum where the report sets one, and from the
          best states otherwise. The report&rsquo;s published data carries no optima, so this product uses the average of
          the {data.method.topPerformers} best states for every indicator: where the report&rsquo;s optimum lies beyond
          the best states, its scores are lower than the ones here, and ranks can differ.
        </p>
        {data.editions && data.editions.length > 1 && <EditionsNote editions={data.editions} />}
        <p>The ratings read a score (0–100) with these thresholds, set by this product:</p>
        <ul>
          {thresholdText(data.method.thresholds).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p>
          Where a newer federal file in this product measures the same thing as an SDSN indicator, its values replace
          the SDSN&rsquo;s, and the dashboard says so under the indicator:{' '}
          {data.indicators
            .filter((indicator) => indicator.replaces)
            .map((indicator) => `${indicator.name} (${indicator.source}, ${indicator.dataYear})`)
            .join('; ')}
          . The trend compares the latest period with the one before where the newer file has a series; a change counts
          only when it is larger than the combined margin of error of the two estimates, otherwise it reads &ldquo;No
          clear change&rdquo;.
        </p>
        {data.method.references && data.method.references.length > 0 && (
          <>
            <p>The method is described in:</p>
            <ul>
              {data.method.references.map((reference) => (
                <li key={reference.url}>
                  <ExternalLink href={reference.url}>{reference.title}</ExternalLink>
                </li>
              ))}
            </ul>
          </>
        )}
        <p>
          Goals covered: {benchmarks.goals.map((goal) => UN_SDG_GOALS.find((entry) => entry.position === goal.goal)?.label ?? goal.goal).join(', ')}. Goal 14 (life
          below water) has no state indicator.
        </p>
      </Section>
    </div>
  );
}

/** The two editions, as the answer describes them, and how a move between them is explained. */
function EditionsNote({ editions }: { editions: readonly SdgIndexEdition[] }) {
  return (
    <>
      <h3>Two editions</h3>
      <dl>
        {editions.map((edition) => (
          <div key={edition.id}>
            <dt>{edition.label}</dt>
            <dd>{edition.description}</dd>
          </div>
        ))}
      </dl>
      <p>
        The rank and index shown elsewhere on this page are the updated edition&rsquo;s. The ranking gives each state&rsquo;s
        rank in both editions, and &ldquo;Why it moved&rdquo; names the replaced indicators that changed its scores: its
        value in each edition, its score, and the points of the goal and of the index it moved, largest first. A goal&rsquo;s
        change counts in the index divided by the number of goals. A replaced indicator changes every state&rsquo;s score
        on it, not only through the state&rsquo;s own value, because its bounds come from all the states&rsquo; values; and a
        state whose own scores did not change can still move when other states pass it.
      </p>
    </>
  );
}

function OrganizationFigures({ data }: { data: SdgIndexResponse }) {
  const name = data.dashboard!.stateName;
  if (data.orgCount === null || !data.orgMetrics) {
    return (
      <Section aria-labelledby="orgs-heading">
        <h2 id="orgs-heading">Organizations in {name}</h2>
        <p>The IRS files imported into this product do not include {name}, so its organizations are not counted here.</p>
      </Section>
    );
  }
  const { metrics, coverage } = data.orgMetrics;
  const file = coverage.files.find((item) => item.region === data.state);
  return (
    <Section aria-labelledby="orgs-heading">
      <h2 id="orgs-heading">Organizations in {name}</h2>
      <KeyFigures>
        <div>
          <dt>Tax-exempt organizations</dt>
          <dd>{formatCount(data.orgCount)}</dd>
        </div>
        <div>
          <dt>Their total income</dt>
          <dd>{formatCurrency(metrics.totalIncome)}</dd>
        </div>
        <div>
          <dt>Their total assets</dt>
          <dd>{formatCurrency(metrics.totalAssets)}</dd>
        </div>
      </KeyFigures>
      <p>
        Source: IRS Exempt Organizations Business Master File
        {file ? `, file of ${file.snapshotDate}` : ''}. <ExternalLink href={coverage.sourceUrl}>About the IRS data</ExternalLink>
      </p>
    </Section>
  );
}
