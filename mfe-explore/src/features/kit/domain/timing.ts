/** SPEC 9 'Delayed scroll': going to the landing page scrolls to the top this long after the navigation. */
export const DELAYED_SCROLL_MS = 100;
