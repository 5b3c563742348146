import type { ReportNotCovered, ReportSection } from './report.js';

/**
 * `GET /report/service-desert?map=<slug>` (SPEC 2.1 'Service-desert maps'): a map's page, built on the server from
 * its definition (`domain/service-desert-maps`). Sections carry their source and year; what the data cannot show
 * is listed under notCovered.
 */
export interface ServiceDesertParams {
  map: string;
}

/** Whether the IRS organisations of the map's state are in the imported files, and what the page says about it. */
export interface ServiceDesertIrsCoverage {
  covered: boolean;
  /** The state's IRS file, as the IRS names it: 'eo_wa.csv'. */
  file: string;
  /** Said to the reader: what is missing and how it is filled, or which imported file the counts come from. */
  note: string;
}

export interface ServiceDesertResponse {
  map: string;
  title: string;
  /** One paragraph: what the page sets against what. */
  intro: string;
  state: string;
  stateName: string;
  focusCounty: { fips: string; name: string } | null;
  /** Which organisations count as supply, with the reasons. */
  service: {
    name: string;
    ntee: { code: string; title: string }[];
    nteeWhy: string;
    naics: { code: string; title: string; why: string };
  };
  /** The rule that marks a county a service desert, in words (the same words as the code's). */
  desertRule: string;
  irs: ServiceDesertIrsCoverage;
  sections: ReportSection[];
  notCovered: ReportNotCovered[];
}
