import { Link } from '@x4i/shared/router';
import { readBootData } from '@x4i/shared';
import { Section, StaticPage } from './static-page';
import { staticPaths } from './static-paths';

export default function OurServicesPage() {
  const { productName } = readBootData();
  return (
    <StaticPage
      title="Our Services"
      lead={
        <>
          Beyond the site itself, the {productName} team takes on data work for nonprofits, funders and the
          organizations that serve them. Each service below is an offering to discuss: what it covers, how long it
          takes and what it costs depend on the question you bring.
        </>
      }
    >
      <Section title="Nonprofit landscape research">
        <p>
          A picture of the nonprofits in a place or a field: how many there are, what they do by NTEE group, their
          IRS subsection and foundation status, and their reported asset and income ranges. It is built from the IRS
          records described on <Link to={staticPaths.ourData}>Our Data</Link>, so it says plainly where the records
          are incomplete or out of date.
        </p>
      </Section>

      <Section title="NTEE classification help">
        <p>
          NTEE codes decide where an organization shows up in research, funder searches and sector statistics. We
          can review the codes of one organization or a whole list, explain what each code means, and map your own
          program categories to the NTEE taxonomy.
        </p>
        <p>
          To look up a single organization yourself, use the free{' '}
          <Link to={staticPaths.nteeCodeFinder}>NTEE Code Finder</Link>.
        </p>
      </Section>

      <Section title="SDG indicator reporting">
        <p>
          Framing a program, a portfolio or a region against the 17 UN Sustainable Development Goals, their targets
          and their global indicators, and putting public state-level indicators beside them, so a report speaks the
          same language as the funders and partners who read it.
        </p>
      </Section>

      <Section title="APIs on public data">
        <p>
          Programmatic access to the same public data the site uses, already cleaned and joined: IRS exempt
          organization records with their codes explained, the NTEE taxonomy and the SDG reference data. Useful when
          you want these in your own tools, reports or CRM rather than on our pages. The public API, its keys and its
          quotas are described on <Link to={staticPaths.apis}>APIs</Link>.
        </p>
      </Section>

      <Section title="Getting started">
        <p>Tell us what you are trying to find out, the places or fields it covers and when you need it by. We will
        reply with what the public data can and cannot answer, and how we would approach it.</p>
      </Section>
    </StaticPage>
  );
}
