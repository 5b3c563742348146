import { Link } from '@x4i/shared/router';
import { readBootData } from '@x4i/shared';
import { ContactUsButton, Section, StaticPage } from './static-page';
import { staticPaths } from './static-paths';

export default function CreatePage() {
  const { productName } = readBootData();
  return (
    <StaticPage
      title="Create"
      lead={
        <>
          Listings in {productName}’s directory are created and kept up by the organizations they describe. This page
          explains who can create them and how to ask for editing access.
        </>
      }
    >
      <Section title="Who can create listings">
        <p>Editing access is for:</p>
        <ul>
          <li>registered 501(c)(3) organizations;</li>
          <li>tech solution providers;</li>
          <li>government entities;</li>
          <li>academia.</li>
        </ul>
        <p>
          With it you can create and edit your organization’s listings: its tech solutions and, as the directory
          grows, social challenges and grants. Anyone else can still browse, follow and recommend; see{' '}
          <Link to={staticPaths.community}>Community</Link>.
        </p>
      </Section>

      <Section title="How to request editing access">
        <ol>
          <li>Sign up for a free account and verify your e-mail address.</li>
          <li>
            Signed in, start creating a solution: without editing access, the site shows what the action needs and
            the short request form about your organization and your role in it.
          </li>
          <li>The team checks the request and confirms your access within 2 business days.</li>
        </ol>
        <p>
          Questions before you apply? Tell us about your organization through Contact Us.
        </p>
        <p>
          <ContactUsButton />
        </p>
      </Section>

      <Section title="Creating is done on a desktop">
        <p>
          Creating and editing content can only be done on a desktop or laptop computer, where there is room for the
          full editor. You can read, search and follow content on any device.
        </p>
      </Section>

      <Section title="What a listing agrees to">
        <p>
          Listings follow the <Link to={staticPaths.listingAgreementTerms}>Listing Agreement Terms</Link>: keep them
          accurate and current, and post only what you have the right to share. A tech solution listing can also be
          reviewed for the <Link to={staticPaths.tech4pi}>Tech4PI</Link> badge.
        </p>
      </Section>
    </StaticPage>
  );
}
