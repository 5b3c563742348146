import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useLocation } from '@x4i/shared/router';
import { styled } from 'styled-components';
import { useSession, useSignIn, useSignOut } from '@x4i/shared';
import { displayName } from '@x4i/shared/domain';
import { useIsRouteAvailable } from '../site-routes';
import { ChevronIcon } from './chevron-icon';
import type { NavItem } from './nav-item';
import { NavItemLink } from './nav-item-link';
import { menuEntryCss } from './nav-link-styles';

/** SPEC 2.5 user menu: the profile page. */
export const PROFILE_PATH = '/profile';

/** The user menu's entries for a signed-in user: 'My profile' (once its page is deployed) and 'Sign out'. */
function useSignedInItems(): NavItem[] {
  const isAvailable = useIsRouteAvailable();
  const signOut = useSignOut();
  return [
    ...(isAvailable(PROFILE_PATH) ? [{ label: 'My profile', to: PROFILE_PATH, dataId: 'user-menu-profile' }] : []),
    { label: 'Sign out', action: () => void signOut(), dataId: 'user-menu-sign-out' },
  ];
}

const Wrapper = styled.div`
  position: relative;
`;

const Toggle = styled.button`
  display: flex;
  align-items: center;
  gap: 8px;
  max-width: 240px;
  min-height: 44px;
  padding: 8px 12px;

  /* From 768 to 960 px the bar's row has no more room than the Sign in button's: the name is cut with an ellipsis. */
  ${({ theme }) => theme.below.sm} {
    max-width: 120px;
    padding: 8px;
  }
  border: 0;
  border-radius: ${({ theme }) => theme.radius}px;
  background: none;
  color: ${({ theme }) => theme.colors.secondary};
  font-family: inherit;
  font-size: 1rem;
  font-weight: 600;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }

  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }

  svg {
    flex: none;
    transition: transform 0.15s ease;
  }

  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
`;

const SignInButton = styled.button`
  min-height: 44px;
  padding: 8px 16px;
  border: 2px solid ${({ theme }) => theme.colors.secondary};
  border-radius: ${({ theme }) => theme.radius}px;
  background: none;
  color: ${({ theme }) => theme.colors.secondary};
  font-family: inherit;
  font-size: 1rem;
  font-weight: 600;
  white-space: nowrap;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const Menu = styled.ul`
  position: absolute;
  top: calc(100% + 4px);
  right: 0;
  z-index: ${({ theme }) => theme.zIndex.dropdown};
  min-width: 200px;
  margin: 0;
  padding: 8px 0;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.colors.white};
  box-shadow: ${({ theme }) => theme.shadow};

  &[hidden] {
    display: none;
  }

  a,
  button {
    ${menuEntryCss}
  }
`;

/**
 * The app bar's user menu (SPEC 2.5): 'Sign in' opens the sign-in modal; signed in, a button with the display
 * name shows 'My profile' and 'Sign out' (a disclosure, as the top menu's dropdowns). Nothing while the
 * session loads, so the bar does not flash 'Sign in' at a signed-in user.
 */
export function UserMenu({ className }: { className?: string }) {
  const { user, isLoading } = useSession();
  const { open } = useSignIn();
  if (isLoading) return null;
  if (!user) {
    return (
      <SignInButton type="button" className={className} data-id="user-menu-sign-in" onClick={() => open()}>
        Sign in
      </SignInButton>
    );
  }
  return <SignedInMenu name={displayName(user)} className={className} />;
}

function SignedInMenu({ name, className }: { name: string; className?: string }) {
  const items = useSignedInItems();
  const location = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;
  const menuId = useId();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const close = () => setOpenAt(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpenAt(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    close();
    toggleRef.current?.focus();
  };

  const onBlur = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (open && next && !wrapperRef.current?.contains(next)) close();
  };

  return (
    <Wrapper ref={wrapperRef} className={className} onKeyDown={onKeyDown} onBlur={onBlur}>
      <Toggle
        ref={toggleRef}
        type="button"
        data-id="user-menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpenAt(open ? null : location.key)}
      >
        <span>{name}</span>
        <ChevronIcon />
      </Toggle>
      <Menu id={menuId} hidden={!open}>
        {items.map((item) => (
          <li key={item.dataId}>
            <NavItemLink item={item} onSelect={close} />
          </li>
        ))}
      </Menu>
    </Wrapper>
  );
}

const DrawerList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  > li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }

  a,
  button {
    ${menuEntryCss}
    padding: 12px 16px;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.secondary};
  }
`;

/**
 * The user menu in the mobile drawer (SPEC 2.5): 'My profile' and 'Sign out' when signed in, otherwise
 * 'Sign in'. Choosing 'Sign in' closes the drawer first, then opens the modal, so that focus returns to the
 * menu button when the modal closes.
 */
export function DrawerUserMenu({ onSelect }: { onSelect: () => void }) {
  const { user, isLoading } = useSession();
  const { open } = useSignIn();
  const signedInItems = useSignedInItems();
  if (isLoading) return null;
  const items: NavItem[] = user
    ? signedInItems
    : [
        {
          label: 'Sign in',
          dataId: 'user-menu-sign-in',
          action: () => {
            setTimeout(() => open(), 0);
          },
        },
      ];
  return (
    <nav aria-label="Account">
      <DrawerList>
        {items.map((item) => (
          <li key={item.dataId}>
            <NavItemLink item={item} mobile onSelect={onSelect} />
          </li>
        ))}
      </DrawerList>
    </nav>
  );
}
