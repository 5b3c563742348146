import type { Response } from 'express';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] as string);

/** A plain page for the sign-in routes the browser navigates to: a message and a link home. */
export function sendMessagePage(res: Response, status: number, productName: string, message: string): void {
  res
    .status(status)
    .type('html')
    .set('Cache-Control', 'no-store')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(productName)}</title></head>` +
        `<body><main><h1>${escapeHtml(productName)}</h1><p>${escapeHtml(message)}</p><p><a href="/">Back to the home page</a></p></main></body></html>`,
    );
}
