import { styled } from 'styled-components';
import type { NavItem } from './nav-item';
import { mobileNavItems } from './nav-item-rules';
import { NavDropdown } from './nav-dropdown';
import { NavItemLink } from './nav-item-link';
import { menuEntryCss } from './nav-link-styles';

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  > li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const DrawerLink = styled(NavItemLink)`
  ${menuEntryCss}
  padding: 12px 16px;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.secondary};
`;

export interface DrawerMenuProps {
  items: NavItem[];
  /** Called when an item is chosen (the drawer closes even if the page stays the same). */
  onSelect?: () => void;
}

/** The top menu as the mobile drawer shows it: mobile labels, no desktop-only items, dropdowns expand in place. */
export function DrawerMenu({ items, onSelect }: DrawerMenuProps) {
  const visible = mobileNavItems(items);
  if (visible.length === 0) return null;
  return (
    <nav aria-label="Main">
      <List>
        {visible.map((item) => (
          <li key={item.dataId}>
            {item.dropdownMenu ? (
              <NavDropdown item={item} variant="inline" mobile onSelect={onSelect} />
            ) : (
              <DrawerLink item={item} mobile onSelect={onSelect} />
            )}
          </li>
        ))}
      </List>
    </nav>
  );
}
