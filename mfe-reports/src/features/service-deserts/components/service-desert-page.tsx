import { NotFoundMessage, usePageTitle } from '@x4i/shared';
import { useServiceDesert } from '../hooks/service-desert';
import { findServiceDesertMap, type ServiceDesertMapDefinition } from '@x4i/shared/domain';
import { type ServiceDesertResponse } from '@x4i/shared/contracts';
import { useParams } from '@x4i/shared/router';
import { styled } from 'styled-components';
import { ReportIntro } from '../../kit/components/report-intro';
import { NotCoveredNotes } from '../../kit/components/not-covered-notes';
import { ReportPage } from '../../kit/components/report-page';
import { SectionView } from '../../kit/components/section-view';
import { supplyCodeLabel } from '../domain/supply-codes';

/** A boxed note: the IRS coverage, the rule, what the page cannot show. Printed with a border instead of a tint. */
const Note = styled.section<{ $strong?: boolean }>`
  max-width: 80ch;
  margin: 0 0 32px;
  padding: 16px 20px;
  background: ${({ theme }) => theme.colors.surface};
  border-left: 6px solid ${({ theme, $strong }) => ($strong ? theme.colors.primaryStrong : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius}px;

  h2 {
    margin: 0 0 8px;
    font-size: 1.125rem;
  }

  p,
  ul {
    margin: 0 0 8px;
  }

  ul {
    padding-left: 20px;
  }

  @media print {
    background: none;
    border: 1px solid ${({ theme }) => theme.colors.border};
    break-inside: avoid;
  }
`;

/**
 * /service-desert-maps/:map (SPEC 2.1 'Service-desert maps'): the counties of a state, their need against the
 * organisations that offer a service, with the deserts marked. An unknown map is the shell's not-found page.
 */
export function ServiceDesertPage() {
  const { map } = useParams();
  const definition = findServiceDesertMap(map);
  if (!definition) return <NotFoundMessage />;
  return <ServiceDesertMap definition={definition} />;
}

function ServiceDesertMap({ definition }: { definition: ServiceDesertMapDefinition }) {
  const page = useServiceDesert(definition.slug);
  usePageTitle(definition.title);

  return (
    <ReportPage title={definition.title} back={{ to: '/research-tools-and-reports?filter=service-deserts', label: 'Research tools and reports' }} result={page} loadingLabel="Loading the map">
      {(data) => <ServiceDesertBody data={data} />}
    </ReportPage>
  );
}

function ServiceDesertBody({ data }: { data: ServiceDesertResponse }) {
  const { service } = data;
  return (
    <div>
      <ReportIntro>{data.intro}</ReportIntro>
      <Note $strong={!data.irs.covered} aria-labelledby="irs-data-heading">
        <h2 id="irs-data-heading">{data.irs.covered ? 'IRS organizations' : `No IRS file for ${data.stateName} is imported`}</h2>
        <p>{data.irs.note}</p>
      </Note>
      <Note aria-labelledby="desert-rule-heading">
        <h2 id="desert-rule-heading">How a service desert is marked</h2>
        <p>{data.desertRule}</p>
      </Note>
      <Note aria-labelledby="supply-heading">
        <h2 id="supply-heading">Which organizations count</h2>
        <p>IRS organizations with these NTEE codes:</p>
        <ul>
          {service.ntee.map((code) => (
            <li key={code.code}>
              {supplyCodeLabel(code.code)}: {code.title}
            </li>
          ))}
        </ul>
        <p>{service.nteeWhy}</p>
        <p>
          BLS nonprofit establishments in NAICS {service.naics.code}, {service.naics.title}. {service.naics.why}
        </p>
      </Note>
      {data.sections.map((section) => (
        <SectionView key={section.id} section={section} fileStem={data.map} />
      ))}
      <NotCoveredNotes items={data.notCovered} />
    </div>
  );
}
