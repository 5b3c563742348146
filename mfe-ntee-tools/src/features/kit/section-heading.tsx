import { styled } from 'styled-components';

export const SectionHeading = styled.h2`
  margin: 0 0 16px;
  color: ${({ theme }) => theme.colors.secondary};
  font-size: 1.375rem;
  line-height: 1.3;
`;

export const SubsectionHeading = styled.h3`
  margin: 0 0 12px;
  color: ${({ theme }) => theme.colors.secondary};
  font-size: 1.125rem;
  line-height: 1.3;
`;

/** h2 on the organisation's own page, h3 where it appears inside another section. */
export function headingFor(level: 2 | 3) {
  return level === 2 ? SectionHeading : SubsectionHeading;
}
