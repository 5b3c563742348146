import type { NonprofitDetails } from '@x4i/shared/contracts';
import { INCOME_BUCKET_CODES } from '@x4i/shared/domain';
import { z } from 'zod';
import type { OrganizationSummary } from './organization-list.js';

const coded = z.object({ code: z.string(), description: z.string().nullable() });

const majorGroup = z.object({ code: z.string(), title: z.string(), definition: z.string() });

export const organizationSummarySchema = z
  .object({
    ein: z.string().meta({ description: 'Nine digits, without the dash.', example: '710679937' }),
    name: z.string(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    zip: z.string().nullable(),
    nteeCode: z.string().nullable(),
    subsection: z.string().nullable().meta({ description: 'The 501(c) subsection as filed: 03 for 501(c)(3).' }),
    foundation: z.string().nullable().meta({ description: 'The IRS foundation code as filed (FOUNDATION).' }),
    rulingDate: z.string().nullable().meta({ description: 'YYYYMM.' }),
    taxPeriod: z.string().nullable().meta({ description: 'YYYYMM of the latest return processed.' }),
    assetAmount: z.number().nullable(),
    incomeAmount: z.number().nullable(),
    revenueAmount: z.number().nullable(),
    incomeBucket: z.enum(INCOME_BUCKET_CODES),
    sourceFile: z.string().meta({ description: 'The IRS file of the record.' }),
  })
  .meta({ description: 'An organization’s IRS record, its codes as filed.' }) satisfies z.ZodType<OrganizationSummary>;

export const organizationDetailsSchema = z
  .object({
    ein: z.string(),
    name: z.string(),
    careOf: z.string().nullable(),
    street: z.string(),
    city: z.string(),
    state: z.string(),
    zip: z.string(),
    subsection: z.object({ code: z.string(), exemptOrganizationType: z.string().nullable(), classifications: z.array(coded) }),
    affiliation: coded.nullable(),
    deductibility: coded.nullable(),
    foundation: coded.nullable(),
    organization: coded.nullable(),
    status: coded.nullable(),
    filingRequirement: coded.nullable(),
    ruling: z.object({ date: z.string(), year: z.number() }).nullable(),
    taxPeriod: z.string().nullable(),
    assets: z.object({ amount: z.number().nullable(), range: coded.nullable() }),
    income: z.object({ amount: z.number().nullable(), range: coded.nullable() }),
    revenue: z.object({ amount: z.number().nullable() }),
    ntee: z
      .object({ code: z.string(), title: z.string().nullable(), definition: z.string().nullable(), majorGroup: majorGroup.nullable() })
      .nullable(),
    source: z.object({ file: z.string(), snapshotDate: z.string() }),
  })
  .meta({ description: 'One organization’s IRS record, every code paired with its meaning from the IRS data dictionary.' }) satisfies z.ZodType<NonprofitDetails>;
