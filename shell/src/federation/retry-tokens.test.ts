import { nextRetryToken, withRetryToken } from './retry-tokens';

describe('retry tokens', () => {
  it('leaves URLs alone until a remote is retried', () => {
    expect(withRetryToken('/remotes/mfe-a/1.0.0/remoteEntry.js')).toBe('/remotes/mfe-a/1.0.0/remoteEntry.js');
  });

  it('asks for a retried remote under a fresh URL each time, and only for that remote', () => {
    nextRetryToken('mfe-b');
    expect(withRetryToken('/remotes/mfe-b/1.0.0/mf-manifest.json')).toBe('/remotes/mfe-b/1.0.0/mf-manifest.json?retry=1');
    nextRetryToken('mfe-b');
    expect(withRetryToken('http://localhost/remotes/mfe-b/1.0.0/remoteEntry.js?v=2')).toBe('http://localhost/remotes/mfe-b/1.0.0/remoteEntry.js?v=2&retry=2');
    expect(withRetryToken('/remotes/mfe-c/1.0.0/remoteEntry.js')).toBe('/remotes/mfe-c/1.0.0/remoteEntry.js');
  });
});
