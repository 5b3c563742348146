import { API_KEY_MESSAGES, PUBLIC_API_QUOTAS } from '@x4i/shared/contracts';
import type { RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import type { Queryable } from '../db/db.js';
import { errorBody } from '../http/errors.js';
import { carriedOut } from '../http/person-limit.js';
import { recordApiKeyCall } from './api-keys.js';
import { callerOf, hourlyQuotaOf, quotaKeyOf, type PublicApiQuotas } from './callers.js';
import { DatabaseQuotaStore } from './quota-store.js';

export const QUOTA_WINDOW_MS = 3_600_000;

export interface QuotaOptions {
  quotas?: PublicApiQuotas;
}

/**
 * Counts each call against its caller's hourly quota (after identifyCaller). Over it: 429 with Retry-After and the
 * IETF RateLimit and RateLimit-Policy headers, in the SPEC error shape. A key's calls are also added to its usage,
 * counted or not against a quota (the team's keys have none).
 */
export function publicApiQuota(db: Queryable, { quotas = PUBLIC_API_QUOTAS }: QuotaOptions = {}): RequestHandler[] {
  const limiter = rateLimit({
    windowMs: QUOTA_WINDOW_MS,
    limit: (_req, res) => hourlyQuotaOf(callerOf(res), quotas) ?? 0,
    skip: (_req, res) => hourlyQuotaOf(callerOf(res), quotas) === null,
    keyGenerator: (_req, res) => quotaKeyOf(callerOf(res)),
    store: new DatabaseQuotaStore(db),
    // A refused call (invalid, unknown, or over the quota) spends nothing; see http/person-limit.ts.
    skipFailedRequests: true,
    requestWasSuccessful: carriedOut,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    // Each request is identified by identifyCaller (a key, or ipKeyGenerator's address), not by req.ip here.
    validate: { keyGeneratorIpFallback: false },
    handler: (_req, res) => {
      res.status(429).json(errorBody('rate_limited', callerOf(res).kind === 'key' ? API_KEY_MESSAGES.keyQuota : API_KEY_MESSAGES.quota));
    },
  });
  const usage: RequestHandler = async (_req, res, next) => {
    const caller = callerOf(res);
    if (caller.kind === 'key') await recordApiKeyCall(db, caller.key.keyId);
    next();
  };
  return [limiter, usage];
}
