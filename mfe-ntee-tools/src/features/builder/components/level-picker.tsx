import { SelectField } from '@x4i/shared';
import { nteeDecadesOf } from '@x4i/shared/domain';
import { type NteeCode, type NteeCodesResponse } from '@x4i/shared/contracts';
import { useMemo } from 'react';
import { styled } from 'styled-components';
import type { BuilderChoice } from '../domain/builder-choice';
import { LevelNote } from './level-note';

const Levels = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 24px;
`;

const Level = styled.div`
  display: grid;
  grid-template-columns: minmax(220px, 1fr) minmax(0, 2fr);
  gap: 24px;
  align-items: start;

  ${({ theme }) => theme.below.sm} {
    grid-template-columns: minmax(0, 1fr);
    gap: 8px;
  }
`;

const COMMON_CODES_NOTE =
  "The same activities in every major group: advocacy, management help, professional societies, research, fundraising and the like, for this group's field.";

export interface LevelPickerProps {
  taxonomy: NteeCodesResponse;
  choice: BuilderChoice;
  onChoose(next: Pick<BuilderChoice, 'group' | 'decade' | 'code'>): void;
}

/**
 * The NTEE as it is built: a major group, then a decade of its codes (or its common codes, 01–19), then the code.
 * Each level says what it covers; choosing a level clears the ones below it.
 */
export function LevelPicker({ taxonomy, choice, onChoose }: LevelPickerProps) {
  const byCode = useMemo(() => new Map(taxonomy.codes.map((code) => [code.code, code])), [taxonomy.codes]);
  const group = taxonomy.majorGroups.find((entry) => entry.code === choice.group) ?? null;
  const decades = useMemo(
    () => (choice.group ? nteeDecadesOf(choice.group, taxonomy.codes.map((code) => code.code)) : []),
    [choice.group, taxonomy.codes],
  );
  const decade = decades.find((entry) => entry.id === choice.decade) ?? null;
  const head: NteeCode | null = decade?.head ? (byCode.get(decade.head) ?? null) : null;
  const code = choice.code ? (byCode.get(choice.code) ?? null) : null;
  const decadeLabel = (entry: (typeof decades)[number]) => {
    const title = entry.head ? byCode.get(entry.head)?.title : null;
    return title ? `${entry.range}: ${title}` : entry.range;
  };

  return (
    <Levels>
      <Level>
        <SelectField label="1. Major group" value={choice.group ?? ''} onChange={(event) => onChoose({ group: event.target.value || null, decade: null, code: null })}>
          <option value="">Choose a major group</option>
          {taxonomy.majorGroups.map((entry) => (
            <option key={entry.code} value={entry.code}>
              {entry.code}: {entry.title}
            </option>
          ))}
        </SelectField>
        {group && <LevelNote title={`${group.code}: ${group.title}`} definition={group.definition} />}
      </Level>
      {group && (
        <Level>
          <SelectField label="2. Decade" value={choice.decade ?? ''} onChange={(event) => onChoose({ group: group.code, decade: event.target.value || null, code: null })}>
            <option value="">Choose a decade</option>
            {decades.map((entry) => (
              <option key={entry.id} value={entry.id}>
                {decadeLabel(entry)}
              </option>
            ))}
          </SelectField>
          {decade && (
            <LevelNote
              title={head ? `${decade.range}: ${head.title}` : decade.range}
              definition={head?.definition ?? (decade.id.endsWith('0') ? COMMON_CODES_NOTE : '')}
              keywords={head?.keywords}
            />
          )}
        </Level>
      )}
      {decade && (
        <Level>
          <SelectField label="3. Code" value={choice.code ?? ''} onChange={(event) => onChoose({ group: group!.code, decade: decade.id, code: event.target.value || null })}>
            <option value="">Choose a code</option>
            {decade.codes.map((entry) => (
              <option key={entry} value={entry}>
                {entry}: {byCode.get(entry)?.title ?? ''}
              </option>
            ))}
          </SelectField>
          {code && <LevelNote title={`${code.code}: ${code.title}`} definition={code.definition} keywords={code.keywords} />}
        </Level>
      )}
    </Levels>
  );
}
