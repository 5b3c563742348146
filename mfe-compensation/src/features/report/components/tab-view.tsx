import { NotesBox } from '@x4i/shared';
import { type CompensationOverview, type CompensationTabData } from '@x4i/shared/contracts';
import { styled } from 'styled-components';
import { CompensationSourceLine } from '../../kit/components/compensation-source-line';
import { DollarBasisLine } from '../../kit/components/dollar-basis-line';
import { PayTableView } from '../../kit/components/pay-table-view';
import { StatCards } from '../../kit/components/stat-cards';
import { ReadingGuide, ReportData } from './reading-guide';
import { SalaryEstimateView } from './salary-estimate';

const Summary = styled.p`
  max-width: 72ch;
  margin: 0 0 24px;
  font-size: 1.0625rem;
`;

/** One tab's data as the server computed it: summary, stat cards, the calculator's estimate, pay tables, notes and sources. */
export function TabView({ data, overview }: { data: CompensationTabData; overview: CompensationOverview | null }) {
  const guide = data.report === 'orientation' || data.report === 'resources';
  return (
    <div>
      <Summary>{data.summary}</Summary>
      <DollarBasisLine text={data.dollarBasis} />
      {data.report === 'salary-calculator' && <SalaryEstimateView estimate={data.estimate} />}
      <StatCards label="Key figures" figures={data.figures} />
      {data.tables.map((table) => (
        <PayTableView key={table.id} table={table} csvReport={data.report} headingLevel={2} />
      ))}
      {guide && <ReadingGuide />}
      {data.report === 'orientation' && <ReportData overview={overview} />}
      {data.notes.length > 0 && (
        <NotesBox aria-labelledby="notes-heading">
          <h2 id="notes-heading">Notes</h2>
          <ul>
            {data.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </NotesBox>
      )}
      {data.sources.length > 0 && (
        <NotesBox aria-labelledby="sources-heading">
          <h2 id="sources-heading">Sources</h2>
          {data.sources.map((source) => (
            <CompensationSourceLine key={`${source.name}|${source.years}`} source={source} />
          ))}
        </NotesBox>
      )}
    </div>
  );
}
