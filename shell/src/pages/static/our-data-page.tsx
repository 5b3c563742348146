import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { styled } from 'styled-components';
import { Card, ExternalLink, readBootData } from '@x4i/shared';
import { Section, StaticPage } from './static-page';
import { IRS_EO_BMF_URL, staticPaths } from './static-paths';

/** The 24 states (and DC) whose April 2026 IRS files are loaded. */
const CURRENT_IRS_STATES = [
  'Alaska', 'Arkansas', 'Connecticut', 'Delaware', 'District of Columbia', 'Hawaii', 'Idaho', 'Kansas', 'Kentucky',
  'Louisiana', 'Maine', 'Mississippi', 'Montana', 'Nebraska', 'Nevada', 'New Hampshire', 'New Mexico',
  'North Dakota', 'Oklahoma', 'Rhode Island', 'South Dakota', 'Utah', 'Vermont', 'West Virginia', 'Wyoming',
];

/** States with no IRS file loaded yet (Oregon has only its 2018 file). */
const MISSING_IRS_STATES = [
  'Alabama', 'Arizona', 'California', 'Colorado', 'Florida', 'Georgia', 'Illinois', 'Indiana', 'Iowa', 'Maryland',
  'Massachusetts', 'Michigan', 'Minnesota', 'Missouri', 'New Jersey', 'New York', 'North Carolina', 'Ohio',
  'Pennsylvania', 'South Carolina', 'Tennessee', 'Texas', 'Virginia', 'Washington', 'Wisconsin',
];

const DatasetCard = styled(Card)`
  margin: 16px 0;

  h3 {
    margin-top: 0;
  }

  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: 6px 16px;
    margin: 0;
  }

  dt {
    font-weight: 600;
  }

  dd {
    margin: 0;
  }

  ${({ theme }) => theme.below.xs} {
    padding: 16px;

    dl {
      grid-template-columns: 1fr;
      gap: 2px;
    }

    dd + dt {
      margin-top: 8px;
    }
  }
`;

interface DatasetProps {
  name: string;
  publisher: ReactNode;
  coverage: ReactNode;
  licence: ReactNode;
  children?: ReactNode;
}

function Dataset({ name, publisher, coverage, licence, children }: DatasetProps) {
  return (
    <DatasetCard>
      <h3>{name}</h3>
      {children}
      <dl>
        <dt>Publisher</dt>
        <dd>{publisher}</dd>
        <dt>Coverage</dt>
        <dd>{coverage}</dd>
        <dt>Licence</dt>
        <dd>{licence}</dd>
      </dl>
    </DatasetCard>
  );
}

const PUBLIC_DOMAIN = 'US government work, in the public domain.';

export default function OurDataPage() {
  const { productName } = readBootData();
  return (
    <StaticPage
      title="Our Data"
      lead={
        <>
          Everything {productName} shows about organizations comes from data that governments and research
          institutions publish. This page lists each dataset, who publishes it, what it covers and what it does
          not. No figures are invented or estimated.
        </>
      }
    >
      <Section title="IRS exempt organization records">
        <p>
          The core dataset is the IRS{' '}
          <ExternalLink href={IRS_EO_BMF_URL}>Exempt Organizations Business Master File Extract</ExternalLink> (EO
          BMF): one record for each organization the IRS recognizes as tax-exempt, with its name, address, EIN,
          subsection, foundation status, asset and income ranges and NTEE code. It powers the{' '}
          <Link to={staticPaths.nteeCodeFinder}>NTEE Code Finder</Link>.
        </p>
        <p>
          {productName} holds <strong>350,180 records</strong> covering <strong>350,040 distinct
          organizations</strong>, from these IRS files:
        </p>
        <ul>
          <li>the April 2026 files for 24 states and the District of Columbia: {CURRENT_IRS_STATES.join(', ')};</li>
          <li>
            the April 2026 international file: Puerto Rico, the US territories, military addresses and organizations
            with foreign addresses;
          </li>
          <li>Oregon’s file from March 2018, about eight years older than the rest, used until a current one is loaded.</li>
        </ul>
        <h3>Not covered yet</h3>
        <p>
          There are no IRS records yet for {MISSING_IRS_STATES.slice(0, -1).join(', ')} and{' '}
          {MISSING_IRS_STATES.at(-1)}, and only the 2018 records for Oregon. Their files were not available when the
          data was assembled. An organization based in one of these states will not appear in search results yet.
        </p>
        <h3>How the records are kept up to date</h3>
        <p>
          The IRS refreshes these files every month. New IRS files are loaded as they are published, one state or
          region at a time: a newer file replaces that state’s records in a single step, so a state is never shown
          half old and half new.
        </p>
        <p>
          The records appear as the IRS published them. If an organization’s details are wrong, the organization
          corrects them with the IRS, and the correction reaches {productName} with the next file that is loaded.
        </p>
      </Section>

      <Section title="Classifications and reference data">
        <Dataset
          name="NTEE codes"
          publisher="National Center for Charitable Statistics (NCCS), Urban Institute, via the Nonprofit Open Data Collective"
          coverage="The NTEE Core Codes: 655 codes in 26 major groups, each with a title, a definition and keywords."
          licence="A public classification scheme, also used by the IRS; credit NCCS / Urban Institute."
        />
        <Dataset
          name="IRS code tables"
          publisher="IRS, from the EO BMF data dictionary, in tables prepared by NCCS / Urban Institute"
          coverage="What the codes in each IRS record mean: subsection and classification, foundation, deductibility, affiliation, organization type, status, asset and income ranges, and filing requirements."
          licence={PUBLIC_DOMAIN}
        />
        <Dataset
          name="UN Sustainable Development Goals"
          publisher="United Nations (UN Statistics Division and UN Department of Global Communications), via Open SDG"
          coverage="The 17 goals with their official titles and colours, their 169 targets and 252 global indicator entries."
          licence="UN SDG content may be used for non-commercial, informational purposes; the Open SDG text files are MIT-licensed."
        />
        <Dataset
          name="US states"
          publisher="US Census Bureau"
          coverage="The 50 states and the District of Columbia, with postal codes, FIPS codes, Census regions and divisions."
          licence={PUBLIC_DOMAIN}
        />
      </Section>

      <Section title="Prepared for upcoming reports">
        <p>
          These datasets ship with the platform for the reports in development. They are not shown on the site yet.
        </p>
        <ul>
          <li>
            State and county boundary maps: US Census Bureau cartographic boundaries, through the us-atlas project
            (ISC licence).
          </li>
          <li>
            State indicators: minimum wage 1968–2020 (US Department of Labor), food insecurity 2006–2023 (USDA
            Economic Research Service), poverty 2020 by state and county (US Census Bureau SAIPE), energy-related
            CO2 emissions 1970–2020 (US Energy Information Administration) and hospital beds 2018 (KFF, cited with
            attribution).
          </li>
          <li>
            Nonprofit employment and wages, 2013–2021: US Bureau of Labor Statistics research data on 501(c)(3)
            employers.
          </li>
          <li>
            Nonprofit compensation from IRS Form 990 filings, as compiled by NCCS / Urban Institute and the Nonprofit
            Open Data Collective. Names of individual people were removed before the data was added.
          </li>
        </ul>
      </Section>

      <Section title="Using this data">
        <p>
          The government datasets are in the public domain, and you are free to reuse them; the other sources ask for
          the credit given above. The records can lag behind an organization’s current status, so check anything
          important, such as a grant decision, against the IRS’s own tools. The{' '}
          <Link to={staticPaths.termsOfUse}>Terms of Use</Link> say more.
        </p>
      </Section>
    </StaticPage>
  );
}
