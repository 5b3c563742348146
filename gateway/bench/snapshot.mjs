import http from 'node:http';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';

/**
 * A static copy of a page, the physical limit for its content: the page as the browser shows it once loaded,
 * without scripts, with every style rule inlined (styled-components writes its rules through the CSSOM, so they
 * are read from the style sheets, not from the tags).
 */
export async function snapshotPage(url) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');
    return await page.evaluate(() => {
      /* global document -- this function runs in the page */
      const css = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)).join('\n');
      const root = document.documentElement.cloneNode(true);
      for (const node of root.querySelectorAll('script, style, link[rel="stylesheet"], link[rel="preload"], link[rel="modulepreload"]')) node.remove();
      const style = document.createElement('style');
      style.textContent = css;
      root.querySelector('head').append(style);
      return `<!doctype html>\n${root.outerHTML}`;
    });
  } finally {
    await browser.close();
  }
}

/**
 * Serves snapshots on a loopback port: each at its page's path, and every other request (fonts, images) from the
 * product, so that the copy loads the same files as the page.
 */
export async function serveSnapshots(productUrl) {
  const pages = new Map();
  const server = http.createServer(async (req, res) => {
    // Compressed as the product compresses, so that both travel the same bytes over the emulated network.
    const send = (status, type, body) => {
      const gzip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '') && /text|json|javascript|svg/.test(type);
      res.writeHead(status, { 'content-type': type, ...(gzip ? { 'content-encoding': 'gzip' } : {}) });
      res.end(gzip ? gzipSync(body) : body);
    };
    const html = pages.get(req.url);
    if (html) {
      send(200, 'text/html; charset=utf-8', Buffer.from(html));
      return;
    }
    const upstream = await fetch(`${productUrl}${req.url}`);
    send(upstream.status, upstream.headers.get('content-type') ?? 'application/octet-stream', Buffer.from(await upstream.arrayBuffer()));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    add(pagePath, html) {
      pages.set(pagePath, html);
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
