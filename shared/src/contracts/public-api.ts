/**
 * The public API (/api/v1): its quotas, the key a caller sends, and the API keys a member manages on /profile.
 * The endpoints themselves are described by the OpenAPI document at PUBLIC_API_DOCUMENT_PATH, which the backend
 * generates from the schemas it validates with.
 */

/** Where the API lives, as a browser or a developer calls it. */
export const PUBLIC_API_BASE_PATH = '/api/v1';
export const PUBLIC_API_DOCUMENT_PATH = '/api/v1/openapi.json';

/** The header that carries an API key. */
export const API_KEY_HEADER = 'X-Api-Key';

/**
 * Calls per hour. Anonymous callers share a quota per IP address, each key has its own, the team's keys (and
 * signed-in team members) have none. The window is fixed: it starts at the top of the hour.
 */
export const PUBLIC_API_QUOTAS = {
  anonymousPerHour: 60,
  keyPerHour: 1000,
} as const;

/** Keys one member may hold at once (revoked keys do not count). */
export const MAX_API_KEYS = 10;
export const API_KEY_NAME_MAX = 60;

/** Where a response's data comes from, and how old it is. */
export interface ApiSource {
  name: string;
  url: string;
  /** The data's date or year, or a span: '2025-10-13', '2025-09-08/2025-10-13' (an ISO 8601 interval), '2019–2023'. */
  vintage: string;
}

/** One of a member's API keys, without its secret. */
export interface ApiKeySummary {
  id: string;
  name: string;
  /** The key's first characters, to tell keys apart: 'x4i_Ab3dE9'. */
  prefix: string;
  createdAt: string;
  lastUsedAt: string | null;
  /** Set once the key is revoked; a revoked key answers 401. */
  revokedAt: string | null;
  usage: {
    /** Calls in the current hour, against hourlyQuota (null: no quota, a team member's key). */
    thisHour: number;
    hourlyQuota: number | null;
    /** Calls today and in the last 30 days (UTC days, today included). */
    today: number;
    last30Days: number;
  };
}

/** GET /me/api-keys. */
export interface ApiKeysResponse {
  /** Calls an hour each of the member's keys may make; null: none (the team). */
  hourlyQuota: number | null;
  keys: ApiKeySummary[];
}

/** POST /me/api-keys { name }: the new key, and its secret, shown this once. */
export interface ApiKeyCreatedResponse {
  key: ApiKeySummary;
  secret: string;
}

export const API_KEY_MESSAGES = {
  name: `Give the key a name of 1 to ${API_KEY_NAME_MAX} characters.`,
  tooMany: `You can hold up to ${MAX_API_KEYS} keys. Revoke one you no longer use first.`,
  notFound: 'There is no such key among yours.',
  invalidKey: 'This API key is not valid or was revoked. Create a key on your profile page.',
  quota: 'You have used this hour’s quota of API calls. Try again after the time in the Retry-After header, or use an API key for a larger quota.',
  keyQuota: 'This key has used this hour’s quota of API calls. Try again after the time in the Retry-After header.',
} as const;
