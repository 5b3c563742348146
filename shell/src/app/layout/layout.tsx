import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Outlet, useLocation, useMatches } from '@x4i/shared/router';
import { styled } from 'styled-components';
import { readBootData } from '@x4i/shared';
import { Overlays } from '../../overlays/overlays';
import { useNavItems } from '../navigation/use-nav-items';
import { AppBar } from './app-bar';
import { NavigationDrawer } from './navigation-drawer';
import { PartnersRow } from './partners-row';
import { PreviewNotice } from './preview-notice';
import { SiteFooter } from './site-footer';
import { SkipLink } from './skip-link';

/** SPEC 2.6 and 2.2: the partners row is hidden on these routes (a content page, a compensation report tab). */
const ROUTES_WITHOUT_PARTNERS: readonly string[] = ['path1-path2-path3-slug', 'nonprofit-compensation-report-slug'];

const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

const Main = styled.main`
  flex: 1 0 auto;
  /* Keeps the partners row and footer below the fold while a page loads its code and data, so they do not
     jump when the content arrives (layout shift). */
  min-height: 100vh;

  &:focus {
    outline: none;
  }
`;

function routeNameOf(handle: unknown): string | undefined {
  return (handle as { routeName?: string } | null | undefined)?.routeName;
}

/**
 * The site frame around every page (SPEC 2.6): skip link, app bar with the top menu or the drawer button,
 * the page area, the partners row, the footer and the black footer.
 */
export function Layout() {
  const { productName, preview } = readBootData();
  const { topMenu, footer } = useNavItems();
  const location = useLocation();
  const matches = useMatches();
  const drawerId = useId();
  const menuButtonRef = useRef<HTMLButtonElement>(null);

  // Open "at" a location: any navigation closes the drawer.
  const [drawerOpenAt, setDrawerOpenAt] = useState<string | null>(null);
  const drawerOpen = drawerOpenAt === location.key;
  const openDrawer = () => setDrawerOpenAt(location.key);
  const closeDrawer = useCallback(() => setDrawerOpenAt(null), []);

  // Focus goes back to the menu button once the page is no longer inert (it cannot be focused before).
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !drawerOpen) menuButtonRef.current?.focus();
    wasOpen.current = drawerOpen;
  }, [drawerOpen]);

  const showPartners = !matches.some((match) => ROUTES_WITHOUT_PARTNERS.includes(routeNameOf(match.handle) ?? ''));

  return (
    <>
      <Page inert={drawerOpen} aria-hidden={drawerOpen || undefined}>
        <SkipLink />
        <PreviewNotice preview={preview} />
        <AppBar
          productName={productName}
          topMenu={topMenu}
          drawerId={drawerId}
          drawerOpen={drawerOpen}
          onOpenDrawer={openDrawer}
          menuButtonRef={menuButtonRef}
        />
        <Main id="main" tabIndex={-1}>
          <Outlet />
        </Main>
        {showPartners && <PartnersRow />}
        <SiteFooter productName={productName} items={footer} />
      </Page>
      {drawerOpen && <NavigationDrawer id={drawerId} items={topMenu} onClose={closeDrawer} />}
      <Overlays />
    </>
  );
}
