/**
 * The upstream OpenID providers a person may sign in with instead of a password: a business-software vendor's
 * account (Microsoft), a professional network's (LinkedIn) and a search engine's (Google). Each is offered only
 * when its issuer, client id and client secret are all configured.
 */
export const UPSTREAM_PROVIDERS = [
  // Microsoft's ID tokens carry no email_verified: its optional claim xms_edov says the address's domain owner was
  // verified (the app registration must ask for the optional claims email and xms_edov).
  { id: 'microsoft', name: 'Microsoft', env: 'OIDC_UPSTREAM_MICROSOFT', verifiedBy: ['email_verified', 'xms_edov'] },
  { id: 'linkedin', name: 'LinkedIn', env: 'OIDC_UPSTREAM_LINKEDIN', verifiedBy: ['email_verified'] },
  { id: 'google', name: 'Google', env: 'OIDC_UPSTREAM_GOOGLE', verifiedBy: ['email_verified'] },
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

/** Whether the upstream's ID token says it verified the address: one of the provider's claims for it is true. */
export function emailVerifiedBy(id: UpstreamProviderId, claims: Record<string, unknown>): boolean {
  return UPSTREAM_PROVIDERS.find((provider) => provider.id === id)!.verifiedBy.some((claim) => claims[claim] === true);
}

/** The address the upstream sends the person back to; registered with the upstream as the client's redirect URI. */
export function upstreamRedirectUri(publicUrl: string, id: UpstreamProviderId): string {
  return `${publicUrl}/oidc/upstream/${id}/callback`;
}
