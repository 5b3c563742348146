import { styled } from 'styled-components';
import type { NavItem } from './nav-item';
import { NavDropdown } from './nav-dropdown';
import { NavItemLink } from './nav-item-link';

const List = styled.ul`
  display: flex;
  align-items: center;
  gap: 4px;
  margin: 0;
  padding: 0;
  list-style: none;

  /* The last dropdown opens leftwards so it stays inside the window. */
  > li:last-child ul {
    left: auto;
    right: 0;
  }
`;

const TopLink = styled(NavItemLink)`
  display: flex;
  align-items: center;
  min-height: 44px;
  padding: 8px 12px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius}px;
  background: none;
  color: ${({ theme }) => theme.colors.secondary};
  font-weight: 600;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;

  /* From 768 to 960 px the row has room for the entries on one line only with less padding. */
  ${({ theme }) => theme.below.sm} {
    padding: 8px;
  }

  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }

  &[aria-current='page'] {
    box-shadow: inset 0 -3px 0 ${({ theme }) => theme.colors.primary};
  }
`;

export interface TopMenuProps {
  items: NavItem[];
  className?: string;
}

/** The desktop top menu: links and dropdowns in one row. */
export function TopMenu({ items, className }: TopMenuProps) {
  if (items.length === 0) return null;
  return (
    <nav aria-label="Main" className={className}>
      <List>
        {items.map((item) => (
          <li key={item.dataId}>{item.dropdownMenu ? <NavDropdown item={item} /> : <TopLink item={item} />}</li>
        ))}
      </List>
    </nav>
  );
}
