import type { NavItem } from './nav-item';

/**
 * Leaves out items whose page the site cannot render yet, then dropdowns left empty. External links and
 * items with an action always stay.
 */
export function availableNavItems(items: readonly NavItem[], isAvailable: (to: string) => boolean): NavItem[] {
  return items.flatMap((item): NavItem[] => {
    if (item.dropdownMenu) {
      const dropdownMenu = availableNavItems(item.dropdownMenu, isAvailable);
      return dropdownMenu.length > 0 ? [{ ...item, dropdownMenu }] : [];
    }
    if (item.external || item.action) return [item];
    return item.to !== undefined && isAvailable(item.to) ? [item] : [];
  });
}

/** The items the mobile drawer shows: desktop-only ones (and dropdowns left empty) are left out. */
export function mobileNavItems(items: readonly NavItem[]): NavItem[] {
  return items.flatMap((item): NavItem[] => {
    if (item.desktopOnly) return [];
    if (!item.dropdownMenu) return [item];
    const dropdownMenu = mobileNavItems(item.dropdownMenu);
    return dropdownMenu.length > 0 ? [{ ...item, dropdownMenu }] : [];
  });
}

/** Footer items grouped by `desktopCol`, in column order; empty columns do not exist. */
export function footerColumns(items: readonly NavItem[]): NavItem[][] {
  const columns = new Map<number, NavItem[]>();
  for (const item of items) {
    const column = item.desktopCol ?? 1;
    columns.set(column, [...(columns.get(column) ?? []), item]);
  }
  return [...columns.entries()].sort(([a], [b]) => a - b).map(([, column]) => column);
}

interface CurrentLocation {
  pathname: string;
  search: string;
  hash: string;
}

const trimTrailingSlash = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

function sortedQuery(search: string): string {
  const params = new URLSearchParams(search);
  params.sort();
  return params.toString();
}

/**
 * Does a link point at the page already shown? A trailing slash or the order of query parameters makes no
 * difference; a hash only counts when the link has one.
 */
export function isCurrentPage(to: string, current: CurrentLocation): boolean {
  const target = new URL(to, 'https://site.invalid');
  return (
    trimTrailingSlash(target.pathname) === trimTrailingSlash(current.pathname) &&
    sortedQuery(target.search) === sortedQuery(current.search) &&
    (!target.hash || target.hash === current.hash)
  );
}
