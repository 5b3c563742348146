import type { MouseEvent } from 'react';
import { styled } from 'styled-components';

const Link = styled.a`
  position: absolute;
  top: 8px;
  left: 8px;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  padding: 12px 16px;
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.colors.secondary};
  color: ${({ theme }) => theme.colors.white};
  font-weight: 600;
  text-decoration: none;
  transform: translateY(-200%);

  &:focus {
    transform: none;
  }
`;

/** First stop for keyboard users: jumps past the app bar and menus to the page content. */
export function SkipLink() {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById('main');
    if (!main) return;
    // Focus the page area itself so the next Tab continues from there; the URL keeps no '#main'.
    event.preventDefault();
    main.focus();
    main.scrollIntoView?.();
  };
  return (
    <Link href="#main" onClick={onClick} data-print="hide">
      Skip to main content
    </Link>
  );
}
