import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from '@x4i/shared/e2e';
import { E2E_LOG_FILE } from './product';

interface LogLine {
  level: string;
  time: string;
  service: string;
  msg: string;
  requestId?: string;
  req?: { method: string; path: string };
  /** No status when the client went away before the answer started. */
  res?: { status?: number; aborted?: true };
}

/** Node's own warnings (a deprecation in a dependency) go to standard error as text, not through the product's log. */
const NODE_WARNING = /^\(node:\d+\) |^\(Use `node --trace-/;

/**
 * The log of the whole browser run, written by every start of the product: sign-ups, sign-ins, contact messages,
 * API keys, password resets. Whatever a test did, the log holds JSON lines about it and nothing secret or personal.
 */
test.describe('the product log of the whole run', () => {
  const text = readFileSync(E2E_LOG_FILE, 'utf8');
  const lines = text.split('\n').filter((line) => line !== '' && !NODE_WARNING.test(line));
  const parsed = lines.map((line) => {
    try {
      return JSON.parse(line) as LogLine;
    } catch {
      return line;
    }
  });
  const requests = parsed.filter((line): line is LogLine & Required<Pick<LogLine, 'req' | 'res'>> => typeof line === 'object' && line.req !== undefined);

  test('is JSON lines, each saying when, how serious and which process', () => {
    expect(parsed.filter((line) => typeof line === 'string')).toEqual([]);
    for (const line of parsed as LogLine[]) {
      expect(['gateway', 'backend']).toContain(line.service);
      expect(['fatal', 'error', 'warn', 'info', 'debug', 'trace']).toContain(line.level);
      expect(Number.isNaN(Date.parse(line.time))).toBe(false);
    }
  });

  test('has a line for each request, with its id, method, path and status, and no query string', () => {
    // The run signed people in and sent Contact Us messages: their requests are in the log.
    expect(requests.some(({ req }) => req.path === '/napi/authCallback')).toBe(true);
    expect(requests.some(({ req }) => req.method === 'POST' && req.path === '/api/contact')).toBe(true);
    for (const { requestId, req, res } of requests) {
      expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
      expect(req.path).not.toContain('?');
      if (res.aborted) expect(res.status).toBeUndefined();
      else expect(res.status).toBeGreaterThanOrEqual(100);
    }
    expect(new Set(requests.map(({ requestId }) => requestId)).size).toBe(requests.length);
  });

  test('holds no password, token, cookie, API key or e-mail address', () => {
    expect(text).not.toContain(DEMO_PASSWORD);
    expect(text).not.toMatch(/"password"|Bearer |eyJ[\w-]{8,}\.eyJ[\w-]{8,}/);
    expect(text).not.toMatch(/cookie/i);
    expect(text).not.toMatch(/x4i_[A-Za-z0-9_-]{32}/);
    expect(text).not.toMatch(/[\w.+-]+@[\w-]+(\.[\w-]+)*\.[A-Za-z]{2,}/);
  });
});
