import { useEffect } from 'react';
import { isDoNotTrack, readBootData, setApiErrorLogger, track, type DataLayerWindow } from '@x4i/shared';

/** Analytics events go through the shared track() (SPEC 7.5); re-exported for the shell's own overlays. */
export { track };

export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';

export function tagManagerScriptUrl(id: string): string {
  return `${TAG_MANAGER_ORIGIN}/gtm.js?id=${encodeURIComponent(id)}`;
}

/**
 * Loads the tag manager when it is configured (TAG_MANAGER_ID) and the browser does not ask not to be tracked.
 * Returns whether it was loaded (or already was).
 */
export function loadTagManager(id: string | undefined, win: DataLayerWindow = window, doc: Document = document): boolean {
  if (!id || isDoNotTrack(win)) return false;
  const src = tagManagerScriptUrl(id);
  if (doc.querySelector(`script[src="${src}"]`)) return true;
  win.dataLayer ??= [];
  win.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = doc.createElement('script');
  script.async = true;
  script.src = src;
  doc.head.appendChild(script);
  return true;
}

/**
 * Records each API call refused for too many requests (a quota or rate limit, 429) as `limit_reached`, beside the
 * API client's own logging. Called once, when the page starts.
 */
export function trackLimitsReached(): void {
  const previous = setApiErrorLogger((message, details) => {
    previous(message, details);
    if (details.status === 429) track('limit_reached', { path: details.url.split('?')[0], code: details.code });
  });
}

/** Mounted once by the overlays: loads the tag manager from the boot data. */
export function TagManager() {
  useEffect(() => {
    loadTagManager(readBootData().tagManagerId);
  }, []);
  return null;
}
