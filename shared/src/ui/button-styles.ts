import { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'text';

/** One look for `<button>` and for links that act as buttons. */
export const buttonCss = css<{ $variant: ButtonVariant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: 44px;
  padding: 0 20px;
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radius}px;
  font-family: inherit;
  font-size: 1rem;
  font-weight: 600;
  line-height: 1.2;
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  transition:
    background-color 0.15s ease,
    color 0.15s ease,
    border-color 0.15s ease;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.6;
  }

  ${({ $variant, theme }) => {
    switch ($variant) {
      case 'primary':
        return css`
          background: ${theme.colors.primaryStrong};
          color: ${theme.colors.white};
          &:hover:not(:disabled):not([aria-disabled='true']) {
            background: ${theme.colors.primaryStrongHover};
          }
        `;
      case 'secondary':
        return css`
          background: ${theme.colors.white};
          color: ${theme.colors.secondary};
          border-color: ${theme.colors.secondary};
          &:hover:not(:disabled):not([aria-disabled='true']) {
            background: ${theme.colors.surface};
          }
        `;
      case 'text':
        return css`
          min-height: 36px;
          padding: 0 8px;
          background: transparent;
          color: ${theme.colors.secondary};
          &:hover:not(:disabled):not([aria-disabled='true']) {
            text-decoration: underline;
          }
        `;
    }
  }}
`;
