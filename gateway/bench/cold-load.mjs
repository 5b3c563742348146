import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';

/**
 * Loads the page in a fresh browser profile (nothing cached) and sums what crossed the wire. A file's bytes are
 * its body as sent (compressed); the response headers are summed apart, since they are not JavaScript and
 * HTTP/2 in front of the gateway would compress them.
 */
export async function measureColdLoad(url) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage();
    const responses = [];
    page.on('requestfinished', async (request) => {
      const sizes = await request.sizes().catch(() => null);
      if (sizes) {
        responses.push({ url: new URL(request.url()).pathname, type: request.resourceType(), bytes: sizes.responseBodySize, headerBytes: sizes.responseHeadersSize });
      }
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');
    const js = responses.filter((response) => response.type === 'script' || response.url.endsWith('.js'));
    return {
      jsBytes: js.reduce((sum, response) => sum + response.bytes, 0),
      jsHeaderBytes: js.reduce((sum, response) => sum + response.headerBytes, 0),
      jsFiles: js.length,
      totalBytes: responses.reduce((sum, response) => sum + response.bytes + response.headerBytes, 0),
      totalFiles: responses.length,
      files: js.sort((a, b) => b.bytes - a.bytes),
    };
  } finally {
    await browser.close();
  }
}
