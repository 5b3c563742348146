import { Router } from 'express';
import type { Db } from '../../db/db.js';
import { parseInput } from '../../http/validate.js';
import { requireBearer, type AccessTokenVerifier } from '../../identity/access-tokens.js';
import { currentUser } from '../../identity/current-user.js';
import type { ContentService } from '../content-service.js';
import { challengePayloadSchema, grantPayloadSchema } from '../themed/themed-payload.js';
import { assertCanCreateThemed, createThemed, updateThemed, type ThemedInput } from '../themed/themed-writes.js';

/**
 * POST challenge/create, challenge/update, grant/create, grant/update: the challenge and grant workflows' saves,
 * shaped like solution/create and solution/update. Permissions are checked before the payload, so a user who
 * may not create learns that first.
 */
export function themedWriteRouter(service: ContentService, db: Db, verify: AccessTokenVerifier | null): Router {
  const router = Router();
  const { index } = service;
  const signedIn = requireBearer(verify);

  const parse = (kind: ThemedInput['kind'], body: unknown): ThemedInput =>
    kind === 'challenge'
      ? { kind, input: parseInput(challengePayloadSchema, body, 'invalid_challenge') }
      : { kind, input: parseInput(grantPayloadSchema, body, 'invalid_grant') };

  for (const kind of ['challenge', 'grant'] as const) {
    router.post(`/${kind}/create`, signedIn, async (req, res) => {
      const { account, user } = await currentUser(db, res);
      assertCanCreateThemed(user, kind);
      res.status(201).json(await createThemed(service.db, index, user, account.id, parse(kind, req.body)));
    });

    router.post(`/${kind}/update`, signedIn, async (req, res) => {
      const { account, user } = await currentUser(db, res);
      res.json(await updateThemed(service.db, index, user, account.id, parse(kind, req.body)));
    });
  }

  return router;
}
