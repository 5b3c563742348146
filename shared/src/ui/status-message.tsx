import { createContext, useContext, type ReactNode } from 'react';
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

/**
 * Given by the server's render of a page: a page that renders the not-found message marks it, and the gateway then
 * answers 404 (an SDG, state or id the route's pattern takes but the site does not have), as it does for a path
 * no route matches. In the browser there is none.
 */
export interface NotFoundSignal {
  notFound: boolean;
}
export const NotFoundSignalContext = createContext<NotFoundSignal | null>(null);

/** '404 Not Found' / 'This page could not be found', with the way home. */
export function NotFoundMessage() {
  const signal = useContext(NotFoundSignalContext);
  // A mark set while rendering, as a static router's context is: the server reads it once the page is rendered.
  if (signal) signal.notFound = true;
  return <StatusMessage heading={NOT_FOUND_HEADING}>{NOT_FOUND_MESSAGE}</StatusMessage>;
}
