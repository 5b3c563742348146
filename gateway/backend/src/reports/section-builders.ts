import type { MoneyFlowResponse, ReportSection } from '@x4i/shared/contracts';
import type { IndicatorTables } from './indicator-tables.js';
import { co2EmissionsSections } from './sections/co2-emissions.js';
import { foodInsecuritySections } from './sections/food-insecurity.js';
import { hospitalBedsSections } from './sections/hospital-beds.js';
import { internationalOrganisationSections, type InternationalOrgCounts } from './sections/international-organisations.js';
import { irsIncomeBucketSections, irsOrganisationSections } from './sections/irs-organisations.js';
import { minimumWageSections } from './sections/minimum-wage.js';
import { nonprofitWorkforceSections } from './sections/nonprofit-workforce.js';
import { povertySections } from './sections/poverty.js';
import { sdsnIndicatorSections } from './sections/sdsn-indicators.js';

/** What a page is built from: the selection, the indicator tables, and the goal's IRS figures. */
export interface ReportContext {
  goal: number;
  state: string | null;
  tables: IndicatorTables;
  /** The money flow of the goal and the selection (organisation maps keep every covered state). */
  flow: MoneyFlowResponse;
  international: InternationalOrgCounts;
}

/** The section builders a topic can name, in the words of its dataset. */
export const SECTION_BUILDERS = {
  'saipe-poverty': (ctx: ReportContext) => povertySections(ctx.tables.poverty, ctx.state),
  'usda-food-insecurity': (ctx: ReportContext) => foodInsecuritySections(ctx.tables.foodInsecurity, ctx.state),
  'dol-minimum-wage': (ctx: ReportContext) => minimumWageSections(ctx.tables.minimumWage, ctx.state),
  'eia-co2-emissions': (ctx: ReportContext) => co2EmissionsSections(ctx.tables.co2Emissions, ctx.state),
  'kff-hospital-beds': (ctx: ReportContext) => hospitalBedsSections(ctx.tables.hospitalBeds),
  'bls-qcew-nonprofits': (ctx: ReportContext) => nonprofitWorkforceSections(ctx.tables.nonprofitWorkforce, ctx.state),
  'sdsn-indicators': (ctx: ReportContext) => sdsnIndicatorSections(ctx.tables.sdsnIndicators, ctx.tables.sdsnValues, ctx.goal),
  'irs-organisations': (ctx: ReportContext) => irsOrganisationSections(ctx.flow, ctx.goal, ctx.state),
  'irs-income-buckets': (ctx: ReportContext) => irsIncomeBucketSections(ctx.flow, ctx.goal, ctx.state),
  'irs-international': (ctx: ReportContext) => internationalOrganisationSections(ctx.international, ctx.flow.coverage, ctx.state),
} satisfies Record<string, (ctx: ReportContext) => ReportSection[]>;

export type SectionBuilderId = keyof typeof SECTION_BUILDERS;
