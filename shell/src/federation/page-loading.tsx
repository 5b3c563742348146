import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Wrapper = styled.div`
  display: flex;
  justify-content: center;
  padding: 96px 16px;
  min-height: 50vh;
`;

const Ring = styled.span`
  width: 40px;
  height: 40px;
  border-radius: 50%;
  border: 4px solid ${({ theme }) => theme.colors.border};
  border-top-color: ${({ theme }) => theme.colors.primary};
  animation: ${spin} 0.9s linear infinite;

  @media (prefers-reduced-motion: reduce) {
    animation-duration: 3s;
  }
`;

/** Shown in the page area while a remote's code arrives; keeps the layout from jumping. */
export function PageLoading() {
  return (
    <Wrapper role="status" aria-live="polite">
      <Ring aria-hidden="true" />
      <span className="visually-hidden">Loading the page…</span>
    </Wrapper>
  );
}
