import { forwardRef } from 'react';
import { styled } from 'styled-components';
import { IconButton } from '../app/layout/icon-button';

/** The header every shell modal draws inside the shared ModalDialog: title and close icon. */

export const ModalHeader = styled.div<{ $divided?: boolean }>`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: 8px 8px 8px 24px;
  border-bottom: ${({ theme, $divided }) => ($divided ? `1px solid ${theme.colors.border}` : '0')};
`;

export const ModalTitle = styled.h2`
  margin: 0;
  color: ${({ theme }) => theme.colors.secondary};
  font-size: 1.25rem;
`;

export const ModalCloseButton = forwardRef<HTMLButtonElement, { label: string; onClick: () => void }>(function ModalCloseButton(
  { label, onClick },
  ref,
) {
  return (
    <IconButton ref={ref} type="button" aria-label={label} onClick={onClick}>
      <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </IconButton>
  );
});
