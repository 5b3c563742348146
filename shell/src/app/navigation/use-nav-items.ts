import { useIsRouteAvailable } from '../site-routes';
import type { NavItem } from './nav-item';
import { availableNavItems } from './nav-item-rules';
import { footerItems, topMenuItems } from './nav-items';

/** The top menu and footer items whose pages this deployment can render. */
export function useNavItems(): { topMenu: NavItem[]; footer: NavItem[] } {
  const isAvailable = useIsRouteAvailable();
  return {
    topMenu: availableNavItems(topMenuItems, isAvailable),
    footer: availableNavItems(footerItems, isAvailable),
  };
}
