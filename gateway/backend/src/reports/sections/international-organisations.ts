import type { MoneyFlowCoverage, ReportSection } from '@x4i/shared/contracts';
import { coveredStatesText } from '@x4i/shared/domain';
import { irsCovers, irsSource } from './irs-organisations.js';
import { placeName } from './section-kit.js';

/**
 * SPEC 3 'International organisations', by NTEE code (data/ntee_codes.csv): development is Q30 International
 * Development, Q31 International Agricultural Development and Q32 International Economic Development; relief is
 * Q33 International Relief.
 */
export const INTERNATIONAL_DEVELOPMENT_CODES = ['Q30', 'Q31', 'Q32'] as const;
export const INTERNATIONAL_RELIEF_CODES = ['Q33'] as const;

/** Organisations (each EIN's newest record) per state, in the states the imported IRS files cover. */
export interface InternationalOrgCounts {
  development: Record<string, number>;
  relief: Record<string, number>;
}

const total = (byState: Record<string, number>, state: string | null) =>
  state ? (byState[state] ?? 0) : Object.values(byState).reduce((sum, count) => sum + count, 0);

/** The selection's international development and relief organisations (intDevelopmentOrgs, intReliefOrgs). */
export function internationalOrganisationSections(counts: InternationalOrgCounts, coverage: MoneyFlowCoverage, state: string | null): ReportSection[] {
  // A chosen state without a file keeps the section, which withIrsCoverage turns into 'No data' with the reason.
  if (!state && !irsCovers(coverage, state)) return [];
  const where = state ? placeName(state) : `the ${coveredStatesText(coverage.states)} covered`;
  return [
    {
      kind: 'figures',
      id: 'international-organizations',
      title: 'International development and relief organizations',
      description: `Organizations in ${where} classified for international development (NTEE ${INTERNATIONAL_DEVELOPMENT_CODES.join(', ')}) or international relief (NTEE ${INTERNATIONAL_RELIEF_CODES.join(', ')}) in the IRS files.`,
      source: irsSource(coverage),
      unit: 'organizations',
      format: 'count',
      decimals: 0,
      figures: [
        { label: 'International development organizations', value: total(counts.development, state), format: 'count', decimals: 0 },
        { label: 'International relief organizations', value: total(counts.relief, state), format: 'count', decimals: 0 },
      ],
    },
  ];
}
