import { DOWNLOADING_ATTRIBUTE } from '@x4i/shared/contracts';
import { remoteNameOf } from './retry-tokens';

/**
 * Resolves once none of a remote's preloaded scripts is still downloading. A retry waits for this: the remote's
 * chunks load under their own URLs (only its entry takes a retry token), and a script asking for a URL whose
 * preload is still under way takes that preload's answer, which failed if the first attempt did; a settled
 * failure is not reused. The start script marks each preload while it downloads (DOWNLOADING_ATTRIBUTE).
 */
export function preloadsSettled(remoteName: string): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve(); // rendering on the server: nothing downloads
  const downloading = [...document.querySelectorAll<HTMLLinkElement>(`link[rel="preload"][${DOWNLOADING_ATTRIBUTE}]`)].filter(
    (link) => remoteNameOf(link.href) === remoteName,
  );
  return Promise.all(
    downloading.map(
      (link) =>
        new Promise<void>((resolve) => {
          link.addEventListener('load', () => resolve(), { once: true });
          link.addEventListener('error', () => resolve(), { once: true });
        }),
    ),
  ).then(() => undefined);
}
