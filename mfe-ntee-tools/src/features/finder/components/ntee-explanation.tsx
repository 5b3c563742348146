import type { NteeExplanation as NteeExplanationData } from '@x4i/shared/contracts';
import { styled } from 'styled-components';
import { FactList } from './fact-list';
import { headingFor } from '../../kit/section-heading';

const Code = styled.span`
  display: inline-block;
  margin-right: 8px;
  padding: 2px 10px;
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius}px;
  color: ${({ theme }) => theme.colors.text};
  font-weight: 700;
  letter-spacing: 0.04em;
`;

const Summary = styled.p`
  margin: 0 0 16px;
  font-size: 1.125rem;
  color: ${({ theme }) => theme.colors.text};
`;

export interface NteeExplanationProps {
  ntee: NteeExplanationData | null;
  headingLevel: 2 | 3;
  headingId?: string;
}

/** The organisation's NTEE code, explained from the NTEE taxonomy. */
export function NteeExplanation({ ntee, headingLevel, headingId }: NteeExplanationProps) {
  const Heading = headingFor(headingLevel);
  if (!ntee) {
    return (
      <section aria-labelledby={headingId}>
        <Heading id={headingId}>NTEE code</Heading>
        <p>The IRS record of this organization has no NTEE code.</p>
      </section>
    );
  }
  return (
    <section aria-labelledby={headingId}>
      <Heading id={headingId}>NTEE code {ntee.code}</Heading>
      <Summary>
        <Code>{ntee.code}</Code>
        {ntee.title ?? 'This code is not in the NTEE taxonomy.'}
      </Summary>
      <FactList>
        {ntee.majorGroup && (
          <>
            <dt>Major group</dt>
            <dd>
              {ntee.majorGroup.code}: {ntee.majorGroup.title}
              {ntee.majorGroup.definition && <p>{ntee.majorGroup.definition}</p>}
            </dd>
          </>
        )}
        {ntee.title && (
          <>
            <dt>Code title</dt>
            <dd>{ntee.title}</dd>
          </>
        )}
        {ntee.definition && (
          <>
            <dt>Definition</dt>
            <dd>{ntee.definition}</dd>
          </>
        )}
      </FactList>
    </section>
  );
}
