import type { RequestHandler, Router } from 'express';
import type { ContentService } from '../content/content-service.js';
import type { Db } from '../db/db.js';
import type { MoneyFlowData } from '../money-flow/money-flow-data.js';
import type { NonprofitData } from '../nonprofit-data.js';
import type { LandscapeData } from '../reports/landscape/landscape-data.js';
import type { SdgIndexData } from '../reports/sdg-index-data.js';
import type { SdgReportData } from '../reports/sdg-report-data.js';
import { changeDownloads, changeEndpoints } from './change-endpoints.js';
import { directoryEndpoints } from './directory-endpoints.js';
import type { Download, Endpoint } from './endpoint.js';
import { organizationDownloads, organizationEndpoints } from './organizations/organization-endpoints.js';
import { publicApiRouter, type PublicApiOptions } from './public-api-router.js';
import { referenceEndpoints } from './reference-endpoints.js';
import { issueAreaEndpoints } from './issue-area-endpoints.js';
import { researchEndpoints } from './research-endpoints.js';

export { apiKeysRouter } from './api-keys-router.js';

export interface PublicApiData {
  db: Db;
  data: NonprofitData;
  flow: MoneyFlowData;
  sdgIndex: SdgIndexData;
  sdgReports: SdgReportData;
  landscapes: LandscapeData;
  content?: ContentService;
}

/** Every endpoint of /v1, in the order the document lists them. */
export function publicApiEndpoints({ db, data, flow, sdgIndex, sdgReports, landscapes, content }: PublicApiData): Endpoint[] {
  return [
    ...organizationEndpoints(db, data),
    ...changeEndpoints(db, data),
    ...referenceEndpoints(data),
    ...researchEndpoints(flow, sdgIndex, sdgReports),
    ...issueAreaEndpoints(landscapes),
    ...(content ? directoryEndpoints(content) : []),
  ];
}

/** Every download of /v1. */
export function publicApiDownloads({ db, data }: PublicApiData): Download[] {
  return [...organizationDownloads(db, data), ...changeDownloads(db, data)];
}

export function publicApi(sources: PublicApiData, options: PublicApiOptions & { beforeData: RequestHandler }): Router {
  return publicApiRouter(sources.db, publicApiEndpoints(sources), publicApiDownloads(sources), options);
}
