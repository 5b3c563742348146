import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useLocation } from '@x4i/shared/router';
import { styled } from 'styled-components';
import { ChevronIcon } from './chevron-icon';
import type { NavItem } from './nav-item';
import { NavItemLink } from './nav-item-link';
import { menuEntryCss } from './nav-link-styles';

type DropdownVariant = 'popup' | 'inline';

const Wrapper = styled.div<{ $variant: DropdownVariant }>`
  position: ${({ $variant }) => ($variant === 'popup' ? 'relative' : 'static')};
`;

const Toggle = styled.button<{ $variant: DropdownVariant }>`
  display: flex;
  align-items: center;
  justify-content: ${({ $variant }) => ($variant === 'popup' ? 'center' : 'space-between')};
  gap: 8px;
  width: ${({ $variant }) => ($variant === 'popup' ? 'auto' : '100%')};
  min-height: 44px;
  padding: ${({ $variant }) => ($variant === 'popup' ? '8px 12px' : '12px 16px')};
  border: 0;
  border-radius: ${({ theme }) => theme.radius}px;
  background: none;
  color: ${({ theme }) => theme.colors.secondary};
  font-weight: 600;
  white-space: ${({ $variant }) => ($variant === 'popup' ? 'nowrap' : 'normal')};
  cursor: pointer;

  /* The top row's entries stay on one line from 768 px with less padding (see top-menu.tsx). */
  ${({ theme, $variant }) => ($variant === 'popup' ? `${theme.below.sm} { padding: 8px; }` : '')}

  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }

  svg {
    transition: transform 0.15s ease;
  }

  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
`;

const Menu = styled.ul<{ $variant: DropdownVariant }>`
  margin: 0;
  padding: ${({ $variant }) => ($variant === 'popup' ? '8px 0' : '0 0 8px 16px')};
  list-style: none;

  ${({ $variant, theme }) =>
    $variant === 'popup' &&
    `
    position: absolute;
    top: calc(100% + 4px);
    left: 0;
    z-index: ${theme.zIndex.dropdown};
    min-width: 260px;
    max-height: calc(100vh - 96px);
    overflow-y: auto;
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius}px;
    background: ${theme.colors.white};
    box-shadow: ${theme.shadow};
  `}

  &[hidden] {
    display: none;
  }

  a,
  button {
    ${menuEntryCss}
  }
`;

export interface NavDropdownProps {
  item: NavItem;
  /** 'popup' floats under the top menu; 'inline' expands in place (the mobile drawer). */
  variant?: DropdownVariant;
  mobile?: boolean;
  /** Called after an entry is chosen (the mobile drawer closes with it). */
  onSelect?: () => void;
}

/**
 * A disclosure: a button (aria-expanded, aria-controls) showing a list of links. Escape closes the popup
 * variant and puts focus back on the button; choosing an item or any navigation closes it, and so (for the popup) do a click
 * outside and leaving it with Tab.
 */
export function NavDropdown({ item, variant = 'popup', mobile = false, onSelect }: NavDropdownProps) {
  const location = useLocation();
  // Open "at" a location: navigating anywhere closes the menu without an effect.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;
  const menuId = useId();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const close = () => setOpenAt(null);

  const closesOnLeave = variant === 'popup';

  useEffect(() => {
    if (!open || !closesOnLeave) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpenAt(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, closesOnLeave]);

  const onKeyDown = (event: KeyboardEvent) => {
    // Inside the drawer a section is part of the dialog: Escape closes the whole drawer, not the section.
    if (event.key !== 'Escape' || !open || variant === 'inline') return;
    event.stopPropagation();
    close();
    toggleRef.current?.focus();
  };

  const onBlur = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (open && closesOnLeave && next && !wrapperRef.current?.contains(next)) close();
  };

  const label = mobile && item.mobileLabel ? item.mobileLabel : item.label;

  return (
    <Wrapper ref={wrapperRef} $variant={variant} onKeyDown={onKeyDown} onBlur={onBlur}>
      <Toggle
        ref={toggleRef}
        type="button"
        $variant={variant}
        data-id={item.dataId}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpenAt(open ? null : location.key)}
      >
        {label}
        <ChevronIcon />
      </Toggle>
      <Menu id={menuId} $variant={variant} hidden={!open}>
        {(item.dropdownMenu ?? []).map((entry) => (
          <li key={entry.dataId}>
            <NavItemLink
              item={entry}
              mobile={mobile}
              onSelect={() => {
                close();
                onSelect?.();
              }}
            />
          </li>
        ))}
      </Menu>
    </Wrapper>
  );
}
