import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { warmUpIntl } from './warm-up-intl';

describe('warmUpIntl', () => {
  const original = globalThis.Worker;
  afterEach(() => {
    globalThis.Worker = original;
  });

  it("starts the worker from the build's file", () => {
    const started: unknown[] = [];
    globalThis.Worker = function Worker(url: string) {
      started.push(url);
    } as unknown as typeof Worker;
    warmUpIntl();
    expect(started).toEqual(['/assets/file-url-stub.js']);
  });

  it('leaves the page to load the data itself where a worker is refused or missing', () => {
    globalThis.Worker = function Worker() {
      throw new DOMException('Refused by the content security policy', 'SecurityError');
    } as unknown as typeof Worker;
    expect(() => warmUpIntl()).not.toThrow();
    (globalThis as { Worker?: unknown }).Worker = undefined;
    expect(() => warmUpIntl()).not.toThrow();
  });

  it('the worker makes each formatter without an error, then ends', () => {
    // A formatter option the engine rejects would end the worker early and silently; this runs its script whole.
    const script = readFileSync(path.join(__dirname, 'warm-up-intl.worker.js'), 'utf8');
    const close = jest.fn();
    runInNewContext(script, { Intl, close });
    expect(close).toHaveBeenCalledTimes(1);
  });
});
