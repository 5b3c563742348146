import type { BootData } from './registry.js';

/**
 * The contract between the gateway and the shell's server bundle (`dist/server/server.js`, which exports
 * `render(options): Promise<ServerRenderResult>`): what a page render is given, and what it gives back.
 */
export interface ServerRenderOptions {
  /** The page's absolute URL (origin, path and query). */
  url: string;
  /** The page's boot data, as the browser will read it from index.html. */
  boot: BootData;
  /** Each live remote's server entry: remote name → absolute path of its `server/remoteEntry.js`. */
  serverEntries: Record<string, string>;
  /** Where the page's data is loaded from: the backend, which answers `/api/x` at `<backendUrl>/x`. */
  backendUrl: string;
  /**
   * False renders the page without its data, in its loading state (a signed-in visitor: what the backend answers
   * a signed-out request is not theirs, and their browser loads the page's data itself).
   */
  withData?: boolean;
  /** The render (data and markup) gives up after this long. */
  timeoutMs: number;
}

export interface ServerRenderResult {
  /** The markup that goes inside `#root`. */
  html: string;
  /** styled-components' `<style>` tags for the head. */
  styleTags: string;
  /** The data the page was rendered with (SWR key → value): the browser's first render needs the same. */
  data: Record<string, unknown>;
  /** The page rendered the not-found message (its route took the path, its page did not know it): answered 404. */
  notFound?: boolean;
}
