import { Button } from '@x4i/shared';
import { FILTER_OPTIONS, SORT_OPTIONS, toggleFilter, type ExploreTab } from '@x4i/shared/domain';
import { useId, useRef, useState, type FormEvent } from 'react';
import { styled } from 'styled-components';
import { Dialog } from '@x4i/shared';

const Switch = styled.div`
  display: inline-flex;
  margin: 0 0 20px;
  border: 1px solid ${({ theme }) => theme.colors.secondary};
  border-radius: ${({ theme }) => theme.radius}px;
  overflow: hidden;
`;

const SwitchButton = styled.button`
  min-height: 40px;
  padding: 0 20px;
  border: 0;
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.secondary};
  font: inherit;
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  cursor: pointer;

  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.secondary};
    color: ${({ theme }) => theme.colors.white};
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
  }
`;

const Fieldset = styled.fieldset`
  display: grid;
  gap: 4px;
  margin: 0 0 20px;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: 8px;
    padding: 0;
    font-weight: 700;
  }

  label {
    display: flex;
    align-items: center;
    gap: 10px;
    min-height: 40px;
    cursor: pointer;
  }

  input {
    width: 20px;
    height: 20px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.secondary};
  }

  input:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Apply = styled(Button)`
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

export type ExploreModalView = 'SORT' | 'FILTER';

export interface ExploreModalProps {
  tab: ExploreTab;
  selectedSort: string;
  selectedFilters: readonly string[];
  initialView?: ExploreModalView;
  /** Choosing a sort applies it at once: the content reloads. */
  onSort(value: string): void;
  /** The APPLY button: the chosen filter values (DEFAULT alone for none). */
  onApplyFilters(values: string[]): void;
  onClose(): void;
}

/**
 * The explore modal (SPEC 2.4, 4): a SORT / FILTER switch; the sort view applies a choice at once, the filter view
 * collects checkboxes (DEFAULT clears the others, a pair excludes each other) until APPLY.
 */
export function ExploreModal({ tab, selectedSort, selectedFilters, initialView = 'SORT', onSort, onApplyFilters, onClose }: ExploreModalProps) {
  const [view, setView] = useState<ExploreModalView>(initialView);
  const [draft, setDraft] = useState<string[]>([...selectedFilters]);
  const name = useId();
  const switchRef = useRef<HTMLButtonElement>(null);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    onApplyFilters(draft);
  };

  return (
    <Dialog title="Sort and filter" onClose={onClose} initialFocus={switchRef}>
      <Switch role="group" aria-label="Show">
        <SwitchButton ref={view === 'SORT' ? switchRef : undefined} type="button" aria-pressed={view === 'SORT'} onClick={() => setView('SORT')}>
          Sort
        </SwitchButton>
        <SwitchButton ref={view === 'FILTER' ? switchRef : undefined} type="button" aria-pressed={view === 'FILTER'} onClick={() => setView('FILTER')}>
          Filter
        </SwitchButton>
      </Switch>
      {view === 'SORT' ? (
        <Fieldset>
          <legend>Sort by</legend>
          {SORT_OPTIONS[tab].map((option) => (
            <label key={option.value}>
              <input type="radio" name={name} value={option.value} checked={selectedSort === option.value} onChange={() => onSort(option.value)} />
              {option.label}
            </label>
          ))}
        </Fieldset>
      ) : (
        <form onSubmit={apply}>
          <Fieldset>
            <legend>Filter by</legend>
            {FILTER_OPTIONS[tab].map((option) => (
              <label key={option.value}>
                <input type="checkbox" value={option.value} checked={draft.includes(option.value)} onChange={() => setDraft((current) => toggleFilter(current, option.value))} />
                {option.label}
              </label>
            ))}
          </Fieldset>
          <Apply type="submit">Apply</Apply>
        </form>
      )}
    </Dialog>
  );
}
