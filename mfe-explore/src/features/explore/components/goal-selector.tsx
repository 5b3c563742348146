import { findUnSdgByUri, UN_SDG_ENTRIES, UN_SDG_ALL, type ContentType } from '@x4i/shared/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from '@x4i/shared/router';
import { styled } from 'styled-components';
import { exploreUrl } from '../../kit/domain/explore-query';

const Root = styled.div`
  position: relative;
`;

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 44px;
  padding: 0 16px;
  border: 1px solid ${({ theme }) => theme.colors.textMuted};
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  cursor: pointer;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Swatch = styled.span<{ $color: string }>`
  flex: none;
  width: 14px;
  height: 14px;
  border-radius: 50%;
  background: ${({ $color }) => $color};
`;

const Menu = styled.ul`
  position: absolute;
  z-index: ${({ theme }) => theme.zIndex.dropdown};
  top: calc(100% + 4px);
  left: 0;
  width: min(360px, calc(100vw - 32px));
  max-height: 60vh;
  margin: 0;
  padding: 8px 0;
  overflow-y: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.colors.white};
  box-shadow: ${({ theme }) => theme.shadow};
  list-style: none;
`;

const Option = styled(Link)`
  display: flex;
  align-items: center;
  gap: 10px;
  min-height: 40px;
  padding: 0 16px;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;

  &[aria-current='page'] {
    font-weight: 700;
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
 * The goal of the listing (the 17 UN goals and All): a disclosure button and a list of links, so that choosing a
 * goal is a plain navigation, the search and filters kept.
 */
export function GoalSelector({ categorySlug, contentType, searchTerm }: { categorySlug: string; contentType: ContentType; searchTerm: string }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { search } = useLocation();
  const current = findUnSdgByUri(categorySlug) ?? UN_SDG_ALL;

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  return (
    <Root ref={rootRef}>
      <Toggle ref={toggleRef} type="button" aria-expanded={open} aria-controls={menuId} onClick={() => setOpen((value) => !value)}>
        <Swatch $color={current.color} aria-hidden="true" />
        UN goal: {current.label}
      </Toggle>
      <Menu id={menuId} hidden={!open} aria-label="UN goals">
        {UN_SDG_ENTRIES.map((entry) => (
          <li key={entry.value}>
            <Option
              to={exploreUrl({ categorySlug: entry.uri, contentType, searchTerm }, search)}
              aria-current={entry.uri === current.uri ? 'page' : undefined}
              onClick={() => setOpen(false)}
            >
              <Swatch $color={entry.color} aria-hidden="true" />
              {entry.position > 0 ? `${entry.position}. ${entry.label}` : entry.label}
            </Option>
          </li>
        ))}
      </Menu>
    </Root>
  );
}
