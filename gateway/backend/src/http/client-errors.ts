import { STATUS_CODES, type Server } from 'node:http';
import type { Duplex } from 'node:stream';

const ANSWERS: Record<number, { code: string; message: string }> = {
  400: { code: 'bad_request', message: 'The request could not be read as HTTP.' },
  408: { code: 'request_timeout', message: 'The request took too long to arrive.' },
  431: { code: 'request_too_large', message: 'The address or the headers are too long (at most 16 KB).' },
};

/**
 * What Node's HTTP parser refuses before any handler runs (an address over 16 KB, a malformed request line) is
 * answered in the SPEC's error shape too, instead of Node's bare status line.
 */
export function answerClientErrors(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
    const body = JSON.stringify({ error: ANSWERS[status] });
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}
