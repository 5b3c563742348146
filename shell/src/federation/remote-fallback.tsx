import { useEffect, useRef } from 'react';
import styled from 'styled-components';

const Panel = styled.section`
  max-width: ${({ theme }) => theme.contentMaxWidth}px;
  margin: 48px auto;
  padding: 32px 24px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.colors.surface};
  text-align: center;

  h1 {
    font-size: 1.5rem;
    margin: 0 0 8px;
    color: ${({ theme }) => theme.colors.secondary};
  }

  p {
    margin: 0 0 24px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
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

/** What the page area shows when a remote's code cannot be loaded. */
export function RemoteFallback({ onRetry }: { onRetry: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Panel role="alert" aria-labelledby="remote-fallback-title">
      <h1 id="remote-fallback-title" ref={heading} tabIndex={-1}>
        This part of the site could not be loaded
      </h1>
      <p>The page&apos;s code did not arrive. Check your connection, then try again.</p>
      <RetryButton type="button" onClick={onRetry}>
        Try again
      </RetryButton>
    </Panel>
  );
}
