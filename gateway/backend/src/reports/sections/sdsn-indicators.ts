import type { ReportSection, ReportValueFormat } from '@x4i/shared/contracts';
import type { SdsnIndicatorRow, SdsnValueRow } from '../indicator-tables.js';
import { sdsnSource, withYear } from '../report-sources.js';
import { stateValues } from './section-kit.js';

/** '%', '% of households', '%, average of 5 years' read as percentages; any other unit as a rate. */
const formatOf = (units: string): ReportValueFormat => (units.trim().startsWith('%') ? 'percent' : 'rate');

/** '01.04_perpovline' → 'sdsn-01-04-perpovline': an anchor and file name. */
export const sdsnSectionId = (indicator: string) => `sdsn-${indicator.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

/**
 * One state map per SDSN USA 2018 indicator of the goal, with its units, publisher and data year. The report
 * gives no national figure; an indicator without any state value is left out.
 */
export function sdsnIndicatorSections(indicators: readonly SdsnIndicatorRow[], values: readonly SdsnValueRow[], goal: number): ReportSection[] {
  return indicators
    .filter((indicator) => indicator.goal === goal)
    .flatMap((indicator): ReportSection[] => {
      const ofIndicator = stateValues(
        values.filter((row) => row.indicator === indicator.id),
        (row) => row.stateCode,
        (row) => row.value,
      );
      if (ofIndicator.length === 0) return [];
      return [
        {
          kind: 'state-map',
          id: sdsnSectionId(indicator.id),
          title: indicator.name,
          description: `${indicator.definition.trim()} ${indicator.direction === 'ascending' ? 'Higher is better.' : 'Lower is better.'}`,
          source: withYear(sdsnSource(indicator.source), indicator.dataYear),
          unit: indicator.units,
          format: formatOf(indicator.units),
          decimals: indicator.decimals ?? 1,
          values: ofIndicator,
          national: null,
        },
      ];
    });
}
