import { TableDownloads } from '@x4i/shared';
import { rating } from '@x4i/shared/domain';
import { type SdgIndexSource, type SdgIndexStateRank } from '@x4i/shared/contracts';
import { Link } from '@x4i/shared/router';
import { styled } from 'styled-components';
import { formatScore, rankingTable } from '../domain/index-text';
import { RatingBadge } from './rating-badge';
import { Section, Table, TableScroller } from '../../report-kit/components/report-table';

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  margin: 0 0 8px;
`;

/** Every state by rank (SPEC 2.1 'state ranking'); a state's name opens its dashboard. */
export function RankingTable({ rows, selected, source }: { rows: readonly SdgIndexStateRank[]; selected: string | null; source: SdgIndexSource }) {
  return (
    <Section aria-labelledby="ranking-heading">
      <h2 id="ranking-heading">State ranking</h2>
      <Actions>
        <TableDownloads table={rankingTable(rows, source)} fileStem="state-sustainability-index-ranking" />
      </Actions>
      <TableScroller tabIndex={0} role="region" aria-label="State ranking table">
        <Table>
          <caption>States ranked by index score, best first (0 to 100)</caption>
          <thead>
            <tr>
              <th scope="col" className="number">
                Rank
              </th>
              <th scope="col">State</th>
              <th scope="col" className="number">
                Index score
              </th>
              <th scope="col">Rating</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.state} aria-current={row.state === selected ? 'true' : undefined}>
                <td className="number">{row.rank ?? '—'}</td>
                <th scope="row">
                  <Link to={`?state=${row.state}`} replace>
                    {row.stateName}
                  </Link>
                </th>
                <td className="number">{formatScore(row.index)}</td>
                <td>{row.index === null ? 'Not ranked: no indicator values' : <RatingBadge rating={rating(row.index)} short />}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableScroller>
    </Section>
  );
}
