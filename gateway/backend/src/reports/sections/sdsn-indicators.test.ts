import type { ReportStateMapSection } from '@x4i/shared/contracts';
import type { SdsnIndicatorRow } from '../indicator-tables.js';
import { sdsnIndicatorSections } from './sdsn-indicators.js';

const indicator = (id: string, goal: number, units: string, direction: SdsnIndicatorRow['direction'] = 'descending'): SdsnIndicatorRow => ({
  id,
  goal,
  name: `Name of ${id}`,
  units,
  decimals: 1,
  source: 'American Community Survey, U.S. Census Bureau',
  dataYear: '2016',
  direction,
  definition: 'What it measures.',
});

const indicators = [indicator('01.04_perpovline', 1, '%'), indicator('01.03_famleave', 1, 'worst 0 - 1 best', 'ascending'), indicator('01.09_empty', 1, '%'), indicator('02.03_foodinsc', 2, '%')];
const values = [
  { stateCode: 'WA', indicator: '01.04_perpovline', value: 11 },
  { stateCode: 'AL', indicator: '01.04_perpovline', value: 17.2 },
  { stateCode: 'WA', indicator: '01.03_famleave', value: 1 },
  { stateCode: 'WA', indicator: '02.03_foodinsc', value: 11.1 },
];

describe('sdsnIndicatorSections', () => {
  it("maps each indicator of the goal that has values, with its units, publisher and year, and how to read it", () => {
    const sections = sdsnIndicatorSections(indicators, values, 1) as ReportStateMapSection[];
    expect(sections.map((s) => s.id)).toEqual(['sdsn-01-04-perpovline', 'sdsn-01-03-famleave']);
    expect(sections[0]).toMatchObject({
      title: 'Name of 01.04_perpovline',
      description: 'What it measures. Lower is better.',
      unit: '%',
      format: 'percent',
      national: null,
      values: [
        { state: 'WA', value: 11 },
        { state: 'AL', value: 17.2 },
      ],
      source: { year: '2016', aboutPath: '/our-data#sdsn-usa' },
    });
    expect(sections[0]!.source.name).toMatch(/SDSN USA.*American Community Survey/);
    expect(sections[1]).toMatchObject({ format: 'rate', description: 'What it measures. Higher is better.' });
  });

  it('gives nothing for a goal without indicators', () => {
    expect(sdsnIndicatorSections(indicators, values, 17)).toEqual([]);
  });
});
