import { TableDownloads, UsMap, UsMapScaleLegend } from '@x4i/shared';
import { abbreviateNumber, formatCurrency, irsUncoveredStates, usStateName } from '@x4i/shared/domain';
import { type MoneyFlowResponse } from '@x4i/shared/contracts';
import { useId, useMemo, useState } from 'react';
import { styled } from 'styled-components';
import { stateExport } from '../domain/money-flow-exports';
import { formatDollars, formatOrganizations } from '../domain/money-flow-text';
import { Section, SectionHeading } from './section';
import { StateTable } from './state-table';

type Measure = 'organizations' | 'income';

const MEASURES: Record<Measure, { label: string; title: string }> = {
  organizations: { label: 'Organizations', title: 'Organizations by state' },
  income: { label: 'Income', title: 'Income by state' },
};

const Switch = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
  margin: 0 0 16px;
  padding: 0;
  border: 0;

  legend {
    float: left;
    margin-right: 8px;
    font-weight: 600;
  }

  label {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    min-height: 44px;
    cursor: pointer;
  }

  input {
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.secondary};
  }

  input:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const MapFrame = styled.div`
  max-width: 820px;
`;

const Hint = styled.p`
  margin: 12px 0 0;
  color: ${({ theme }) => theme.colors.text};
`;

const Disclosure = styled.details`
  margin-top: 16px;

  summary {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    color: ${({ theme }) => theme.colors.secondary};
    font-weight: 600;
    cursor: pointer;
  }

  summary:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export interface StateMapSectionProps {
  data: MoneyFlowResponse;
  selectedState: string | null;
  onSelectState(code: string): void;
}

/** Organisations or income per state on the map (a state selector too), with the same figures as a table. */
export function StateMapSection({ data, selectedState, onSelectState }: StateMapSectionProps) {
  const [measure, setMeasure] = useState<Measure>('organizations');
  const name = useId();
  const values = measure === 'organizations' ? data.orgCounts : data.stateIncome;
  const formatValue = measure === 'organizations' ? formatOrganizations : (value: number) => `${formatCurrency(value)} income`;
  const formatBound = measure === 'organizations' ? abbreviateNumber : formatDollars;
  // The states without an IRS file are greyed out and labelled, not left blank as if they had nothing.
  const uncovered = useMemo(() => irsUncoveredStates(data.coverage.states), [data.coverage.states]);

  return (
    <Section aria-labelledby="money-flow-states-heading">
      <SectionHeading id="money-flow-states-heading">By state</SectionHeading>
      <Switch>
        <legend>Show on the map</legend>
        {(Object.keys(MEASURES) as Measure[]).map((key) => (
          <label key={key}>
            <input type="radio" name={name} value={key} checked={measure === key} onChange={() => setMeasure(key)} />
            {MEASURES[key].label}
          </label>
        ))}
      </Switch>
      <MapFrame>
        <UsMap
          title={MEASURES[measure].title}
          values={values}
          formatValue={formatValue}
          selected={selectedState}
          onSelectState={onSelectState}
          mode="scale"
          uncovered={uncovered}
          legend={<UsMapScaleLegend values={values} formatBound={formatBound} label={`Legend: ${MEASURES[measure].title.toLowerCase()}`} uncovered={uncovered} />}
        />
      </MapFrame>
      <Hint>
        {selectedState
          ? `The key figures, income buckets and grant income are for ${usStateName(selectedState)}. Select it again to see every state.`
          : 'Select a state on the map to see its figures.'}
      </Hint>
      <Disclosure>
        <summary>Show the figures as a table</summary>
        <StateTable data={data} selectedState={selectedState} onSelectState={onSelectState} />
      </Disclosure>
      <TableDownloads table={stateExport(data)} fileStem="money-flow-by-state" />
    </Section>
  );
}
