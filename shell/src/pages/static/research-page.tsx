import { Link } from '@x4i/shared/router';
import { readBootData } from '@x4i/shared';
import { Section, StaticPage } from './static-page';
import { staticPaths } from './static-paths';

export default function ResearchPage() {
  const { productName } = readBootData();
  return (
    <StaticPage
      title="Research"
      lead={
        <>
          {productName}’s research describes the nonprofit and social-impact sector with public data only, and shows
          its working, so that anyone can check a finding or build on it.
        </>
      }
    >
      <Section title="Our approach">
        <ul>
          <li>
            <strong>Public data, as published.</strong> We use data that governments and research institutions
            publish, keep it as they released it, and name the publisher and version of every file.
          </li>
          <li>
            <strong>No invented figures.</strong> We do not estimate or fill in missing values. Where data is missing,
            we say so.
          </li>
          <li>
            <strong>Coverage first.</strong> Every analysis states which places and years its data covers, because a
            count is only meaningful next to what it leaves out.
          </li>
          <li>
            <strong>Reproducible.</strong> Each piece names the files and the steps behind its figures, so a reader
            can get the same result.
          </li>
          <li>
            <strong>Privacy.</strong> Where public filings name individual people, such as officers on Form 990, we
            remove the names before the data is used.
          </li>
        </ul>
      </Section>

      <Section title="The datasets">
        <ul>
          <li>
            IRS Exempt Organizations Business Master File, fetched from the IRS: <Link to={staticPaths.ourData}>Our
            Data</Link> lists the states covered and the date of each file.
          </li>
          <li>NTEE Core Codes, NCCS / Urban Institute: 655 codes in 26 major groups.</li>
          <li>IRS code tables from the EO BMF data dictionary.</li>
          <li>UN Sustainable Development Goals: 17 goals, 169 targets and 252 indicator entries.</li>
          <li>US states and counties: Census Bureau reference data and boundary maps.</li>
          <li>
            State indicators: minimum wage 1968–2020 (Department of Labor), food insecurity 2006–2023 (USDA), poverty
            by state and county (Census Bureau SAIPE, the latest year fetched; Our Data names it), energy-related CO2 emissions 1970–2020 (Energy
            Information Administration), hospital beds 2018 (KFF).
          </li>
          <li>Nonprofit employment and wages 2013–2021: Bureau of Labor Statistics research data on 501(c)(3) employers.</li>
          <li>
            Nonprofit compensation from IRS Form 990 filings, compiled by NCCS / Urban Institute and the Nonprofit Open
            Data Collective, with a standard taxonomy of job titles.
          </li>
        </ul>
        <p>
          <Link to={staticPaths.ourData}>Our Data</Link> gives each one’s publisher, coverage, licence and gaps.
        </p>
      </Section>

      <Section title="Read the research">
        <ul>
          <li>
            <Link to={staticPaths.researchCatalog}>Research Tools and Reports</Link>: the landscape reports,
            service-desert maps, SDG reports and the other tools, each with the data it draws on.
          </li>
          <li>
            <Link to={staticPaths.caseStudies}>Case Studies</Link>: short, reproducible analyses of the data, four so
            far.
          </li>
          <li>
            <Link to={staticPaths.researchPapers}>Research Papers</Link>: the longer papers in preparation.
          </li>
          <li>
            <Link to={staticPaths.interactiveTools}>Interactive Tools</Link>: the NTEE Code Finder and the landscape
            reports today, and more to come.
          </li>
          <li>
            <Link to={staticPaths.apis}>APIs</Link>: the same data, for your own tools.
          </li>
        </ul>
        <p>
          For research on a question of your own, see <Link to={staticPaths.ourServices}>Our Services</Link>.
        </p>
      </Section>
    </StaticPage>
  );
}
