import type { NteeCode, NteeMajorGroup } from '@x4i/shared/contracts';
import { UN_SDG_GOAL_ROWS, toUriSlug } from '@x4i/shared/domain';
import { z } from 'zod';
import type { NonprofitData } from '../nonprofit-data.js';
import { endpoint, type Endpoint } from './endpoint.js';
import { optionalText } from './schemas.js';

/** The NTEE taxonomy as shipped (data/SOURCES.md 2a): the NCCS codes, copied from the Open Data Collective on that day. */
const NTEE_SOURCE = {
  name: 'NTEE Core Codes (NTEE-CC), NCCS / Urban Institute, via the Nonprofit Open Data Collective',
  url: 'https://nccs.urban.org/project/national-taxonomy-exempt-entities-ntee-codes',
  vintage: '2025-05-07',
};

/** data/SOURCES.md 3a: the UN's goal titles and colours. */
const SDG_SOURCE = { name: 'United Nations, The 17 Sustainable Development Goals (2030 Agenda)', url: 'https://sdgs.un.org/goals', vintage: '2015' };

const majorGroupSchema = z.object({ code: z.string(), title: z.string(), definition: z.string() }) satisfies z.ZodType<NteeMajorGroup>;

const nteeCodeSchema = z.object({
  code: z.string(),
  title: z.string(),
  definition: z.string(),
  majorGroup: z.string(),
  majorGroupTitle: z.string(),
  broadCategory: z.number(),
  broadCategoryTitle: z.string(),
  keywords: z.array(z.string()),
}) satisfies z.ZodType<NteeCode>;

const goalSchema = z.object({
  goal: z.int().min(1).max(17),
  code: z.string().meta({ description: 'UNSDG1 to UNSDG17: the value of the goal filters of this API and the site.' }),
  slug: z.string().meta({ description: 'The goal in the site’s addresses: /sdg/no-poverty.' }),
  title: z.string(),
  officialTitle: z.string(),
  color: z.string().meta({ description: 'The UN’s colour of the goal, #RRGGBB.' }),
});

const codesQuery = z.object({
  majorGroup: optionalText('majorGroup', (text) => text.toUpperCase().regex(/^[A-Z]$/, { error: 'majorGroup is one letter, A to Z.' }), {
    description: 'Only the codes of this major group: one letter, A to Z.',
    pattern: '^[A-Za-z]$',
  }),
});

export function referenceEndpoints(data: NonprofitData): Endpoint[] {
  return [
    endpoint({
      path: '/ntee/major-groups',
      operationId: 'listNteeMajorGroups',
      tag: 'Reference',
      summary: 'NTEE major groups',
      description: 'The 26 major groups of the NTEE taxonomy, A to Z.',
      data: z.array(majorGroupSchema),
      async handle() {
        return { data: (await data.nteeCodes()).majorGroups, sources: [NTEE_SOURCE] };
      },
    }),
    endpoint({
      path: '/ntee/codes',
      operationId: 'listNteeCodes',
      tag: 'Reference',
      summary: 'NTEE codes',
      description: 'Every NTEE code with its title, definition, major group and keywords, or those of one major group.',
      query: codesQuery,
      invalidCode: 'invalid_query',
      data: z.array(nteeCodeSchema),
      async handle({ query: { majorGroup } }) {
        const { codes } = await data.nteeCodes();
        return { data: majorGroup ? codes.filter((code) => code.majorGroup === majorGroup) : codes, sources: [NTEE_SOURCE] };
      },
    }),
    endpoint({
      path: '/goals',
      operationId: 'listGoals',
      tag: 'Reference',
      summary: 'The 17 UN Sustainable Development Goals',
      description: 'The goals the directory and the reports are organised by, with the codes and slugs this API and the site use.',
      data: z.array(goalSchema),
      async handle() {
        const goals = UN_SDG_GOAL_ROWS.map((row) => ({
          goal: row.goal,
          code: `UNSDG${row.goal}`,
          slug: toUriSlug(row.shortName),
          title: row.shortTitle,
          officialTitle: row.officialTitle,
          color: row.colorHex,
        }));
        return { data: goals, sources: [SDG_SOURCE] };
      },
    }),
  ];
}
