/**
 * Between the builds and the gateway: which built files are also written brotli-compressed beside themselves
 * (`<file>.br`, at the highest level, once), so that the gateway can send that copy instead of compressing.
 */
export const PRECOMPRESSED_FILE = /\.(js|css|json|svg)$/;
export const BROTLI_SUFFIX = '.br';

/**
 * Between the gateway and the backend: how long the backend keeps an idle connection open. The gateway keeps its
 * connections for less, so it never sends on a connection the backend is closing.
 */
export const BACKEND_KEEP_ALIVE_MS = 60_000;

/** Between the shell's build and the gateway: the shell's entry script, at the site's root. */
export const SHELL_ENTRY = '/main.js';

/** Between the gateway and the start script: the element holding the page's script downloads until the first paint. */
export const LATER_DOWNLOADS_ID = 'x4i-later';

/**
 * Between the start script and the shell: on each of those downloads until it has loaded or failed. A retry of a
 * remote waits for its downloads still under way, since a script asking for a URL that is still downloading takes
 * that download's answer, and a failed one would fail the retry (see shell/src/federation/preloads.ts).
 */
export const DOWNLOADING_ATTRIBUTE = 'data-downloading';

/**
 * The page's one inline script, at the end of the body. Once the page the server rendered has been painted, it
 * starts the page's script downloads (the preload hints the gateway keeps in `<template id="x4i-later">`, inert
 * until then) and adds the shell's entry beside them. So the browser draws the page first and spends the
 * network and its main thread on the scripts after: on a slow phone the first paint waits for no script, neither
 * run nor downloaded. The downloads still go in parallel (the shell's entry, the page's remote entry and its page
 * chunk at once), so the request chain is no deeper; each is marked while it downloads. A page with nothing
 * rendered yet, a hidden tab (which paints nothing) and a browser that does not report paints start at once. The
 * gateway's CSP allows exactly this text, by its hash.
 */
export const SHELL_START_SCRIPT =
  '(function(){var started=false;' +
  `function settled(){this.removeAttribute('${DOWNLOADING_ATTRIBUTE}')}` +
  'function start(){if(started)return;started=true;' +
  `var later=document.getElementById('${LATER_DOWNLOADS_ID}');if(later&&later.content){` +
  "var links=later.content.querySelectorAll('link');for(var i=0;i<links.length;i++){" +
  `links[i].setAttribute('${DOWNLOADING_ATTRIBUTE}','');links[i].onload=links[i].onerror=settled}` +
  'document.head.appendChild(later.content)}' +
  `var script=document.createElement('script');script.src='${SHELL_ENTRY}';document.body.appendChild(script)}` +
  "var root=document.getElementById('root');var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];" +
  "if(!root||!root.firstElementChild||document.visibilityState==='hidden'||types.indexOf('paint')<0){start();return}" +
  "new PerformanceObserver(start).observe({type:'paint',buffered:true});" +
  "document.addEventListener('visibilitychange',start)})()";
