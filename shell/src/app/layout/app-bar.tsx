import type { Ref } from 'react';
import { styled } from 'styled-components';
import type { NavItem } from '../navigation/nav-item';
import { TopMenu } from '../navigation/top-menu';
import { UserMenu } from '../navigation/user-menu';
import { HomeLink } from './home-link';
import { IconButton } from './icon-button';

const Header = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.appBar};
  background: ${({ theme }) => theme.colors.white};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 24px;
  max-width: ${({ theme }) => theme.contentMaxWidth}px;
  min-height: 64px;
  margin: 0 auto;
  padding: 8px 32px;

  ${({ theme }) => theme.below.sm} {
    gap: 12px;
    padding: 8px 16px;
  }
`;

const DesktopMenu = styled(TopMenu)`
  ${({ theme }) => theme.below.xs} {
    display: none;
  }
`;

const End = styled.div`
  display: flex;
  align-items: center;
  gap: 16px;
  min-width: 0;

  ${({ theme }) => theme.below.sm} {
    gap: 8px;
  }
`;

/* Under 768 px the drawer holds the user menu. */
const DesktopUserMenu = styled(UserMenu)`
  ${({ theme }) => theme.below.xs} {
    display: none;
  }
`;

const MenuButton = styled(IconButton)`
  ${({ theme }) => theme.above.xs} {
    display: none;
  }
`;

export interface AppBarProps {
  productName: string;
  topMenu: NavItem[];
  drawerId: string;
  drawerOpen: boolean;
  onOpenDrawer: () => void;
  menuButtonRef: Ref<HTMLButtonElement>;
}

/**
 * Top app bar: the wordmark, the top menu and the user menu on desktop and, under 768 px, the button that opens
 * the drawer.
 */
export function AppBar({ productName, topMenu, drawerId, drawerOpen, onOpenDrawer, menuButtonRef }: AppBarProps) {
  return (
    <Header data-print="hide">
      <Bar>
        <HomeLink productName={productName} />
        <End>
          <DesktopMenu items={topMenu} />
          <DesktopUserMenu />
        </End>
        <MenuButton
          ref={menuButtonRef}
          type="button"
          aria-label="Menu"
          aria-haspopup="dialog"
          aria-expanded={drawerOpen}
          aria-controls={drawerOpen ? drawerId : undefined}
          onClick={onOpenDrawer}
        >
          <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </MenuButton>
      </Bar>
    </Header>
  );
}
