import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import express from 'express';
import { answerClientErrors } from './client-errors.js';

function rawRequest(port: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

test('an address too long for the HTTP parser, and a request that is not HTTP, answer in the error shape', async () => {
  const server = http.createServer(express());
  answerClientErrors(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    const long = await rawRequest(port, `GET /search?q=${'y'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(long).toMatch(/^HTTP\/1.1 431 /);
    expect(JSON.parse(long.split('\r\n\r\n')[1]!)).toEqual({ error: { code: 'request_too_large', message: 'The address or the headers are too long (at most 16 KB).' } });
    const garbage = await rawRequest(port, 'HELLO THERE\r\n\r\n');
    expect(garbage).toMatch(/^HTTP\/1.1 400 /);
    expect(JSON.parse(garbage.split('\r\n\r\n')[1]!).error.code).toBe('bad_request');
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});
