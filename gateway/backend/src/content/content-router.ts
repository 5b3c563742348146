import { Router } from 'express';
import type { AccessTokenVerifier } from '../identity/access-tokens.js';
import type { ContentService } from './content-service.js';
import { profileRouter } from './routes/profile-routes.js';
import { searchRouter } from './routes/search-routes.js';
import { solutionRouter } from './routes/solution-routes.js';
import { themedContentRouter } from './routes/themed-content-routes.js';
import { themedWriteRouter } from './routes/themed-write-routes.js';
import { uploadRouter } from './routes/upload-routes.js';

/** The directory's endpoints (SPEC 7.1 profile lists, 7.2, and the challenge and grant saves). */
export function contentRouter(service: ContentService, verify: AccessTokenVerifier | null): Router {
  const { db } = service;
  const router = Router();
  router.use(searchRouter(service, verify));
  router.use(solutionRouter(service, db, verify));
  router.use(themedContentRouter(service, db, verify));
  router.use(themedWriteRouter(service, db, verify));
  router.use(uploadRouter(db, verify));
  router.use(profileRouter(service, db, verify));
  return router;
}
