/**
 * The router's server rendering, for the shell's server bundle only. Apart from the shared facade (`./index.ts`),
 * so that browsers do not download the static handler: both import the same react-router module, so the static
 * router provides the context the facade's links and hooks read.
 */
export { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
export type { StaticHandler, StaticHandlerContext } from 'react-router';
