import * as client from 'openid-client';
import type { TokenAuthMethod } from '../config.js';

export interface OidcClientOptions {
  issuer: string;
  clientId: string;
  clientSecret: string;
  tokenAuthMethod: TokenAuthMethod;
  /**
   * Embedded provider: requests to URLs under `from` (the public origin) go to `to` (the backend on loopback)
   * with X-Forwarded-Host/Proto naming the public origin, so the gateway never depends on reaching its own
   * public address (a load balancer, TLS, DNS) to talk to a provider that runs next to it.
   */
  loopback?: { from: string; to: string };
}

export interface OidcClient {
  /** The provider's configuration, discovered on first use and cached; a failed discovery is retried next time. */
  configuration(): Promise<client.Configuration>;
}

export function createOidcClient(options: OidcClientOptions): OidcClient {
  let pending: Promise<client.Configuration> | undefined;

  const discover = async () => {
    const issuer = new URL(options.issuer);
    const auth =
      options.tokenAuthMethod === 'client_secret_basic'
        ? client.ClientSecretBasic(options.clientSecret)
        : client.ClientSecretPost(options.clientSecret);
    const discoveryOptions: client.DiscoveryRequestOptions = {
      timeout: 10,
      ...(issuer.protocol === 'http:' ? { execute: [client.allowInsecureRequests] } : {}),
      ...(options.loopback ? { [client.customFetch]: loopbackFetch(options.loopback) } : {}),
    };
    return client.discovery(issuer, options.clientId, undefined, auth, discoveryOptions);
  };

  return {
    configuration() {
      pending ??= discover().catch((error: unknown) => {
        pending = undefined;
        throw error;
      });
      return pending;
    },
  };
}

function loopbackFetch(loopback: { from: string; to: string }): client.CustomFetch {
  const from = new URL(loopback.from);
  return (url, options) => {
    const target = new URL(url);
    if (target.origin !== from.origin) return fetch(url, options);
    const internal = new URL(`${target.pathname}${target.search}`, loopback.to);
    return fetch(internal, {
      ...options,
      headers: { ...options.headers, 'x-forwarded-host': from.host, 'x-forwarded-proto': from.protocol.replace(':', '') },
    });
  };
}
