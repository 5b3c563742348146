import { SelectField, UsMap } from '@x4i/shared';
import { US_STATES, usStateName } from '@x4i/shared/domain';
import { useMemo } from 'react';
import { styled } from 'styled-components';

const Wrapper = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(220px, 1fr);
  gap: 16px 32px;
  align-items: start;
  margin: 0 0 32px;

  ${({ theme }) => theme.below.xs} {
    grid-template-columns: minmax(0, 1fr);
  }

  p {
    margin: 8px 0 0;
  }
`;

/** Every state offered on the map: the value only makes it selectable. */
const EVERY_STATE = Object.fromEntries(US_STATES.map((state) => [state.code, 1]));

export interface StateSelectorProps {
  /** Upper-case code, or null for the nation. */
  selected: string | null;
  /** A code to select; null to show the nation again. */
  onChange(state: string | null): void;
}

/**
 * SPEC 2.1: a state selector on a US map. Selecting a state loads the page for it; selecting the selected state
 * clears the selection. The list beside the map does the same for keyboard and screen-reader users in one stop.
 */
export function StateSelector({ selected, onChange }: StateSelectorProps) {
  const toggle = (code: string) => onChange(code === selected ? null : code);
  const describe = useMemo(
    () =>
      ({ code, name }: { code: string; name: string }) =>
        code === selected ? `${name}, selected: show the United States again` : `Show ${name}`,
    [selected],
  );
  return (
    <Wrapper>
      <UsMap title="Choose a state" values={EVERY_STATE} mode="highlight" selected={selected} onSelectState={toggle} describeState={describe} />
      <div>
        <SelectField label="State" value={selected ?? ''} onChange={(event) => onChange(event.target.value || null)}>
          <option value="">United States (all states)</option>
          {US_STATES.map((state) => (
            <option key={state.code} value={state.code}>
              {state.name}
            </option>
          ))}
        </SelectField>
        <p>
          Showing <strong>{selected ? usStateName(selected) : 'the United States'}</strong>.{' '}
          {selected ? 'Select the state again on the map to show the whole country.' : 'Select a state on the map or in the list.'}
        </p>
      </div>
    </Wrapper>
  );
}
