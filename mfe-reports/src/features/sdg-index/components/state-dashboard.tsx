import { UN_SDG_GOALS } from '@x4i/shared/domain';
import { type SdgIndexEdition, type SdgIndexIndicator, type SdgIndexResponse } from '@x4i/shared/contracts';
import { formatScore, movementText, trendText } from '../domain/index-text';
import { RatingBadge } from './rating-badge';
import { Section, Table, TableScroller } from '../../kit/components/report-table';

type Dashboard = NonNullable<SdgIndexResponse['dashboard']>;

/** One state's traffic-light dashboard: per goal its score, then each indicator as published with its score. */
export function StateDashboard({
  dashboard,
  indicators,
  rankedStates,
  editions,
}: {
  dashboard: Dashboard;
  indicators: readonly SdgIndexIndicator[];
  rankedStates: number;
  editions?: readonly SdgIndexEdition[];
}) {
  const byId = new Map(indicators.map((indicator) => [indicator.id, indicator]));
  const baselineLabel = editions?.find((edition) => edition.id === 'sdsn-2018-recomputed')?.label ?? 'SDSN 2018 edition, recomputed';
  const goals = [...new Set(dashboard.indicators.map((item) => item.goal))].sort((a, b) => a - b);
  return (
    <Section aria-labelledby="dashboard-heading">
      <h2 id="dashboard-heading">
        {dashboard.stateName}: {dashboard.rank === null ? 'not ranked' : `rank ${dashboard.rank} of ${rankedStates}`}, index {formatScore(dashboard.index)}
      </h2>
      {dashboard.note && <p>{dashboard.note}</p>}
      {dashboard.baseline && dashboard.movement && dashboard.baseline.rank !== null && (
        <section aria-labelledby="dashboard-editions-heading">
          <h3 id="dashboard-editions-heading">
            {baselineLabel}: rank {dashboard.baseline.rank}, index {formatScore(dashboard.baseline.index)}
          </h3>
          <p>
            Why it moved from the {baselineLabel} to the updated edition, whose rank and index are above:
          </p>
          <ul aria-label={`Why ${dashboard.stateName} moved`}>
            {movementText(dashboard).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
      )}
      {goals.map((goal) => {
        const items = dashboard.indicators.filter((item) => item.goal === goal);
        const goalEntry = UN_SDG_GOALS.find((entry) => entry.position === goal);
        return (
          <TableScroller key={goal} tabIndex={0} role="region" aria-label={`Goal ${goal} indicators`}>
            <h3>
              Goal {goal}: {goalEntry?.label}
            </h3>
            <Table>
              <caption>
                Goal {goal} indicators for {dashboard.stateName}
              </caption>
              <thead>
                <tr>
                  <th scope="col">Indicator</th>
                  <th scope="col" className="number">
                    Value
                  </th>
                  <th scope="col">Source and year</th>
                  <th scope="col" className="number">
                    Score
                  </th>
                  <th scope="col">Rating</th>
                  <th scope="col">Trend</th>
                </tr>
              </thead>
              <tbody>
                {items.map((item) => {
                  const indicator = byId.get(item.indicator);
                  return (
                    <tr key={item.indicator}>
                      <th scope="row">
                        {indicator?.name ?? item.indicator}
                        <br />
                        <small>{indicator?.direction === 'descending' ? 'Lower is better' : 'Higher is better'}</small>
                        {indicator?.replaces && (
                          <>
                            <br />
                            <small>Newer data: {indicator.replaces}</small>
                          </>
                        )}
                      </th>
                      <td className="number">
                        {item.published === 'NA' ? 'Not available' : item.published} <small>{indicator?.units}</small>
                      </td>
                      <td>
                        {indicator?.source}, {indicator?.dataYear}
                      </td>
                      <td className="number">{formatScore(item.score)}</td>
                      <td>
                        <RatingBadge rating={item.rating} short />
                      </td>
                      <td>{item.trend ? trendText(item.trend, indicator?.units ?? '') : 'No series'}</td>
                    </tr>
                  );
                })}
              </tbody>
            </Table>
          </TableScroller>
        );
      })}
    </Section>
  );
}
