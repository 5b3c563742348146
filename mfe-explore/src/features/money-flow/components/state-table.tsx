import { formatCount, formatCurrency, irsUncoveredStates, NO_DATA, usStateName } from '@x4i/shared/domain';
import { type MoneyFlowResponse } from '@x4i/shared/contracts';
import { styled } from 'styled-components';

const Scroll = styled.div`
  overflow-x: auto;
`;

const Table = styled.table`
  width: 100%;
  margin-top: 8px;
  border-collapse: collapse;

  caption {
    margin-bottom: 8px;
    text-align: left;
    font-weight: 600;
  }

  th,
  td {
    padding: 8px 12px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
  }

  td {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }

  thead th:not(:first-child) {
    text-align: right;
  }
`;

const StateButton = styled.button`
  min-height: 32px;
  padding: 0 4px;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.secondary};
  font: inherit;
  font-weight: 600;
  text-align: left;
  text-decoration: underline;
  cursor: pointer;

  &[aria-pressed='true'] {
    color: ${({ theme }) => theme.colors.primaryStrong};
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export interface StateTableProps {
  data: MoneyFlowResponse;
  selectedState: string | null;
  onSelectState(code: string): void;
}

/**
 * The map's figures for every covered state, by name; a state's name selects it, as on the map. The states without
 * an IRS file are listed too, with 'No data' (not 0), as the map greys them out.
 */
export function StateTable({ data, selectedState, onSelectState }: StateTableProps) {
  const uncovered = (irsUncoveredStates(data.coverage.states)?.states ?? []).filter((code) => !(code in data.orgCounts));
  const states = [...Object.keys(data.orgCounts), ...uncovered].sort((a, b) => usStateName(a).localeCompare(usStateName(b)));
  return (
    <Scroll>
      <Table>
        <caption>Organizations and income by state</caption>
        <thead>
          <tr>
            <th scope="col">State</th>
            <th scope="col">Organizations</th>
            <th scope="col">Income</th>
          </tr>
        </thead>
        <tbody>
          {states.map((code) =>
            uncovered.includes(code) ? (
              <tr key={code}>
                <th scope="row">{usStateName(code)}</th>
                <td>{NO_DATA}</td>
                <td>{NO_DATA}</td>
              </tr>
            ) : (
            <tr key={code}>
              <th scope="row">
                <StateButton type="button" aria-pressed={code === selectedState} onClick={() => onSelectState(code)}>
                  {usStateName(code)}
                </StateButton>
              </th>
              <td>{formatCount(data.orgCounts[code] ?? 0)}</td>
              <td>{formatCurrency(data.stateIncome[code] ?? 0)}</td>
            </tr>
            ),
          )}
        </tbody>
      </Table>
    </Scroll>
  );
}
