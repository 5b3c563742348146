import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { ButtonLink, PageContainer, PageHeading } from '@x4i/shared';

const Text = styled.p`
  margin: 0 0 24px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 1.125rem;
`;

const Container = styled(PageContainer)`
  min-height: 40vh;
`;

/** A page that only says what went wrong and offers the way home (SPEC 2.4). */
export function StatusMessage({ heading, children }: { heading: string; children?: ReactNode }) {
  return (
    <Container>
      <PageHeading>{heading}</PageHeading>
      {children && <Text>{children}</Text>}
      <ButtonLink to="/">Home page</ButtonLink>
    </Container>
  );
}
