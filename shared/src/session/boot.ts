import { useEffect } from 'react';
import { BOOT_GLOBAL, type BootData } from '../contracts/registry.js';

const DEFAULT_PRODUCT_NAME = 'X4I';

let serverBootData: BootData | undefined;
let serverOrigin: string | undefined;

/**
 * On the server there is no document to read: the render sets the request's boot data (and the site's origin)
 * here first. The values a render reads (product name, registry, browser services, the gateway's canonical
 * origin) are the gateway's, the same for every request.
 */
export function provideServerBootData(data: BootData, origin?: string): void {
  serverBootData = data;
  serverOrigin = origin;
}

/** The site's origin, for absolute links (sharing): the page's in the browser, the request's on the server. */
export function siteOrigin(): string {
  return (globalThis as { location?: { origin: string } }).location?.origin ?? serverOrigin ?? 'http://localhost';
}

/** Boot data the gateway inlined into index.html (a JSON data block), or defaults in tests and standalone mode. */
export function readBootData(doc: Document | undefined = globalThis.document): BootData {
  if (serverBootData && doc === undefined) return serverBootData;
  const cached = (globalThis as Record<string, unknown>)[BOOT_GLOBAL] as BootData | undefined;
  if (cached) return cached;
  const text = doc?.getElementById('x4i-boot')?.textContent;
  const data: BootData = text ? (JSON.parse(text) as BootData) : { productName: DEFAULT_PRODUCT_NAME, registry: { remotes: [] } };
  (globalThis as Record<string, unknown>)[BOOT_GLOBAL] = data;
  return data;
}

/** 'product name - page title' (SPEC 1); the product name alone when there is no page title. */
export function formatPageTitle(productName: string, pageTitle?: string | null): string {
  return pageTitle ? `${productName} - ${pageTitle}` : productName;
}

/** Sets the document title for the page that calls it. */
export function usePageTitle(pageTitle?: string | null): void {
  useEffect(() => {
    document.title = formatPageTitle(readBootData().productName, pageTitle);
  }, [pageTitle]);
}
