import { Link } from '@x4i/shared/router';
import { ExternalLink } from '@x4i/shared';
import { CaseStudy } from './case-study';
import { Section } from './static-page';
import { IRS_EO_BMF_URL, IRS_EO_INFO_URL, staticPaths } from './static-paths';

export default function CaseStudyAlaskaPage() {
  return (
    <CaseStudy
      title="Alaska’s Nonprofit Landscape in the IRS Master File"
      lead={
        <>
          Alaska has the smallest of the state files in the data this platform loads: 5,802 tax-exempt
          organization records. That makes it a good place to see what the IRS master file holds, and what it can
          and cannot say about a state’s nonprofit sector.
        </>
      }
      question="What does the IRS record about Alaska’s tax-exempt organizations, and which questions can those records answer?"
      data={
        <>
          The IRS <ExternalLink href={IRS_EO_BMF_URL}>Exempt Organizations Business Master File Extract</ExternalLink>{' '}
          for Alaska (<code>eo_ak.csv</code>), April 2026 snapshot, as published by the IRS. Public domain.
        </>
      }
      reproduce={
        <>
          <p>
            The IRS file is plain comma-separated text with a header row and no quoting, so a terminal is enough. The
            file you download today is a newer monthly snapshot than the one described here, so your counts will
            differ a little.
          </p>
          <pre>
            <code>{`curl -O https://www.irs.gov/pub/irs-soi/eo_ak.csv
# records (5,802 in the April 2026 snapshot)
tail -n +2 eo_ak.csv | wc -l
# records by NTEE major group (the first letter of NTEE_CD, column 27)
tail -n +2 eo_ak.csv | cut -d, -f27 | cut -c1 | sort | uniq -c
# records by 501(c) subsection (column 9)
tail -n +2 eo_ak.csv | cut -d, -f9 | sort | uniq -c`}</code>
          </pre>
          <p>
            The IRS <ExternalLink href={IRS_EO_INFO_URL}>data dictionary (eo_info.pdf)</ExternalLink> explains every
            code. To read one record with its codes already explained, look it up in the{' '}
            <Link to={staticPaths.nteeCodeFinder}>NTEE Code Finder</Link>, or call the{' '}
            <Link to={staticPaths.apis}>organization details API</Link>.
          </p>
        </>
      }
      limits={
        <ul>
          <li>
            A record is an IRS recognition, not proof that an organization is active. The file keeps organizations
            until the IRS removes them, and very small ones file only a short e-postcard.
          </li>
          <li>
            Churches do not have to apply for recognition, so many congregations are not in the file at all.
          </li>
          <li>
            The address is the mailing address the IRS holds. An organization that works across the state, or is
            run from outside it, is counted where its mail goes.
          </li>
          <li>
            Asset, income and revenue amounts come from the latest return the IRS has processed, which can be a year
            or more old, and are blank for organizations that do not file a full return.
          </li>
        </ul>
      }
    >
      <Section title="The file in numbers">
        <p>
          The April 2026 Alaska file has <strong>5,802 records</strong>, one per organization, out of 321,303 records
          in the 24 state files and the District of Columbia file loaded here: about 1.8 per cent. Only Wyoming
          (5,985) comes close. Each record has the same 28 fields the IRS publishes for every state.
        </p>
      </Section>

      <Section title="What one record says">
        <p>
          Take the record with EIN 01-0564885, the Valdez Junior Rifle Club in Valdez. Its fields say that it is a
          501(c)(3) organization (subsection 03), that gifts to it are deductible (deductibility code 1), which
          foundation status the IRS gave it (code 15, explained in the data dictionary), when the IRS ruled on its
          exemption (December 2023), and that its NTEE code is N99, “Recreation &amp; Sports N.E.C.”: a recreation
          or sports organization not elsewhere classified.
        </p>
        <p>
          Read across all 5,802 records, the same fields answer the first questions a funder or researcher asks
          about a state: how many organizations there are in each field of work (the NTEE major group), how many are
          charities under 501(c)(3) and how many are other exempt organizations such as social welfare groups,
          clubs or business leagues, how many are private foundations, when they were recognized, and how large
          they are by the IRS asset and income ranges.
        </p>
      </Section>

      <Section title="Why start with the master file">
        <p>
          The master file is the one public list that covers every recognized exempt organization in the state,
          large or small, whether or not it files a full Form 990. It is refreshed every month and is free to use.
          Its limits, below, are the reason any landscape built on it should say where its counts come from.
        </p>
      </Section>
    </CaseStudy>
  );
}
