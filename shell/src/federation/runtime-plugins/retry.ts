import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { withRetryToken } from '../retry-tokens';

const ATTEMPTS = 3;
const BASE_DELAY_MS = 300;

/**
 * Retries a remote's manifest fetch on network errors and 5xx answers, with a short backoff, so a blip
 * during a deploy or a flaky connection does not show the fallback at once; after the user asks to try
 * again, loads the remote's entry under a fresh URL (see retry-tokens).
 */
export default function retryPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'x4i-retry',
    createScript({ url }) {
      const fresh = withRetryToken(url);
      if (fresh === url) return undefined;
      const script = document.createElement('script');
      script.src = fresh;
      return script;
    },
    async fetch(url: string, init: RequestInit) {
      let lastError: unknown;
      for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
        if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, BASE_DELAY_MS * 2 ** (attempt - 1)));
        try {
          const response = await fetch(withRetryToken(url), init);
          if (response.status < 500) return response;
          lastError = new Error(`${url} answered ${response.status}`);
        } catch (error) {
          lastError = error;
        }
      }
      throw lastError;
    },
  };
}
