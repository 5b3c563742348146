/**
 * The upstream OpenID providers a person may sign in with instead of a password: a business-software vendor's
 * account (Microsoft), a professional network's (LinkedIn) and a search engine's (Google). Each is offered only
 * when its issuer, client id and client secret are all configured.
 */
export const UPSTREAM_PROVIDERS = [
  { id: 'microsoft', name: 'Microsoft', env: 'OIDC_UPSTREAM_MICROSOFT' },
  { id: 'linkedin', name: 'LinkedIn', env: 'OIDC_UPSTREAM_LINKEDIN' },
  { id: 'google', name: 'Google', env: 'OIDC_UPSTREAM_GOOGLE' },
] as const;

export type UpstreamProviderId = (typeof UPSTREAM_PROVIDERS)[number]['id'];

export interface UpstreamProviderConfig {
  id: UpstreamProviderId;
  /** The name people know the account by: 'Continue with Google'. */
  name: string;
  /** Its OpenID issuer; the rest is read from its discovery document. */
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export function upstreamProviderName(id: UpstreamProviderId): string {
  return UPSTREAM_PROVIDERS.find((provider) => provider.id === id)!.name;
}

/** The address the upstream sends the person back to; registered with the upstream as the client's redirect URI. */
export function upstreamRedirectUri(publicUrl: string, id: UpstreamProviderId): string {
  return `${publicUrl}/oidc/upstream/${id}/callback`;
}
