import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { ButtonLink } from './button-link.js';
import { PageContainer } from './page-container.js';
import { PageHeading } from './page-heading.js';

/** SPEC 2.4, 8: what a page that does not exist says, in the shell and in every remote. */
export const NOT_FOUND_HEADING = '404 Not Found';
export const NOT_FOUND_MESSAGE = 'This page could not be found';

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

/** '404 Not Found' / 'This page could not be found', with the way home. */
export function NotFoundMessage() {
  return <StatusMessage heading={NOT_FOUND_HEADING}>{NOT_FOUND_MESSAGE}</StatusMessage>;
}
