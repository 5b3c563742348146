/**
 * The page boots in steps, each in a task of its own: evaluating React, the router, the other libraries, shared
 * and the app's modules, then rendering. Done in one go it held a phone's main thread for a quarter of a second
 * before the page answered a tap (Lighthouse's total blocking time); between steps the browser paints and handles
 * input. The modules stay in this chunk (`eager`): the steps add no request.
 */
async function boot(): Promise<void> {
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await yieldToBrowser();
  await import(/* webpackMode: "eager" */ '@x4i/shared/router');
  await yieldToBrowser();
  await import(/* webpackMode: "eager" */ 'styled-components');
  await yieldToBrowser();
  await Promise.all([import(/* webpackMode: "eager" */ 'swr'), import(/* webpackMode: "eager" */ 'jotai')]);
  await yieldToBrowser();
  await import(/* webpackMode: "eager" */ '@x4i/shared');
  await yieldToBrowser();
  const { start } = await import(/* webpackMode: "eager" */ './bootstrap');
  await yieldToBrowser();
  start();
}

function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

void boot();
