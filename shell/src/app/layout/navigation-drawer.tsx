import { useEffect, useId, useRef } from 'react';
import { keyframes, styled, useTheme } from 'styled-components';
import { DrawerMenu } from '../navigation/drawer-menu';
import type { NavItem } from '../navigation/nav-item';
import { DrawerUserMenu } from '../navigation/user-menu';
import { IconButton } from './icon-button';

const slideIn = keyframes`
  from { transform: translateX(-100%); }
  to { transform: none; }
`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.drawer};
  background: rgba(31, 42, 51, 0.5);
`;

const Panel = styled.div`
  position: fixed;
  top: 0;
  bottom: 0;
  left: 0;
  z-index: ${({ theme }) => theme.zIndex.drawer};
  display: flex;
  flex-direction: column;
  width: min(320px, 85vw);
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.white};
  box-shadow: ${({ theme }) => theme.shadow};
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
 * or the backdrop closes it. The layout makes the page behind it inert and puts focus back on the menu button.
 */
export function NavigationDrawer({ id, items, onClose }: NavigationDrawerProps) {
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  const { breakpoints } = useTheme();

  useEffect(() => {
    closeRef.current?.focus();
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onClose]);

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
    <>
      <Backdrop onClick={onClose} />
      <Panel id={id} role="dialog" aria-modal="true" aria-labelledby={titleId}>
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
    </>
  );
}
