import { forwardRef } from 'react';
import { styled } from 'styled-components';
import { IconButton } from '../app/layout/icon-button';

/** The pieces every shell modal is made of: dimmed backdrop, panel, header with title and close icon. */

export const ModalBackdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 16px;
  background: rgba(31, 42, 51, 0.5);

  &[hidden] {
    display: none;
  }

  ${({ theme }) => theme.below.xs} {
    padding: 0;
  }
`;

/** A panel `$maxWidth` wide; full-screen under 768 px (SPEC 2.6) unless `$compact`. */
export const ModalPanel = styled.div<{ $maxWidth: number; $compact?: boolean }>`
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: ${({ $maxWidth }) => $maxWidth}px;
  max-height: calc(100dvh - 32px);
  overflow-y: auto;
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.colors.white};
  box-shadow: ${({ theme }) => theme.shadow};

  &:focus {
    outline: none;
  }

  ${({ theme, $compact }) =>
    $compact
      ? `${theme.below.xs} { margin: 16px; }`
      : `${theme.below.xs} {
    max-width: none;
    width: 100vw;
    height: 100dvh;
    max-height: none;
    border-radius: 0;
  }`}
`;

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
