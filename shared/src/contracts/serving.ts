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

/**
 * The page's one inline script, at the end of the body. It adds the shell's entry (preloaded in the head, so it is
 * already downloading) once the page the server rendered has been painted: the browser draws it first and then
 * spends its main thread on the scripts, instead of holding the first paint until they have run, which on a slow
 * phone is the difference between a page at once and a page after its scripts. A page with nothing rendered yet,
 * a hidden tab (which paints nothing) and a browser that does not report paints start at once. The gateway's CSP
 * allows exactly this text, by its hash.
 */
export const SHELL_START_SCRIPT =
  '(function(){var started=false;function start(){if(started)return;started=true;' +
  `var script=document.createElement('script');script.src='${SHELL_ENTRY}';document.body.appendChild(script)}` +
  "var root=document.getElementById('root');var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];" +
  "if(!root||!root.firstElementChild||document.visibilityState==='hidden'||types.indexOf('paint')<0){start();return}" +
  "new PerformanceObserver(start).observe({type:'paint',buffered:true});" +
  "document.addEventListener('visibilitychange',start)})()";
