import { Link } from '@x4i/shared/router';
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
          Premium tools go further than the free ones and need an account with the right access. The nonprofit
          compensation report is open to members whose organization has access; the NTEE Code Changer to every
          signed-in member, one IRS-letter credit a letter.
        </>
      }
    >
      <Section title="Nonprofit compensation report">
        <p>
          A benchmark of what nonprofits pay their leaders and staff, built from the compensation that organizations
          report to the IRS on Form 990. Look up a job title and compare pay by organization size, field of work and
          region; see the gender gap, the highest-paid titles and fields, and estimate a salary for your own
          organization. <Link to={staticPaths.compensation}>About the report</Link> shows headline figures to everyone,
          and <Link to={staticPaths.compensationInTheUs}>Nonprofit compensation in the US</Link> previews any job
          title.
        </p>
        <p>It is built on the data listed on <Link to={staticPaths.ourData}>Our Data</Link>:</p>
        <ul>
          <li>12,843 nonprofit CEO compensation records of 12,609 organizations, from filings for 2010 to 2019;</li>
          <li>
            officer, director and key-employee compensation from a sample of Form 990 and 990-EZ filings, and the
            detailed Schedule J breakdown of base pay, bonus and benefits for tax year 2018;
          </li>
          <li>a standard taxonomy of nonprofit job titles, so that differently worded titles can be compared.</li>
        </ul>
        <p>Names of individual people were removed from the data before it was added.</p>
        <h3>Who can use it</h3>
        <p>
          The report is for members of organizations that have been given access to it. Signed in, open{' '}
          <Link to={staticPaths.compensationReport}>the report</Link> and request access; our team confirms it within
          2 business days. The first time you open it, you are asked to accept the report’s terms of use, and you can
          use it once you have accepted them.
        </p>
      </Section>

      <Section title="NTEE Code Changer">
        <p>
          For an organization whose NTEE code no longer describes its work:{' '}
          <Link to={staticPaths.nteeCodeChanger}>the changer</Link> prepares the letter asking the IRS to change it,
          filled in from the organization’s IRS record, as a PDF to sign and send. The free{' '}
          <Link to={staticPaths.nteeCodeFinder}>NTEE Code Finder</Link> shows your current code, and the{' '}
          <Link to={staticPaths.nteeCodeBuilder}>NTEE Code Builder</Link> helps you choose the right one.
        </p>
        <h3>Who can use it</h3>
        <p>
          Anyone signed in can open the changer, after accepting its terms for IRS letters. Each letter uses one
          IRS-letter credit; ask for credits from the changer, and our team confirms them within 2 business days.
        </p>
      </Section>

      <Section title="Access and pricing">
        <p>
          Prices for report access and for IRS-letter credits have not been set yet. If your organization would like
          to use either tool, tell us what you need. The {productName} <Link to={staticPaths.newsletter}>newsletter</Link>{' '}
          will announce prices when they are set.
        </p>
        <p>
          <ContactUsButton />
        </p>
      </Section>
    </StaticPage>
  );
}
