import { Link } from '@x4i/shared/router';
import { ExternalLink } from '@x4i/shared';
import { CaseStudy } from './case-study';
import { Section } from './static-page';
import { NTEE_URL, staticPaths } from './static-paths';

export default function CaseStudyNteePage() {
  return (
    <CaseStudy
      title="How NTEE Codes Classify Organizations"
      lead={
        <>
          The National Taxonomy of Exempt Entities (NTEE) is how the IRS, researchers and funders sort nonprofits by
          what they do. This study reads the taxonomy as data: 655 codes in 26 major groups, and what a single
          three-character code tells you about an organization.
        </>
      }
      question="How is the NTEE taxonomy built, and how should a reader interpret the code in an organization’s IRS record?"
      data={
        <>
          The <ExternalLink href={NTEE_URL}>NTEE Core Codes</ExternalLink> of the National Center for Charitable
          Statistics (NCCS) at the Urban Institute, via the Nonprofit Open Data Collective: 655 codes with titles,
          definitions and keywords, and the 26 major groups.
        </>
      }
      reproduce={
        <>
          <p>The whole taxonomy is one call to this site’s API:</p>
          <pre>
            <code>GET /api/ntee/codes</code>
          </pre>
          <p>
            It returns <code>majorGroups</code> (26 entries, each with <code>code</code>, <code>title</code> and{' '}
            <code>definition</code>) and <code>codes</code> (655 entries, each with its major group, broad category and
            keywords). Count the codes per <code>majorGroup</code> or per <code>broadCategory</code> to see how the
            taxonomy spreads its detail. The <Link to={staticPaths.apis}>APIs</Link> page describes every field, and
            the <Link to={staticPaths.nteeCodeFinder}>NTEE Code Finder</Link> shows the code of any organization in
            the loaded IRS records.
          </p>
        </>
      }
      limits={
        <ul>
          <li>
            An organization has one NTEE code, so a multi-purpose organization is classified by what the IRS or NCCS
            judged its main activity to be. Its programs may reach well beyond that code.
          </li>
          <li>
            Codes are assigned from an organization’s application and filings and are rarely revisited. A code can
            be out of date, too general (a code ending in 99, “not elsewhere classified”), or missing.
          </li>
          <li>
            The keywords help a reader find a code, but 199 codes have none, so a search by keyword alone misses
            them.
          </li>
        </ul>
      }
    >
      <Section title="Three levels in one code">
        <p>
          An NTEE code such as <code>B25</code> is read from left to right. The letter is the{' '}
          <strong>major group</strong>: there are 26, from A (Arts, Culture &amp; Humanities) to Z (Unknown), with B
          for Education. The two characters after it narrow the field: <code>B25</code> is “Secondary &amp; High
          Schools”. Above the major groups, the taxonomy gathers them into <strong>broad categories</strong>: the ten
          NCCS categories (Arts, Education, Environment and Animals, Health, Human Services, International, Public and
          Societal Benefit, Religion, Mutual Benefit, and Unknown), with universities and hospitals split out into
          categories of their own, 12 in all.
        </p>
      </Section>

      <Section title="Common codes and catch-alls">
        <p>
          The codes from 01 to 19 mean the same thing in every major group. They describe how an organization works
          rather than its field: <code>01</code> alliances and advocacy, <code>02</code> management and technical
          assistance, <code>03</code> professional societies, <code>05</code> research institutes and public policy
          analysis, <code>11</code> single-organization support, <code>12</code> fund raising and distribution,{' '}
          <code>19</code> support not elsewhere classified. So <code>B12</code> is an organization that raises money
          for education, such as a school foundation, not a school.
        </p>
        <p>
          Codes ending in 99 are catch-alls for a major group: <code>N99</code> is “Recreation &amp; Sports N.E.C.”
          (not elsewhere classified). A 99 code says the field is known but the activity was not placed more
          precisely.
        </p>
      </Section>

      <Section title="A taxonomy that still changes">
        <p>
          The list runs from A01 to Z99 and includes codes the IRS added later, such as <code>E6A</code> (pharmacies
          and drug stores) and <code>P7A</code> (residential facilities for people with intellectual and
          developmental disabilities). A code in an IRS record that is not in the list is shown as it was filed, with
          no title.
        </p>
      </Section>
    </CaseStudy>
  );
}
