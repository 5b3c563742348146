import { Link } from '@x4i/shared/router';
import { ButtonLink, readBootData } from '@x4i/shared';
import { Section, StaticPage } from './static-page';
import { staticPaths } from './static-paths';

export default function InteractiveToolsPage() {
  const { productName } = readBootData();
  return (
    <StaticPage
      title="Interactive Tools"
      lead={
        <>
          {productName}’s interactive tools turn public data about nonprofits into answers you can use straight
          away. These are open to everyone today; more are being built.
        </>
      }
    >
      <Section title="Available today: NTEE Code Finder">
        <p>
          Look up any organization in the loaded IRS records by name or by EIN. The finder tolerates small spelling
          mistakes, and for each organization it explains the codes in its IRS record: its 501(c) subsection,
          foundation status, deductibility, asset and income ranges, and its NTEE (National Taxonomy of Exempt
          Entities) code with the code’s title and definition. It is free and needs no account.
        </p>
        <p>
          It covers the states listed on <Link to={staticPaths.ourData}>Our Data</Link>; organizations in states whose
          IRS files are not loaded yet will not be found.
        </p>
        <p>
          <ButtonLink to={staticPaths.nteeCodeFinder}>Open the NTEE Code Finder</ButtonLink>
        </p>
      </Section>

      <Section title="Available today: landscape reports and maps">
        <p>
          Pick a state, a county, an NTEE field or a UN goal and see its organizations: how many, their income and
          assets, sizes, cities, tax status and age, beside the place’s poverty and nonprofit-employment figures. The
          service-desert maps set the need in each Washington county against the organizations serving it.
        </p>
        <p>
          <ButtonLink to={staticPaths.researchCatalog}>Browse the research tools and reports</ButtonLink>
        </p>
      </Section>

      <Section title="Available today: NTEE Code Builder">
        <p>
          For an organization choosing its NTEE code, or checking the one it has: build the code level by level (the
          major group, the decade of codes, the code), each with the taxonomy’s definition and keywords, or describe
          your work in a sentence and pick from the likeliest codes, each with the words that matched. The builder
          shows the UN goals the code counts towards on this site and how many organizations in each loaded state carry
          it, with the largest of them.{' '}
          <Link to={staticPaths.caseStudyNtee}>How NTEE Codes Classify Organizations</Link> explains the taxonomy it is
          built on.
        </p>
        <p>
          <ButtonLink to={staticPaths.nteeCodeBuilder}>Open the NTEE Code Builder</ButtonLink>
        </p>
      </Section>

      <Section title="Available today: NTEE Code Changer">
        <p>
          For an organization whose code no longer matches its work: find it by EIN, choose the right code, say why,
          and download the letter asking the IRS to change it, filled in from its IRS record. It is one of the{' '}
          <Link to={staticPaths.premiumTools}>Premium Tools</Link>: signed in, after accepting its terms, one IRS-letter
          credit a letter.
        </p>
        <p>
          <ButtonLink to={staticPaths.nteeCodeChanger}>Open the NTEE Code Changer</ButtonLink>
        </p>
      </Section>
    </StaticPage>
  );
}
