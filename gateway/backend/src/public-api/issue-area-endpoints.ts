import type { ApiSource, ReportSource } from '@x4i/shared/contracts';
import { NTEE_MAJOR_GROUP_CODES, type NteeMajorGroupCode } from '@x4i/shared/domain';
import { z } from 'zod';
import type { LandscapeData } from '../reports/landscape/landscape-data.js';
import { endpoint, type Endpoint } from './endpoint.js';

const fromReport = (source: ReportSource): ApiSource => ({ name: source.name, url: source.url, vintage: source.year });

const totals = {
  issueArea: z.string().meta({ description: 'The NTEE major group’s letter, A to Z.' }),
  title: z.string(),
  organizations: z.number(),
  income: z.number().meta({ description: 'The income the organizations report, summed, US dollars (none reported counts as 0).' }),
  assets: z.number().meta({ description: 'The assets they report, summed, US dollars.' }),
};

const issueAreasSchema = z.object({
  issueAreas: z.array(z.object(totals)),
  uncoded: z.number().meta({ description: 'Organizations whose record carries no NTEE code.' }),
  coveredStates: z.array(z.string()).meta({ description: 'The states whose IRS file is imported: the counts cover these only.' }),
});

const issueAreaSchema = z.looseObject({
  ...totals,
  byState: z.array(z.looseObject({ state: z.string(), organizations: z.number() })).meta({ description: 'Each covered state; a state not listed is not known, not zero.' }),
  codes: z.array(z.looseObject({ code: z.string(), title: z.string(), organizations: z.number() })),
  largest: z.array(z.looseObject({ ein: z.string(), name: z.string(), income: z.number() })).meta({ description: 'The largest organizations by income, up to 10.' }),
  coveredStates: z.array(z.string()),
});

const issueAreaParams = z.object({
  issueArea: z
    .string()
    .meta({ description: 'An NTEE major group: one letter, A to Z.', example: 'K', pattern: '^[A-Za-z]$' })
    .transform((value) => value.toUpperCase())
    .refine((value) => (NTEE_MAJOR_GROUP_CODES as readonly string[]).includes(value), { error: 'issueArea is one NTEE major group letter, A to Z.' })
    .transform((value) => value as NteeMajorGroupCode),
});

/** The issue areas (NTEE major groups) the IRS records count, as the site's issue-area calls answer them. */
export function issueAreaEndpoints(landscapes: LandscapeData): Endpoint[] {
  return [
    endpoint({
      path: '/issue-areas',
      operationId: 'listIssueAreas',
      tag: 'Research',
      summary: 'Issue areas with their organizations, income and assets',
      description: 'The 26 NTEE major groups, each with the organizations of the IRS files that carry one of its codes, and the income and assets they report.',
      data: issueAreasSchema,
      async handle() {
        const { source, ...answer } = await landscapes.issueAreas();
        return { data: answer, sources: [fromReport(source)] };
      },
    }),
    endpoint({
      path: '/issue-areas/{issueArea}',
      operationId: 'getIssueArea',
      tag: 'Research',
      summary: 'One issue area: by state, by code, its largest organizations',
      description: 'An NTEE major group’s organizations, income and assets by covered state and by NTEE code, and its ten largest organizations by income.',
      params: issueAreaParams,
      invalidCode: 'invalid_issue_area',
      data: issueAreaSchema,
      async handle({ params }) {
        const { source, ...answer } = await landscapes.issueAreaDataset(params.issueArea);
        return { data: answer, sources: [fromReport(source)] };
      },
    }),
  ];
}
