import { Link } from '@x4i/shared/router';
import { styled } from 'styled-components';
import { VisuallyHidden } from '@x4i/shared';
import { Logo } from './logo';

const StyledLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  border-radius: 4px;
`;

/** The wordmark as a link to the home page. */
export function HomeLink({ productName }: { productName: string }) {
  return (
    <StyledLink to="/">
      <Logo />
      <VisuallyHidden>{productName} home page</VisuallyHidden>
    </StyledLink>
  );
}
