import { useEffect, useId, useRef } from 'react';
import styled from 'styled-components';

const Panel = styled.section`
  max-width: ${({ theme }) => theme.contentMaxWidth}px;
  margin: 48px auto;
  padding: 32px 24px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.colors.surface};
  text-align: center;

  p {
    margin: 0 0 24px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Heading = styled.h1`
  font-size: 1.5rem;
  margin: 0 0 8px;
  color: ${({ theme }) => theme.colors.secondary};
`;

const RetryButton = styled.button`
  font: inherit;
  font-weight: 600;
  padding: 10px 24px;
  border-radius: 999px;
  border: 2px solid ${({ theme }) => theme.colors.secondary};
  background: ${({ theme }) => theme.colors.secondary};
  color: ${({ theme }) => theme.colors.white};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.text};
  }
`;

export interface RemoteFallbackProps {
  onRetry: () => void;
  /** 1 in the page area; deeper inside a dialog that has its own title. */
  headingLevel?: 1 | 2 | 3;
  /** What did not arrive, for the explanation line. */
  what?: string;
}

/** What the page area (or a dialog) shows when a remote's code cannot be loaded. */
export function RemoteFallback({ onRetry, headingLevel = 1, what = "page's" }: RemoteFallbackProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  useEffect(() => heading.current?.focus(), []);
  return (
    <Panel role="alert" aria-labelledby={titleId}>
      <Heading as={`h${headingLevel}`} id={titleId} ref={heading} tabIndex={-1}>
        This part of the site could not be loaded
      </Heading>
      <p>The {what} code did not arrive. Check your connection, then try again.</p>
      <RetryButton type="button" onClick={onRetry}>
        Try again
      </RetryButton>
    </Panel>
  );
}
