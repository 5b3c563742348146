import { css } from 'styled-components';

/** Shared look of a menu entry: full-width row, clear hover and current-page marks. */
export const menuEntryCss = css`
  display: block;
  width: 100%;
  padding: 10px 16px;
  border: 0;
  border-left: 3px solid transparent;
  background: none;
  color: ${({ theme }) => theme.colors.text};
  font-weight: 500;
  text-align: left;
  text-decoration: none;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surface};
    text-decoration: underline;
  }

  &[aria-current='page'] {
    border-left-color: ${({ theme }) => theme.colors.primary};
    font-weight: 700;
  }
`;
