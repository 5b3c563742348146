import { Link } from '@x4i/shared/router';
import { ExternalLink } from '@x4i/shared';
import { CaseStudy } from './case-study';
import { Section } from './static-page';
import { IRS_EO_BMF_URL, staticPaths } from './static-paths';

export default function CaseStudyCoveragePage() {
  return (
    <CaseStudy
      title="Where the IRS Data Stops: Coverage and Vintages"
      lead={
        <>
          Every figure on this platform is only as complete as the files behind it. This study sets out which IRS
          files the platform was first assembled from in April 2026, which were missing, and how old each one was,
          so that anyone using the numbers knows where they stop. The platform now fetches the files from the IRS
          itself; <Link to={staticPaths.ourData}>Our Data</Link> lists the files in use today and their dates.
        </>
      }
      question="Which organizations could a search or a count include from the files first assembled, and from which date?"
      data={
        <>
          The IRS <ExternalLink href={IRS_EO_BMF_URL}>Exempt Organizations Business Master File Extract</ExternalLink>:
          the files for 24 states and the District of Columbia and the international file, April 2026 snapshots, and
          Oregon’s file from March 2018.
        </>
      }
      reproduce={
        <>
          <p>
            The IRS publishes one file per state at <code>https://www.irs.gov/pub/irs-soi/eo_&lt;state&gt;.csv</code>{' '}
            (for example <code>eo_ak.csv</code>) and the international file as <code>eo4.csv</code>. Count the rows
            of each file, leaving out the header, and compare them with the counts above; newer snapshots will
            differ a little. The <code>TAX_PERIOD</code> column shows how recent the latest processed return in each
            file is.
          </p>
          <p>
            The <Link to={staticPaths.nteeCodeFinder}>NTEE Code Finder</Link> lists the file each record came from and
            that file’s snapshot date, and <Link to={staticPaths.ourData}>Our Data</Link> lists every state that is
            covered and every state that is not.
          </p>
        </>
      }
      limits={
        <ul>
          <li>
            Counts for the whole country cannot be made from these files: most of the largest states were missing.
          </li>
          <li>
            A comparison between Oregon and any other state compares 2018 with 2026, not two states at the same
            moment.
          </li>
          <li>
            Even a current file lags behind reality: new recognitions, revocations and address changes reach it only
            as the IRS processes them.
          </li>
        </ul>
      }
    >
      <Section title="What was first loaded">
        <ul>
          <li>
            <strong>24 states and the District of Columbia</strong>, April 2026: 321,303 records. The files range
            from Alaska, with 5,802 records, to Louisiana, with 23,759.
          </li>
          <li>
            <strong>The international file</strong>, April 2026: 4,921 records, mostly Puerto Rico (2,501) and
            organizations with foreign addresses (1,378), plus the US Virgin Islands, Guam, the Northern Mariana
            Islands and military addresses.
          </li>
          <li>
            <strong>Oregon, March 2018</strong>: 23,956 records, about eight years older than the rest.
          </li>
        </ul>
        <p>Together that is 350,180 records.</p>
      </Section>

      <Section title="What was missing">
        <p>
          There were no files for 25 states, among them the most populous: California, Texas, Florida, New York,
          Pennsylvania, Illinois and Ohio, as well as Washington and Massachusetts. The IRS publishes them; they were
          not available when the data was assembled. Until a state’s file is loaded, an organization based there is
          not in search results, and no state comparison can include it.
        </p>
      </Section>

      <Section title="Why vintages matter">
        <p>
          Oregon’s file is from March 2018. Organizations recognized since then are not in it, and organizations
          that have since lost their exemption or changed their name or address still appear as they were. The
          file is kept only as a stand-in until a current one is fetched, and every Oregon record carries its
          snapshot date so the age is never hidden.
        </p>
        <p>
          Even the April 2026 files are not current in every field: their tax periods run up to February 2026, and
          the financial amounts come from the latest return the IRS had processed for each organization.
        </p>
      </Section>
    </CaseStudy>
  );
}
