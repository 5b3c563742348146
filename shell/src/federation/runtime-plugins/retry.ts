import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

const ATTEMPTS = 3;
const BASE_DELAY_MS = 300;

/**
 * Retries a remote's manifest fetch on network errors and 5xx answers, with a short backoff, so a blip
 * during a deploy or a flaky connection does not show the fallback at once.
 */
export default function retryPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'x4i-retry',
    async fetch(url: string, init: RequestInit) {
      let lastError: unknown;
      for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
        if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, BASE_DELAY_MS * 2 ** (attempt - 1)));
        try {
          const response = await fetch(url, init);
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
