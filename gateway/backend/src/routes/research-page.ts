import { isResearchPageSlug, RESEARCH_PAGE_MESSAGES, type ResearchPageResponse } from '@x4i/shared/contracts';
import { Router } from 'express';
import { z } from 'zod';
import type { BackendStatus } from '../http/backend-status.js';
import { requireData } from '../http/require-data.js';
import { parseInput } from '../http/validate.js';
import type { ResearchPageData } from '../reports/directory-activity/research-page-data.js';

/** The page's slug, required: one of the three research pages. */
const pageQuery = z.object({
  page: z
    .string({ error: RESEARCH_PAGE_MESSAGES.page })
    .trim()
    .transform((value) => value.toLowerCase())
    .refine(isResearchPageSlug, { error: RESEARCH_PAGE_MESSAGES.page }),
});

/** GET /report/research-page?page=: 503 until the data is imported (the IRS figures); a 400 for an unknown page. */
export function researchPageRouter(pages: ResearchPageData, status: () => BackendStatus): Router {
  const router = Router();
  router.get('/report/research-page', requireData(status), async (req, res) => {
    const { page } = parseInput(pageQuery, req.query, 'invalid_page');
    const body: ResearchPageResponse = await pages.researchPage(page);
    res.json(body);
  });
  return router;
}
