import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigationType } from '@x4i/shared/router';
import { DELAYED_SCROLL_MS } from '../../kit/domain/timing';
import { exploreRouteShownAtom } from '../../kit/state/explore-route';
import { useExploreStore } from '../../kit/state/explore-store';

/**
 * SPEC 2.4: going to the landing page hides the wheel results, and scrolls to the top after 100 ms when the visitor
 * was already on the landing page (the logo or Home link) or on an explore route. Back and Forward keep what was
 * shown, as browsers do.
 */
export function useLandingReset(hideWheelResults: () => void): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const store = useExploreStore();
  // Read while the page being left is still mounted: a listing or search marks itself shown.
  const [cameFromExplore] = useState(() => store.get(exploreRouteShownAtom));
  const firstKey = useRef(location.key);
  const hide = useRef(hideWheelResults);
  hide.current = hideWheelResults;

  useEffect(() => {
    if (navigationType === 'POP') return;
    hide.current();
    const alreadyOnLanding = location.key !== firstKey.current;
    if (!alreadyOnLanding && !cameFromExplore) return;
    const timer = setTimeout(() => window.scrollTo({ top: 0 }), DELAYED_SCROLL_MS);
    return () => clearTimeout(timer);
  }, [location.key, navigationType, cameFromExplore]);
}
