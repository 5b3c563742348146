import { createCompensationData, type CompensationData } from './compensation/compensation-data.js';
import type { Queryable } from './db/db.js';
import { createMoneyFlowData, type MoneyFlowData } from './money-flow/money-flow-data.js';
import type { NonprofitData } from './nonprofit-data.js';
import { createNteeBuilderData, type NteeBuilderData } from './ntee/ntee-builder-data.js';
import type { Log } from './observability/logger.js';
import { createResearchPageData, type ResearchPageData } from './reports/directory-activity/research-page-data.js';
import { createLandscapeData, type LandscapeData } from './reports/landscape/landscape-data.js';
import { createSdgIndexData, type SdgIndexData } from './reports/sdg-index-data.js';
import { createSdgReportData, type SdgReportData } from './reports/sdg-report-data.js';
import { createServiceDesertData, type ServiceDesertData } from './reports/service-deserts/service-desert-data.js';

/**
 * What the report and builder endpoints read, each over the one money flow. Built once, by the backend (which
 * warms them when the data is ready and moves them to a new snapshot); the app only mounts their routes.
 */
export interface DataServices {
  /** The money flow's in-memory aggregate, which the reports below follow. */
  moneyFlow: MoneyFlowData;
  sdgIndex: SdgIndexData;
  sdgReports: SdgReportData;
  landscapes: LandscapeData;
  researchPages: ResearchPageData;
  serviceDeserts: ServiceDesertData;
  nteeBuilder: NteeBuilderData;
  compensation: CompensationData;
}

export interface DataServicesOptions {
  log?: Log;
}

/** Builds the data services over one database and its nonprofit data; none reads anything until it is used or warmed. */
export function createDataServices(db: Queryable, data: NonprofitData, { log = () => undefined }: DataServicesOptions = {}): DataServices {
  const moneyFlow = createMoneyFlowData(db, { log });
  const landscapes = createLandscapeData(db, moneyFlow, { log });
  return {
    moneyFlow,
    sdgIndex: createSdgIndexData(db, moneyFlow),
    sdgReports: createSdgReportData(db, moneyFlow),
    landscapes,
    researchPages: createResearchPageData(db, moneyFlow),
    serviceDeserts: createServiceDesertData(db),
    nteeBuilder: createNteeBuilderData(db, data, moneyFlow, landscapes),
    compensation: createCompensationData(db),
  };
}
