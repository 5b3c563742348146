import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { Button } from './button.js';

const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 16px;
  padding: 24px;
  border-left: 4px solid ${({ theme }) => theme.colors.error};
  background: ${({ theme }) => theme.colors.surface};
`;

const Message = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
`;

export interface ErrorStateProps {
  message: ReactNode;
  /** Shows a 'Try again' button when set. */
  onRetry?: () => void;
  retryLabel?: string;
  className?: string;
}

/** Something failed to load: says so, and offers to try again. */
export function ErrorState({ message, onRetry, retryLabel = 'Try again', className }: ErrorStateProps) {
  return (
    <Root role="alert" className={className}>
      <Message>{message}</Message>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          {retryLabel}
        </Button>
      )}
    </Root>
  );
}
