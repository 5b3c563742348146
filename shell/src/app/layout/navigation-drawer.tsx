import { useEffect, useId, useRef } from 'react';
import { keyframes, styled, useTheme } from 'styled-components';
import { ModalDialog } from '@x4i/shared';
import { DrawerMenu } from '../navigation/drawer-menu';
import type { NavItem } from '../navigation/nav-item';
import { DrawerUserMenu } from '../navigation/user-menu';
import { IconButton } from './icon-button';

const slideIn = keyframes`
  from { transform: translateX(-100%); }
  to { transform: none; }
`;

/** The shared modal dialog, drawn as a panel along the left edge. */
const Panel = styled(ModalDialog)`
  inset: 0 auto 0 0;
  width: min(320px, 85vw);
  max-width: none;
  height: 100dvh;
  max-height: none;
  margin: 0;
  border-radius: 0;
  animation: ${slideIn} 0.2s ease-out;
`;

const PanelHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  min-height: 64px;
  padding: 8px 8px 8px 16px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Title = styled.h2`
  margin: 0;
  color: ${({ theme }) => theme.colors.secondary};
  font-size: 1.125rem;
`;

const CloseButton = IconButton;

export interface NavigationDrawerProps {
  id: string;
  items: NavItem[];
  onClose: () => void;
}

/**
 * The mobile navigation drawer, a modal dialog: focus starts on its close button, Escape or the close button
 * or the backdrop closes it, and focus goes back to the menu button.
 */
export function NavigationDrawer({ id, items, onClose }: NavigationDrawerProps) {
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  const { breakpoints } = useTheme();

  // Widening the window past the mobile breakpoint hides the menu button; the drawer must not stay behind.
  useEffect(() => {
    const desktop = window.matchMedia?.(`(min-width: ${breakpoints.xs}px)`);
    if (!desktop) return;
    const onChange = (event: MediaQueryListEvent) => {
      if (event.matches) onClose();
    };
    desktop.addEventListener('change', onChange);
    return () => desktop.removeEventListener('change', onChange);
  }, [breakpoints.xs, onClose]);

  return (
    <Panel id={id} labelledBy={titleId} initialFocus={closeRef} onCancel={onClose} closeOnBackdrop compact>
      <PanelHeader>
        <Title id={titleId}>Menu</Title>
        <CloseButton ref={closeRef} type="button" aria-label="Close menu" onClick={onClose}>
          <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </CloseButton>
      </PanelHeader>
      <DrawerMenu items={items} onSelect={onClose} />
      <DrawerUserMenu onSelect={onClose} />
    </Panel>
  );
}
