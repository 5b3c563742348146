// The fonts' style sheet belongs to this entry, so the page's HTML carries it inline (see index.html): loaded later
// with the app's chunk, it would start the face's download late and lay the whole page out again when it arrived.
import './styles/fonts.css';
import { keepEarlyMessages } from './overlays/early-messages';
import { warmUpIntl } from './warm-up-intl';
import { yieldToBrowser } from './yield-to-browser';

/**
 * The page boots in steps, each in a task of its own, so that a phone's main thread is never held for long before
 * the page answers a tap (Lighthouse's total blocking time); between steps the browser paints and handles input.
 *
 * Asking the federation runtime for a shared library costs the main thread too (its version checked against every
 * copy on offer, a script tag per file). Asked for all at once, in the same task as this script's own start, that
 * was one task of 170 to 280 ms on Lighthouse's phone. So each library is asked for in a task of its own; the
 * steps follow one another without waiting for the network, so the downloads still run side by side. Each library
 * is evaluated when it arrives, then the app.
 */
async function boot(): Promise<void> {
  keepEarlyMessages();
  warmUpIntl();
  const loads: Promise<unknown>[] = [];
  for (const load of [
    () => import('react-dom/client'),
    () => import('@x4i/shared/router'),
    () => import('styled-components'),
    () => import('swr'),
    () => import('jotai'),
    () => import('@x4i/shared'),
  ]) {
    await yieldToBrowser();
    loads.push(load());
  }
  const app = import('./bootstrap');
  for (const loaded of loads) {
    await loaded;
    await yieldToBrowser();
  }
  const { start } = await app;
  await yieldToBrowser();
  await start();
}

void boot();
