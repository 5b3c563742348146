import { useId, useState } from 'react';
import { TableDownloads } from '@x4i/shared';
import { rating } from '@x4i/shared/domain';
import { type SdgIndexEdition, type SdgIndexIndicator, type SdgIndexSource, type SdgIndexStateRank } from '@x4i/shared/contracts';
import { Link } from '@x4i/shared/router';
import { styled } from 'styled-components';
import { formatScore, movementText, RANKING_TITLE, rankChangeText, rankingTable } from '../domain/index-text';
import { RatingBadge } from './rating-badge';
import { Section, Table, TableScroller } from '../../kit/components/report-table';

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  margin: 0 0 8px;
`;

const Toggle = styled.button`
  padding: 2px 6px;
  border: 1px solid ${({ theme }) => theme.colors.secondary};
  border-radius: 4px;
  background: none;
  color: inherit;
  font: inherit;
  cursor: pointer;
  white-space: nowrap;
`;

const Reasons = styled.ul`
  margin: 6px 0 0;
  padding-left: 18px;
  max-width: 48ch;
  font-size: 0.875rem;
`;

/** A state's "why it moved": the change in places, a button that shows the reasons beneath it. */
function WhyItMoved({ row }: { row: SdgIndexStateRank }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  if (!row.baseline || row.rank === null || row.baseline.rank === null) return <>Not ranked</>;
  return (
    <>
      <Toggle
        type="button"
        aria-expanded={open}
        aria-controls={id}
        aria-label={`${rankChangeText(row.movement)}: why ${row.stateName} moved`}
        onClick={() => setOpen(!open)}
      >
        {rankChangeText(row.movement)}
      </Toggle>
      <Reasons id={id} hidden={!open} aria-label={`Why ${row.stateName} moved`}>
        {movementText(row).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </Reasons>
    </>
  );
}

/**
 * Every state by rank; a state's name opens its dashboard. With both editions, each row
 * also gives the rank and index of the SDSN 2018 edition, recomputed, and why the state moved.
 */
export function RankingTable({
  rows,
  selected,
  source,
  editions,
  indicators,
}: {
  rows: readonly SdgIndexStateRank[];
  selected: string | null;
  source: SdgIndexSource;
  editions?: readonly SdgIndexEdition[];
  indicators?: readonly SdgIndexIndicator[];
}) {
  const baseline = editions?.find((edition) => edition.id === 'sdsn-2018-recomputed');
  const both = Boolean(baseline && editions?.some((edition) => edition.id === 'updated'));
  const comparison = both && editions && indicators ? { editions, indicators } : undefined;
  return (
    <Section aria-labelledby="ranking-heading">
      <h2 id="ranking-heading">State ranking</h2>
      <Actions>
        <TableDownloads table={rankingTable(rows, source, comparison)} fileStem="state-sustainability-index-ranking" />
      </Actions>
      <TableScroller tabIndex={0} role="region" aria-label="State ranking table">
        <Table>
          <caption>{RANKING_TITLE}</caption>
          <thead>
            <tr>
              <th scope="col" className="number">
                {both ? 'Rank, updated' : 'Rank'}
              </th>
              <th scope="col">State</th>
              <th scope="col" className="number">
                {both ? 'Index score, updated' : 'Index score'}
              </th>
              {both && (
                <>
                  <th scope="col" className="number">
                    Rank, {baseline!.label}
                  </th>
                  <th scope="col" className="number">
                    Index score, {baseline!.label}
                  </th>
                </>
              )}
              <th scope="col">Rating</th>
              {both && <th scope="col">Why it moved</th>}
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
                {both && (
                  <>
                    <td className="number">{row.baseline?.rank ?? '—'}</td>
                    <td className="number">{formatScore(row.baseline?.index ?? null)}</td>
                  </>
                )}
                <td>{row.index === null ? 'Not ranked: no indicator values' : <RatingBadge rating={rating(row.index)} short />}</td>
                {both && (
                  <td>
                    <WhyItMoved row={row} />
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </Table>
      </TableScroller>
    </Section>
  );
}
