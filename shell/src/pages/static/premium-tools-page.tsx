import { Link } from 'react-router';
import { readBootData } from '@x4i/shared';
import { ContactUsButton, Section, StaticPage } from './static-page';
import { staticPaths } from './static-paths';

export default function PremiumToolsPage() {
  const { productName } = readBootData();
  return (
    <StaticPage
      title="Premium Tools"
      lead={
        <>
          Premium tools go further than the free ones and need an account with the right access. Two are planned.
          Neither is open yet; this page describes what they will do and who will be able to use them.
        </>
      }
    >
      <Section title="Nonprofit compensation report">
        <p>
          A benchmark of what nonprofits pay their leaders and staff, built from the compensation that organizations
          report to the IRS on Form 990. You will be able to look up a job title and compare pay by organization
          size, field of work and region.
        </p>
        <p>The data is prepared and listed on <Link to={staticPaths.ourData}>Our Data</Link>:</p>
        <ul>
          <li>12,843 nonprofit CEO compensation records, one per organization, from filings for 2010 to 2019;</li>
          <li>
            officer, director and key-employee compensation from a sample of Form 990 and 990-EZ filings, and the
            detailed Schedule J breakdown of base pay, bonus and benefits for tax year 2018;
          </li>
          <li>a standard taxonomy of nonprofit job titles, so that differently worded titles can be compared.</li>
        </ul>
        <p>Names of individual people were removed from the data before it was added.</p>
        <h3>Who can use it</h3>
        <p>
          The report is for members whose account has been given access to it. The first time you open it, you will
          be asked to accept the report’s terms of use, and you can use it once you have accepted them.
        </p>
      </Section>

      <Section title="NTEE Code Changer">
        <p>
          For an organization whose NTEE code no longer describes its work: the changer will help prepare the letter
          asking the IRS to change it. The free <Link to={staticPaths.nteeCodeFinder}>NTEE Code Finder</Link> shows
          your current code today.
        </p>
        <h3>Who can use it</h3>
        <p>
          Anyone signed in can open the changer, after accepting its terms for IRS letters. Preparing a letter uses
          IRS-letter credits, so you will need a credit balance above zero to do so.
        </p>
      </Section>

      <Section title="Access and pricing">
        <p>
          Access, credits and their prices have not been set yet. If your organization would like to use either tool,
          tell us what you need and we will keep you informed as they open. The {productName}{' '}
          <Link to={staticPaths.newsletter}>newsletter</Link> will announce them too.
        </p>
        <p>
          <ContactUsButton />
        </p>
      </Section>
    </StaticPage>
  );
}
