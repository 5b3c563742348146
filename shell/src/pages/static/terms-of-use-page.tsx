import { Link } from '@x4i/shared/router';
import { readBootData } from '@x4i/shared';
import { EffectiveDate, Section, StaticPage } from './static-page';
import { staticPaths } from './static-paths';

export default function TermsOfUsePage() {
  const { productName } = readBootData();
  return (
    <StaticPage
      title="Terms of Use"
      lead={
        <>
          These terms are the ground rules for using {productName}. They are written plainly; by using the site you
          agree to them.
        </>
      }
    >
      <EffectiveDate />

      <Section title="Using the site">
        <p>
          You are welcome to browse, search and read {productName} without an account and without charge. Some
          features, such as following content or creating listings, need you to sign in.
        </p>
      </Section>

      <Section title="Your account">
        <p>
          Give accurate information when you sign up, keep your sign-in details to yourself, and tell us if you think
          someone else is using your account. You are responsible for what is done with it. We may suspend an account
          that breaks these terms.
        </p>
      </Section>

      <Section title="Public data">
        <p>
          The organization records come from public data, mostly US government works in the public domain; the other
          sources and their licences are listed on <Link to={staticPaths.ourData}>Our Data</Link>. We show the
          records as published, and they can be incomplete or out of date. Nothing on the site is legal, tax or
          financial advice: check anything important, such as an organization’s tax-exempt status before a grant,
          with the IRS.
        </p>
      </Section>

      <Section title="Content on the site">
        <p>
          The site’s own text, design and software belong to {productName}. Content that users and organizations
          add stays theirs, and they let us show it on the site. Listings follow the{' '}
          <Link to={staticPaths.listingAgreementTerms}>Listing Agreement Terms</Link>.
        </p>
      </Section>

      <Section title="Fair use of the service">
        <p>Please do not:</p>
        <ul>
          <li>post anything unlawful, misleading, or that you do not have the right to share;</li>
          <li>pretend to be another person or organization;</li>
          <li>try to get around security, access other people’s accounts, or disrupt the service;</li>
          <li>send automated requests at a rate that burdens the service for others.</li>
        </ul>
      </Section>

      <Section title="The service as it is">
        <p>
          {productName} is still being built: features come, change and sometimes go. We work to keep it available and
          correct, but we provide it as it is, without guarantees, and to the extent the law allows we are not liable
          for losses that come from using it or from relying on its data.
        </p>
      </Section>

      <Section title="Changes to these terms">
        <p>
          When these terms change, we update the effective date above. How we handle personal information is
          explained in the <Link to={staticPaths.privacy}>Privacy Policy</Link>.
        </p>
      </Section>
    </StaticPage>
  );
}
