import { Button } from '@x4i/shared';
import { findUnSdgByValue, unsdgValuesOfNteeCode } from '@x4i/shared/domain';
import { type NteeCode } from '@x4i/shared/contracts';
import { useState } from 'react';
import { Link } from '@x4i/shared/router';
import { styled } from 'styled-components';
import { SectionHeading } from '../../kit/section-heading';
import { changerStartPath } from '../../changer/changer-paths';

const Panel = styled.section`
  padding: 24px;
  border: 2px solid ${({ theme }) => theme.colors.secondary};
  border-radius: ${({ theme }) => theme.radius}px;

  p {
    margin: 8px 0 0;
    line-height: 1.5;
    max-width: 72ch;
  }

  ${({ theme }) => theme.below.xs} {
    padding: 16px;
  }
`;

const CodeLine = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 12px 24px;
  align-items: center;

  strong {
    font-size: 2rem;
    color: ${({ theme }) => theme.colors.secondary};
    letter-spacing: 0.05em;
  }
`;

const Goals = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 8px 0 0;
  padding: 0;
  list-style: none;
`;

export interface ChosenCodeProps {
  code: NteeCode;
}

/** The code built: what it means, the UN goals it maps to, and what to do with it (copy it, see its peers). */
export function ChosenCode({ code }: ChosenCodeProps) {
  const [copied, setCopied] = useState<'idle' | 'copied' | 'failed'>('idle');
  const goals = unsdgValuesOfNteeCode(code.code).flatMap((value) => findUnSdgByValue(value) ?? []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code.code);
      setCopied('copied');
    } catch {
      setCopied('failed');
    }
  };

  return (
    <Panel aria-labelledby="chosen-code-heading">
      <SectionHeading id="chosen-code-heading">Your code</SectionHeading>
      <CodeLine>
        <strong>{code.code}</strong>
        <span>{code.title}</span>
        <Button variant="secondary" onClick={() => void copy()}>
          Copy {code.code}
        </Button>
        <span role="status">{copied === 'copied' ? `${code.code} copied.` : copied === 'failed' ? `Select and copy ${code.code} yourself: the browser did not allow it.` : ''}</span>
      </CodeLine>
      <p>
        Major group {code.majorGroup}: {code.majorGroupTitle}.
      </p>
      {code.definition && <p>{code.definition}</p>}
      {code.keywords.length > 0 && <p>Keywords: {code.keywords.join(', ')}.</p>}
      <p>
        {goals.length > 0
          ? `Organizations of major group ${code.majorGroup} count towards these UN Sustainable Development Goals on this site:`
          : `Major group ${code.majorGroup} counts towards no UN goal on this site.`}
      </p>
      {goals.length > 0 && (
        <Goals>
          {goals.map((goal) => (
            <li key={goal.value}>
              <Link to={`/sdg/${goal.uri}`}>
                Goal {goal.position}: {goal.label}
              </Link>
            </li>
          ))}
        </Goals>
      )}
      <p>
        <Link to={`/vertical-landscape?group=${code.majorGroup}`}>The landscape of {code.majorGroupTitle}</Link> shows the whole field;{' '}
        the <Link to="/nonprofit-ntee-code-finder">NTEE Code Finder</Link> shows the code the IRS lists for any organization.
      </p>
      <p>
        Does the IRS list your organization under another code?{' '}
        <Link to={changerStartPath({ code: code.code })}>Prepare a letter asking the IRS to change it to {code.code}</Link> with the NTEE Code Changer.
      </p>
    </Panel>
  );
}
