import { API_KEY_MESSAGES, API_KEY_NAME_MAX, type ApiKeyCreatedResponse, type ApiKeysResponse } from '@x4i/shared/contracts';
import { Router, type Response } from 'express';
import { z } from 'zod';
import type { Db } from '../db/db.js';
import { HttpError } from '../http/errors.js';
import { parseInput } from '../http/validate.js';
import { requireBearer, type AccessTokenVerifier } from '../identity/access-tokens.js';
import { currentUser } from '../identity/current-user.js';
import { createApiKey, listApiKeys, revokeApiKey } from './api-keys.js';
import { hourlyQuotaOf, isTeamAccount } from './callers.js';
import { QUOTA_WINDOW_MS, type QuotaOptions } from './quota.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const keyCreate = z.strictObject(
  { name: z.string({ error: API_KEY_MESSAGES.name }).trim().min(1, { error: API_KEY_MESSAGES.name }).max(API_KEY_NAME_MAX, { error: API_KEY_MESSAGES.name }) },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}.` : API_KEY_MESSAGES.name) },
);

/** GET /me/api-keys, POST /me/api-keys { name }, DELETE /me/api-keys/:id (answers the keys after it): a signed-in member's own keys. */
export function apiKeysRouter(db: Db, verify: AccessTokenVerifier | null, { quotas }: QuotaOptions = {}): Router {
  const router = Router();
  const auth = requireBearer(verify);

  const keysOf = async (res: Response) => {
    const { account } = await currentUser(db, res);
    // The quota the member's keys are counted against, as a call with one of them finds it.
    const quota = hourlyQuotaOf({ kind: 'key', key: { keyId: '', accountId: account.id }, team: await isTeamAccount(db, account.id) }, quotas);
    const windowStart = new Date(Math.floor(Date.now() / QUOTA_WINDOW_MS) * QUOTA_WINDOW_MS);
    return { account, answer: async (): Promise<ApiKeysResponse> => ({ hourlyQuota: quota, keys: await listApiKeys(db, account.id, quota, windowStart) }) };
  };

  router.get('/me/api-keys', auth, async (_req, res) => {
    const { answer } = await keysOf(res);
    const body = await answer();
    res.setHeader('Cache-Control', 'no-store');
    res.json(body);
  });

  router.post('/me/api-keys', auth, async (req, res) => {
    const { name } = parseInput(keyCreate, req.body, 'invalid_api_key_name');
    const { account, answer } = await keysOf(res);
    const { id, secret } = await createApiKey(db, account.id, name);
    const key = (await answer()).keys.find((summary) => summary.id === id)!;
    const body: ApiKeyCreatedResponse = { key, secret };
    res.setHeader('Cache-Control', 'no-store');
    res.status(201).json(body);
  });

  router.delete('/me/api-keys/:id', auth, async (req, res) => {
    const { account, answer } = await keysOf(res);
    const id = String(req.params.id);
    if (!UUID.test(id) || !(await revokeApiKey(db, account.id, id))) throw new HttpError(404, 'not_found', API_KEY_MESSAGES.notFound);
    const body = await answer();
    res.setHeader('Cache-Control', 'no-store');
    res.json(body);
  });

  return router;
}
