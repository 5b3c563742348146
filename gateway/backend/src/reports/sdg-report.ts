import { DEDICATED_SDG_REPORTS, type ReportNotCovered, type SdgReportResponse, type TopNonprofitsResponse } from '@x4i/shared/contracts';
import { UN_SDG_GOALS, usStateName } from '@x4i/shared/domain';
import { SECTION_BUILDERS, type ReportContext } from './section-builders.js';
import { irsCovers } from './sections/irs-organisations.js';
import { withIrsCoverage } from './sections/irs-no-data.js';
import { EVERY_PAGE_NOT_COVERED, type SdgTopic } from './sdg-topics.js';

/** Each field once, in the order first given. */
function once(items: readonly ReportNotCovered[]): ReportNotCovered[] {
  const seen = new Set<string>();
  const key = (item: ReportNotCovered) => item.field ?? item.why;
  return items.filter((item) => !seen.has(key(item)) && seen.add(key(item)));
}

/** A page: the topic's sections in its order, the top nonprofits, and what the page has no data for. */
export function buildSdgReport(topic: SdgTopic, ctx: ReportContext, topNonprofits: TopNonprofitsResponse): SdgReportResponse {
  const goal = UN_SDG_GOALS.find((entry) => entry.position === topic.goal)!;
  const uncovered: ReportNotCovered[] =
    ctx.state && !irsCovers(ctx.flow.coverage, ctx.state)
      ? [
          {
            field: 'orgFunding',
            why: `The imported IRS files do not include ${usStateName(ctx.state)}, so its organizations are neither counted nor listed; the maps show the states they include.`,
          },
        ]
      : [];
  return {
    report: goal.uri,
    goal: topic.goal,
    title: topic.title,
    intro: topic.intro,
    dedicated: (DEDICATED_SDG_REPORTS as readonly number[]).includes(topic.goal),
    state: ctx.state,
    stateName: ctx.state ? usStateName(ctx.state) : null,
    sections: withIrsCoverage(topic.sections.flatMap((id) => SECTION_BUILDERS[id](ctx)), ctx.flow.coverage, ctx.state),
    topNonprofits,
    notCovered: once([...EVERY_PAGE_NOT_COVERED, ...topic.notCovered, ...uncovered]),
  };
}
