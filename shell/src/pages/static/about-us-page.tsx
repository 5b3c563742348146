import { Link } from '@x4i/shared/router';
import { ButtonLink, readBootData } from '@x4i/shared';
import { Section, StaticPage } from './static-page';
import { staticPaths } from './static-paths';

export default function AboutUsPage() {
  const { productName } = readBootData();
  return (
    <StaticPage
      title="About Us"
      lead={
        <>
          {productName} is a directory, explorer and research platform for nonprofits, social-impact funders and the
          people who build solutions for them.
        </>
      }
    >
      <Section title={`What ${productName} is`}>
        <p>
          {productName} is a data-services initiative for the nonprofit and social-impact sector. It brings together
          tech solutions, social challenges, grants and articles in one place, organised around the 17 UN Sustainable
          Development Goals, so that people working on the same problem can find each other.
        </p>
        <p>
          Alongside the directory sit research tools and reports built on real public data: the records the IRS
          publishes about tax-exempt organizations, the NTEE classification of nonprofits, and state-level
          indicators. <Link to={staticPaths.ourData}>Our Data</Link> lists every source, its licence and what it
          does not cover.
        </p>
      </Section>

      <Section title="Who it is for">
        <ul>
          <li>
            <strong>Nonprofits</strong> looking for tools that fit their mission, or checking how they are classified.
          </li>
          <li>
            <strong>Funders and foundations</strong> researching a field, a place or the organizations working in it.
          </li>
          <li>
            <strong>Tech solution providers</strong> who build for the sector and want nonprofits to find them.
          </li>
          <li>
            <strong>Researchers, government and academia</strong> who need a clear view of the nonprofit landscape.
          </li>
        </ul>
        <p>
          Anyone can browse, search and read without an account. Signing in lets you follow, vote on and recommend
          content and keep a profile, and organizations with editing access create and keep up their own listings.
        </p>
      </Section>

      <Section title="Available today">
        <p>
          The <Link to={staticPaths.directory}>directory</Link> of tech solutions, social challenges, grants and knowledge-base articles,
          organised around the 17 goals: search and filters, a page for every item, and{' '}
          <Link to={staticPaths.moneyFlow}>Money flow</Link>, the organizations and income in the IRS records by state and
          goal. Items written for the demo are marked ‘Demo’.
        </p>
        <p>
          The <strong>NTEE Code Finder</strong> searches the IRS Exempt Organizations Business Master File by
          organization name or EIN, and explains each organization’s IRS codes and its NTEE (National Taxonomy of
          Exempt Entities) classification. The <Link to={staticPaths.nteeCodeBuilder}>NTEE Code Builder</Link> helps
          an organization choose its own code, level by level or from a description of its work, and the{' '}
          <Link to={staticPaths.nteeCodeChanger}>NTEE Code Changer</Link> prepares the letter asking the IRS to correct
          it.
        </p>
        <p>
          <ButtonLink to={staticPaths.nteeCodeFinder}>Open the NTEE Code Finder</ButtonLink>
        </p>
        <p>
          The <Link to={staticPaths.sdgIndex}>State Sustainability Index</Link> ranks the 50 states on the UN goals
          from 103 state indicators of the Sustainable Development Report of the United States 2018, with a dashboard
          for each state. A <Link to={staticPaths.sdg}>report for each of the 17 goals</Link> shows, for the country
          or one state, the public indicators that fit the goal (Census poverty estimates, USDA food security, state
          minimum wages, EIA emissions, KFF hospital beds, BLS nonprofit employment) and the largest nonprofits working
          toward it.
        </p>
        <p>
          The <Link to={staticPaths.researchCatalog}>research tools and reports</Link> add landscape reports (the
          organizations of a state, county, field or goal, by size, place, tax status and age), service-desert maps of
          Washington, and pages on the directory’s own activity, each saying what it draws on. The{' '}
          <Link to={staticPaths.compensation}>nonprofit compensation report</Link> benchmarks what nonprofits pay their
          executives and staff, from Form 990 filings; its headline figures are open to all, the full report to members
          whose organization has access.
        </p>
      </Section>

      <Section title="Editing access">
        <p>
          Listings in the directory are created and kept up by the organizations they describe. Editing access is
          for registered 501(c)(3) organizations, tech solution providers, government entities and academia.
        </p>
        <p>
          When you are signed in and try to create or edit a listing without editing access, the site shows what the
          action needs and a short form about your organization to request it; the team confirms access within 2
          business days. Listings follow the <Link to={staticPaths.listingAgreementTerms}>Listing Agreement Terms</Link>.
        </p>
      </Section>

      <Section title="Working with us">
        <p>
          The team also takes on research and data work for the sector. <Link to={staticPaths.ourServices}>Our
          Services</Link> describes what we can help with.
        </p>
      </Section>
    </StaticPage>
  );
}
