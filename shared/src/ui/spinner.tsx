import { styled, keyframes } from 'styled-components';
import { VisuallyHidden } from './visually-hidden.js';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

/** The spinning ring alone, hidden from assistive technology; `Spinner` adds the announcement. */
export const SpinnerGlyph = styled.span.attrs({ 'aria-hidden': true })<{ $size?: number }>`
  display: inline-block;
  flex: none;
  width: ${({ $size = 32 }) => $size}px;
  height: ${({ $size = 32 }) => $size}px;
  border: ${({ $size = 32 }) => Math.max(2, Math.round($size / 10))}px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;

  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`;

const SpinnerRoot = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  color: ${({ theme }) => theme.colors.secondary};
`;

export interface SpinnerProps {
  /** What is loading, read out by screen readers. */
  label?: string;
  /** Diameter in px. */
  size?: number;
  className?: string;
}

export function Spinner({ label = 'Loading', size = 32, className }: SpinnerProps) {
  return (
    <SpinnerRoot role="status" className={className}>
      <SpinnerGlyph $size={size} />
      <VisuallyHidden>{label}</VisuallyHidden>
    </SpinnerRoot>
  );
}
