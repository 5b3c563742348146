import { Link } from '@x4i/shared/router';
import { styled } from 'styled-components';

export const BackLink = styled(Link)`
  display: inline-block;
  margin-bottom: 24px;
  color: ${({ theme }) => theme.colors.secondary};
  font-weight: 600;

  &::before {
    content: '← ';
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
