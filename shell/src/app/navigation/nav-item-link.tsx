import type { MouseEvent } from 'react';
import { Link, useLocation } from '@x4i/shared/router';
import { ExternalLink } from '@x4i/shared';
import type { NavItem } from './nav-item';
import { isCurrentPage } from './nav-item-rules';

export interface NavItemLinkProps {
  item: NavItem;
  /** Shows `mobileLabel` when the item has one. */
  mobile?: boolean;
  /** Called whenever the item is chosen, so a menu or drawer can close even when the page stays the same. */
  onSelect?: () => void;
  className?: string;
}

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * One nav item (SPEC 2.5): runs its action, opens an external site in a new tab, scrolls to the top when it
 * points at the page already shown, and otherwise navigates.
 */
export function NavItemLink({ item, mobile = false, onSelect, className }: NavItemLinkProps) {
  const location = useLocation();
  const label = mobile && item.mobileLabel ? item.mobileLabel : item.label;

  if (item.action) {
    const action = item.action;
    return (
      <button
        type="button"
        className={className}
        data-id={item.dataId}
        onClick={() => {
          action();
          onSelect?.();
        }}
      >
        {label}
      </button>
    );
  }

  const to = item.to ?? '/';

  if (item.external) {
    return (
      <ExternalLink href={to} className={className} data-id={item.dataId} onClick={onSelect}>
        {label}
      </ExternalLink>
    );
  }

  const current = isCurrentPage(to, location);
  return (
    <Link
      to={to}
      className={className}
      data-id={item.dataId}
      aria-current={current ? 'page' : undefined}
      onClick={(event) => {
        if (current && isPlainClick(event)) {
          event.preventDefault();
          window.scrollTo({ top: 0 });
        }
        onSelect?.();
      }}
    >
      {label}
    </Link>
  );
}
