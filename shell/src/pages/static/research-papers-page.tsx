import { Link } from '@x4i/shared/router';
import { readBootData } from '@x4i/shared';
import { Section, StaticPage } from './static-page';
import { staticPaths } from './static-paths';

export default function ResearchPapersPage() {
  const { productName } = readBootData();
  return (
    <StaticPage
      title="Research Papers"
      lead={
        <>
          {productName} has not published a research paper yet. This page lists the papers we are preparing, what each
          will use, and where to read our work in the meantime.
        </>
      }
    >
      <Section title="Planned papers">
        <p>Each is planned, not finished; titles, scope and timing may change.</p>
        <h3>What nonprofits pay their leaders</h3>
        <p>
          Chief executive pay by field, organization size, location and gender, from Form 990 filings for 2010 to 2019
          as compiled by NCCS / Urban Institute, with officer and Schedule J detail from samples of e-filed returns.
        </p>
        <h3>The nonprofit workforce, state by state</h3>
        <p>
          How many people 501(c)(3) organizations employ, in which industries, and how their wages compare with other
          private employers, from Bureau of Labor Statistics research data for 2013 to 2021.
        </p>
        <h3>Refining nonprofit classification</h3>
        <p>
          How well one NTEE code describes an organization’s work, where the codes in the IRS records are missing or
          too general, and what that means for research that counts organizations by field.
        </p>
        <h3>State indicators and the SDGs</h3>
        <p>
          Public state indicators on poverty, food insecurity, minimum wage, emissions and hospital capacity, set
          beside the UN Sustainable Development Goals they speak to.
        </p>
      </Section>

      <Section title="How papers will be published">
        <p>
          Each paper will follow our <Link to={staticPaths.research}>research approach</Link>: public data only, named
          sources, stated coverage and steps a reader can repeat. The{' '}
          <Link to={staticPaths.newsletter}>newsletter</Link> will announce each one.
        </p>
      </Section>

      <Section title="Read now">
        <p>
          The <Link to={staticPaths.caseStudies}>case studies</Link> are shorter analyses of the same data, and are
          available today.
        </p>
      </Section>
    </StaticPage>
  );
}
