import { CONTENT_TYPES, type ContentType } from '@x4i/shared/domain';
import { Link } from '@x4i/shared/router';
import { useEffect, useRef } from 'react';
import { styled } from 'styled-components';
import { exploreUrl } from '../../kit/domain/explore-query';

const Nav = styled.nav`
  margin: 0 0 24px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  overflow-x: auto;
`;

const List = styled.ul`
  display: flex;
  gap: 4px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const TabLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 16px;
  border-bottom: 3px solid transparent;
  color: ${({ theme }) => theme.colors.secondary};
  font-weight: 600;
  text-decoration: none;
  white-space: nowrap;

  &[aria-current='page'] {
    border-bottom-color: ${({ theme }) => theme.colors.primaryStrong};
    color: ${({ theme }) => theme.colors.text};
  }

  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
  }
`;

/**
 * Challenges, Solutions, Grants, Articles, Flow: the same goal (and search) in each content type. On a phone the
 * row is wider than the screen and scrolls sideways: the current tab is scrolled into sight (only the row moves).
 */
export function ExploreTabs({ categorySlug, contentType, searchTerm }: { categorySlug: string; contentType: ContentType; searchTerm: string }) {
  const nav = useRef<HTMLElement>(null);
  useEffect(() => {
    const row = nav.current;
    const current = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !current) return;
    const end = current.offsetLeft + current.offsetWidth;
    if (current.offsetLeft < row.scrollLeft) row.scrollLeft = current.offsetLeft;
    else if (end > row.scrollLeft + row.clientWidth) row.scrollLeft = end - row.clientWidth;
  }, [contentType]);
  return (
    <Nav aria-label="Content types" ref={nav}>
      <List>
        {CONTENT_TYPES.map((type) => (
          <li key={type.contentType}>
            <TabLink
              to={exploreUrl({ categorySlug, contentType: type.contentType, searchTerm: type.contentType === 'money-flow' ? null : searchTerm })}
              aria-current={type.contentType === contentType ? 'page' : undefined}
            >
              {type.displayName}
            </TabLink>
          </li>
        ))}
      </List>
    </Nav>
  );
}
