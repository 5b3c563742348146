import type { ReportNotCovered, ReportSection, ReportSource } from './report.js';

/**
 * `GET /report/research-page?page=<slug>` (SPEC 2.1 '/social-innovator-market-pulse',
 * '/nonprofits-software-spending-in-the-us', '/lilac-zero-lead-gen-strategy'): research pages built only from
 * data the product has (the directory's own records, read at request time, and the IRS and BLS files). Each
 * section is a report section with, where its figures count demo items, how many.
 */
export const RESEARCH_PAGES = [
  { page: 'social-innovator-market-pulse', title: 'Social Innovator Market Pulse' },
  { page: 'nonprofits-software-spending-in-the-us', title: 'Nonprofit Software Spending in the US' },
  { page: 'lilac-zero-lead-gen-strategy', title: 'Lilac Zero Lead-Gen Strategy' },
] as const;

/** The page's slug: its path without the slash. */
export type ResearchPageSlug = (typeof RESEARCH_PAGES)[number]['page'];

export function isResearchPageSlug(value: string): value is ResearchPageSlug {
  return RESEARCH_PAGES.some((entry) => entry.page === value);
}

/** How much of a section's figures comes from the demo corpus (items written for the demo, flagged demo). */
export interface ResearchDemoShare {
  /** Demo items counted, or activity (votes, follows, shares) on demo items counted. */
  count: number;
  /** All that the section counts, demo included. */
  of: number;
  /** Said beside the section: 'Includes 120 demo items of 130.' */
  note: string;
}

/** What a reader can do with a section's figures, and where. */
export interface ResearchAction {
  text: string;
  /** The link's text. */
  label: string;
  /** A path of the site. */
  path: string;
}

export type ResearchPageSection = ReportSection & {
  /** Null when the section counts no demo item (or is not about the directory). */
  demo: ResearchDemoShare | null;
  action: ResearchAction | null;
};

export interface ResearchPageResponse {
  page: ResearchPageSlug;
  title: string;
  /** Paragraphs: what the page measures, and what it does not. */
  intro: string[];
  sections: ResearchPageSection[];
  /** Every source the sections cite, once. */
  sources: ReportSource[];
  notCovered: ReportNotCovered[];
  /** When the directory's figures were read (ISO timestamp). */
  generatedAt: string;
}

export const RESEARCH_PAGE_MESSAGES = {
  page: `page must be one of ${RESEARCH_PAGES.map((entry) => entry.page).join(', ')}.`,
} as const;
