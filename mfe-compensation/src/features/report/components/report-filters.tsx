import { SelectField } from '@x4i/shared';
import { formatCount, type DeviceMode } from '@x4i/shared/domain';
import { type CompensationOption, type CompensationOptions } from '@x4i/shared/contracts';
import { useId, type ReactNode } from 'react';
import { styled } from 'styled-components';
import type { FilterChange, ReportState } from '../domain/report-state';

const Panel = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: 16px 24px;
  align-items: start;
  margin: 0 0 24px;
  padding: 16px;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius}px;

  ${({ theme }) => theme.below.xs} {
    grid-template-columns: minmax(0, 1fr);
    gap: 4px;
  }

  fieldset {
    margin: 0;
    padding: 0;
    border: 0;
  }

  legend {
    margin: 0 0 6px;
    padding: 0;
    font-weight: 600;
  }

  label.option {
    display: flex;
    gap: 8px;
    align-items: flex-start;
    min-height: 32px;
  }

  input[type='checkbox'] {
    flex: none;
    width: 18px;
    height: 18px;
    margin: 3px 0 0;
  }

  summary {
    min-height: 44px;
    padding: 10px 0;
    font-weight: 600;
    cursor: pointer;
  }
`;

// The job title has the panel's first row to itself, so its longest titles are never cut.
const TitleRow = styled.div`
  grid-column: 1 / -1;

  select {
    max-width: 480px;
  }
`;

const Synonyms = styled.p`
  margin: 6px 0 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The options a filter offers: what the options call answered under the filters, or the full list before it has. */
function offeredOf(state: ReportState, list: keyof CompensationOptions): CompensationOption[] {
  return (state.filteredOptions ?? state.options)?.[list] ?? [];
}

function optionText(option: CompensationOption) {
  return option.filings === undefined ? option.label : `${option.label} (${formatCount(option.filings)})`;
}

/**
 * What the title box says when no title is chosen: the title the tab's figures are then about (the server applies
 * the chief executive on most tabs), or every title where the tab does take them all.
 */
function noTitleLabel(state: ReportState): string {
  const applied = state.data.status === 'loaded' ? state.data.value.filters.title : null;
  return applied ? `${applied} (the default)` : 'All titles';
}

/** On a phone each group folds away under its name and how many are chosen; on a desktop it stays open. */
function Collapsible({ mode, summary, children }: { mode: DeviceMode; summary: string; children: ReactNode }) {
  return mode === 'xs' ? (
    <details>
      <summary>{summary}</summary>
      {children}
    </details>
  ) : (
    <>{children}</>
  );
}

function CheckboxGroup({
  legend,
  options,
  selected,
  onChange,
  mode,
}: {
  legend: string;
  options: readonly CompensationOption[];
  selected: readonly string[];
  onChange(values: string[]): void;
  mode: DeviceMode;
}) {
  const toggle = (value: string, checked: boolean) => onChange(checked ? [...selected, value] : selected.filter((item) => item !== value));
  const summary = `${legend}: ${selected.length === 0 ? 'all' : `${selected.length} chosen`}`;
  return (
    <Collapsible mode={mode} summary={summary}>
      <fieldset>
        <legend>{legend}</legend>
        {options.map((option) => (
          <label key={option.value} className="option">
            <input type="checkbox" checked={selected.includes(option.value)} onChange={(event) => toggle(option.value, event.target.checked)} />
            {optionText(option)}
          </label>
        ))}
      </fieldset>
    </Collapsible>
  );
}

function SingleChoice({ label, options, selected, onChange }: { label: string; options: readonly CompensationOption[]; selected: readonly string[]; onChange(values: string[]): void }) {
  return (
    <SelectField label={label} value={selected[0] ?? ''} onChange={(event) => onChange(event.target.value ? [event.target.value] : [])}>
      <option value="">Any</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {optionText(option)}
        </option>
      ))}
    </SelectField>
  );
}

export interface ReportFiltersProps {
  state: ReportState;
  mode: DeviceMode;
  onChange(change: FilterChange): void;
}

/**
 * The tab's filters: the job title (with the filed titles that count as it), then income buckets, regions and issue
 * areas. The salary calculator asks for one of each, the user's own organization; the other tabs take several.
 */
export function ReportFilters({ state, mode, onChange }: ReportFiltersProps) {
  const titleHintId = useId();
  const calculator = state.tab === 'salary-calculator';
  const titles = offeredOf(state, 'jobTitles');
  const synonyms = state.selectedTitle ? (state.jobTitleSynonyms[state.selectedTitle] ?? []) : [];
  const title = state.selectedTitle ?? '';
  // The chosen title stays listed even when the options no longer name it, so the select never shows a wrong value.
  const titleOptions = title && !titles.some((option) => option.value === title) ? [{ value: title, label: title }, ...titles] : titles;

  return (
    <Panel role="group" aria-label={calculator ? 'Your organization' : 'Filters'}>
      <TitleRow>
        <SelectField
          label="Job title"
          value={title}
          onChange={(event) => onChange({ title: event.target.value || null })}
          aria-describedby={synonyms.length > 0 ? titleHintId : undefined}
        >
          {!calculator && <option value="">{noTitleLabel(state)}</option>}
          {titleOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {optionText(option)}
            </option>
          ))}
        </SelectField>
        {synonyms.length > 0 && <Synonyms id={titleHintId}>Also counts: {synonyms.join(', ')}</Synonyms>}
      </TitleRow>
      {calculator ? (
        <>
          <SingleChoice label="Your organization’s income" options={offeredOf(state, 'incomeBuckets')} selected={state.selectedIncomeBuckets} onChange={(incomeBuckets) => onChange({ incomeBuckets })} />
          <SingleChoice label="Your region" options={offeredOf(state, 'regions')} selected={state.selectedRegions} onChange={(regions) => onChange({ regions })} />
          <SingleChoice label="Your issue area" options={offeredOf(state, 'issueAreas')} selected={state.selectedIssueAreas} onChange={(issueAreas) => onChange({ issueAreas })} />
        </>
      ) : (
        <>
          <CheckboxGroup legend="Income buckets" mode={mode} options={offeredOf(state, 'incomeBuckets')} selected={state.selectedIncomeBuckets} onChange={(incomeBuckets) => onChange({ incomeBuckets })} />
          <CheckboxGroup legend="Regions" mode={mode} options={offeredOf(state, 'regions')} selected={state.selectedRegions} onChange={(regions) => onChange({ regions })} />
          <CheckboxGroup legend="Issue areas" mode={mode} options={offeredOf(state, 'issueAreas')} selected={state.selectedIssueAreas} onChange={(issueAreas) => onChange({ issueAreas })} />
        </>
      )}
    </Panel>
  );
}
