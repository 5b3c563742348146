import type { ReactNode } from 'react';
import { Link } from '@x4i/shared/router';
import { styled } from 'styled-components';
import { Card, ExternalLink, readBootData } from '@x4i/shared';
import { ContactUsButton, Section, StaticPage } from './static-page';
import { IRS_EO_INFO_URL, staticPaths } from './static-paths';

const Endpoint = styled(Card)`
  margin: 16px 0;

  h3 {
    margin-top: 0;
  }

  ${({ theme }) => theme.below.xs} {
    padding: 16px;
  }
`;

const Fields = styled.dl`
  margin: 0 0 16px;

  dt {
    font-weight: 600;
  }

  dd {
    margin: 2px 0 10px;
  }
`;

function Field({ name, children }: { name: string; children: ReactNode }) {
  return (
    <>
      <dt>
        <code>{name}</code>
      </dt>
      <dd>{children}</dd>
    </>
  );
}

export default function ApisPage() {
  const { productName } = readBootData();
  return (
    <StaticPage
      title="APIs"
      lead={
        <>
          The nonprofit data behind {productName}’s pages is served by a JSON API: organization search by name or
          EIN, organization details with the IRS codes explained, and the NTEE taxonomy. This page describes those
          calls for developers who want the same data in their own tools.
        </>
      }
    >
      <Section title="The basics">
        <ul>
          <li>
            Every call is an HTTP <code>GET</code> on this site, under <code>/api</code>, and returns JSON.
          </li>
          <li>
            The data is the public data described on <Link to={staticPaths.ourData}>Our Data</Link>: IRS exempt
            organization records for the states loaded so far, the NTEE Core Codes and the IRS code tables.
          </li>
          <li>
            EINs are nine digits, sent and returned without the dash and with their leading zeros:{' '}
            <code>010564885</code>, not <code>10564885</code>.
          </li>
          <li>
            Errors have one shape, <code>{'{ "error": { "code": "…", "message": "…" } }'}</code>, with a message
            written to be shown to a person.
          </li>
        </ul>
      </Section>

      <Section title="Search organizations">
        <Endpoint>
          <h3>By name or EIN</h3>
          <pre>
            <code>GET /api/x4i-nonprofit/search?q=habitat</code>
          </pre>
          <p>
            <code>q</code> is a name or an EIN, 1 to 100 characters. A name search matches the start of words and
            tolerates small spelling mistakes; a query that looks like an EIN, with or without the dash, is looked up
            as one. Up to 20 organizations come back.
          </p>
          <pre>
            <code>{`{
  "q": "habitat",
  "mode": "name",
  "results": [
    { "ein": "…", "name": "…", "city": "…", "state": "…", "nteeCode": "…" }
  ]
}`}</code>
          </pre>
          <Fields>
            <Field name="q">The query the results answer, trimmed.</Field>
            <Field name="mode">
              How the query was read: <code>name</code> or <code>ein</code>.
            </Field>
            <Field name="results">
              Each with <code>ein</code>, <code>name</code>, <code>city</code>, <code>state</code> (two letters; empty
              for a foreign address) and <code>nteeCode</code> (or <code>null</code>).
            </Field>
          </Fields>
        </Endpoint>
      </Section>

      <Section title="Organization details">
        <Endpoint>
          <h3>One organization, its codes explained</h3>
          <pre>
            <code>GET /api/x4i-nonprofit/details/010564885</code>
          </pre>
          <p>
            Returns the IRS record of one organization, with every IRS code paired with its meaning from the IRS{' '}
            <ExternalLink href={IRS_EO_INFO_URL}>data dictionary</ExternalLink>, so you do not have to decode them
            yourself. A coded field is an object <code>{'{ "code": "…", "description": "…" }'}</code>; the
            description is <code>null</code> for a code the dictionary does not document.
          </p>
          <Fields>
            <Field name="ein, name, careOf, street, city, state, zip">Identity and mailing address, as filed.</Field>
            <Field name="subsection">
              The 501(c) subsection <code>code</code>, the <code>exemptOrganizationType</code> it stands for, and its{' '}
              <code>classifications</code>.
            </Field>
            <Field name="affiliation, deductibility, foundation, organization, status, filingRequirement">
              The other IRS codes, each explained.
            </Field>
            <Field name="ruling, taxPeriod">
              When the IRS ruled on the exemption (<code>date</code> as YYYYMM, and <code>year</code>), and the tax
              period of the latest return processed (YYYYMM).
            </Field>
            <Field name="assets, income, revenue">
              Amounts from the latest return; assets and income also carry the IRS <code>range</code> code they fall
              in.
            </Field>
            <Field name="ntee">
              The NTEE <code>code</code> as filed, with its <code>title</code>, <code>definition</code> and{' '}
              <code>majorGroup</code>.
            </Field>
            <Field name="source">
              The IRS <code>file</code> the record came from and that file’s <code>snapshotDate</code>.
            </Field>
          </Fields>
          <p>
            An EIN that is not valid answers <code>400</code> with the code <code>invalid_ein</code>; a valid EIN with
            no record answers <code>404</code> with <code>not_found</code>.
          </p>
        </Endpoint>
      </Section>

      <Section title="NTEE codes">
        <Endpoint>
          <h3>The whole taxonomy</h3>
          <pre>
            <code>GET /api/ntee/codes</code>
          </pre>
          <p>Returns the NTEE Core Codes of NCCS / Urban Institute: 655 codes in 26 major groups.</p>
          <Fields>
            <Field name="majorGroups">
              Each with <code>code</code> (a letter, A to Z), <code>title</code> and <code>definition</code>.
            </Field>
            <Field name="codes">
              Each with <code>code</code>, <code>title</code>, <code>definition</code>, <code>majorGroup</code>,{' '}
              <code>majorGroupTitle</code>, <code>broadCategory</code>, <code>broadCategoryTitle</code> and{' '}
              <code>keywords</code>.
            </Field>
          </Fields>
          <p>
            <Link to={staticPaths.caseStudyNtee}>How NTEE Codes Classify Organizations</Link> explains how to read
            them.
          </p>
        </Endpoint>
      </Section>

      <Section title="While data is loading">
        <p>
          When the platform starts with a new data release it imports the IRS records first. Until the import ends,
          the data calls answer <code>503</code> with the code <code>importing</code> and a <code>Retry-After</code>{' '}
          header; try again after the number of seconds it gives.
        </p>
      </Section>

      <Section title="Access keys and rate plans">
        <p>
          These calls serve {productName}’s own pages, such as the{' '}
          <Link to={staticPaths.nteeCodeFinder}>NTEE Code Finder</Link>, and the paths and fields above are the ones
          they use. Access keys and rate plans for using the API in your own product are not published yet: tell us
          what you want to build and how many calls you expect, and we will discuss access with you. Until then, please keep
          automated calls at a pace that does not burden the service for others, as the{' '}
          <Link to={staticPaths.termsOfUse}>Terms of Use</Link> ask.
        </p>
        <p>
          <ContactUsButton />
        </p>
      </Section>
    </StaticPage>
  );
}
