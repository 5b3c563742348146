import { DataTable, Spinner, TableScroller, UsMap, UsMapScaleLegend } from '@x4i/shared';
import { useNteeCodeCounts } from '../hooks/ntee-builder';
import { coveredStatesText, formatCount, formatCurrency, irsUncoveredStates } from '@x4i/shared/domain';
import { Link } from '@x4i/shared/router';
import { styled } from 'styled-components';
import { LoadError } from '../../kit/load-error';
import { SectionHeading, SubsectionHeading } from '../../kit/section-heading';
import { finderEinPath } from '../../finder/domain/finder-paths';

const Section = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 16px;

  p {
    margin: 0;
    max-width: 72ch;
    line-height: 1.5;
  }
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  gap: 32px;
  align-items: start;

  ${({ theme }) => theme.below.sm} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Source = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9375rem;
`;

/** '24 states and DC' */
/** Who else carries the code: organizations by state, on a map and in a table, and the largest of them. */
export function PeerComparison({ code }: { code: string }) {
  const counts = useNteeCodeCounts(code);
  if (counts.error && !counts.data) return <LoadError error={counts.error} onRetry={() => void counts.mutate()} />;
  if (!counts.data) return <Spinner label="Counting organizations" />;
  const body = counts.data;
  const values = Object.fromEntries(body.byState.map((entry) => [entry.state, entry.count]));
  const uncovered = irsUncoveredStates(body.coveredStates);
  const withCode = body.byState.filter((entry) => entry.count > 0).sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));

  return (
    <Section aria-labelledby="peers-heading">
      <SectionHeading id="peers-heading">Organizations with {body.code}</SectionHeading>
      <p>
        {formatCount(body.total)} {body.total === 1 ? 'organization carries' : 'organizations carry'} {body.code} ({body.title}) in the IRS records of the{' '}
        {coveredStatesText(body.coveredStates)} whose files are imported. States greyed out on the map have no IRS file imported, so their count is not known.
      </p>
      <Columns>
        <UsMap
          title={`Organizations with NTEE code ${body.code}, by state`}
          values={values}
          formatValue={(value) => `${formatCount(value)} ${value === 1 ? 'organization' : 'organizations'}`}
          uncovered={uncovered}
          legend={<UsMapScaleLegend values={values} formatBound={formatCount} label="Organizations per state" uncovered={uncovered} />}
        />
        <TableScroller tabIndex={0} role="region" aria-label={`Organizations with ${body.code} by state`}>
          <DataTable>
            <caption>By state, most first</caption>
            <thead>
              <tr>
                <th scope="col">State</th>
                <th scope="col">Organizations</th>
              </tr>
            </thead>
            <tbody>
              {withCode.map((entry) => (
                <tr key={entry.state}>
                  <th scope="row">{entry.name}</th>
                  <td>{formatCount(entry.count)}</td>
                </tr>
              ))}
            </tbody>
          </DataTable>
          {withCode.length < body.byState.length && <p>The other imported states have none.</p>}
        </TableScroller>
      </Columns>
      {body.largest.length > 0 && (
        <div>
          <SubsectionHeading id="largest-peers-heading">The largest, by the income they report</SubsectionHeading>
          <ol aria-labelledby="largest-peers-heading">
            {body.largest.map((peer) => (
              <li key={peer.ein}>
                <Link to={finderEinPath(peer.ein)}>{peer.name}</Link>, {[peer.city, peer.state].filter(Boolean).join(', ')}: {formatCurrency(peer.income)}
              </li>
            ))}
          </ol>
        </div>
      )}
      <Source>
        Source: {body.source.name}, {body.source.year}. <Link to={body.source.aboutPath}>About this data</Link>
      </Source>
    </Section>
  );
}
