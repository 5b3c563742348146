import type { MoneyFlowCoverage, ReportSection } from '@x4i/shared/contracts';
import { irsNotImportedText, irsUncoveredStates, usStateName } from '@x4i/shared/domain';
import { IRS_EO_BMF_SOURCE } from '../report-sources.js';
import { irsCovers } from './irs-organisations.js';

const fromIrs = (section: ReportSection) => section.source.name === IRS_EO_BMF_SOURCE.name;

/**
 * The IRS sections of a page, told what the imported files do not cover, so that no figure reads as a zero for a
 * place without a file: every state map greys out the states without one, and when the chosen state has none its
 * figures become null with the reason. Sections from other sources are left as they are.
 */
export function withIrsCoverage<S extends ReportSection>(sections: readonly S[], coverage: Pick<MoneyFlowCoverage, 'states'>, state: string | null): S[] {
  const uncovered = irsUncoveredStates(coverage.states);
  const missing = state !== null && !irsCovers(coverage, state);
  return sections.map((section) => {
    if (!fromIrs(section)) return section;
    if (section.kind === 'state-map') return { ...section, uncovered };
    if (!missing) return section;
    const noData = irsNotImportedText(usStateName(state!));
    if (section.kind === 'figures') return { ...section, noData, figures: section.figures.map((figure) => ({ ...figure, value: null })) };
    return { ...section, noData };
  });
}
