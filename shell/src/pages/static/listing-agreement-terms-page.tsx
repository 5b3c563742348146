import { Link } from '@x4i/shared/router';
import { readBootData } from '@x4i/shared';
import { EffectiveDate, Section, StaticPage } from './static-page';
import { staticPaths } from './static-paths';

export default function ListingAgreementTermsPage() {
  const { productName } = readBootData();
  return (
    <StaticPage
      title="Listing Agreement Terms"
      lead={
        <>
          These terms apply when you create or edit a listing on {productName}: a tech solution, a social challenge,
          a grant or any other entry in the directory. They sit alongside the{' '}
          <Link to={staticPaths.termsOfUse}>Terms of Use</Link>.
        </>
      }
    >
      <EffectiveDate />

      <Section title="Who can list">
        <p>
          Editing access is for registered 501(c)(3) organizations, tech solution providers, government entities and
          academia. You request it with a short form, and the team confirms access within 2 business days. You list
          on behalf of your organization, so you confirm that you are allowed to speak for it.
        </p>
      </Section>

      <Section title="Accuracy is your responsibility">
        <p>
          What a listing says is the responsibility of the person and organization that submit it. Everything in it
          must be accurate and must not mislead, including:
        </p>
        <ul>
          <li>what the solution, challenge or grant is, what it costs and who it is for;</li>
          <li>your organization’s status, such as nonprofit or for-profit;</li>
          <li>leadership you describe, such as woman-led, Black-led, Latino-led or veteran-led;</li>
          <li>claims about who uses your solution and what results it has had.</li>
        </ul>
        <p>Keep your listing current, and correct it when something changes.</p>
      </Section>

      <Section title="What a listing may not contain">
        <ul>
          <li>false or misleading claims, or content meant to manipulate votes and rankings;</li>
          <li>text, images, logos or trademarks you do not have the right to use;</li>
          <li>personal information about other people without their consent;</li>
          <li>anything unlawful, harmful, or that links to malicious software.</li>
        </ul>
      </Section>

      <Section title="Your content">
        <p>
          You keep ownership of what you submit. You allow {productName} to store, display and format it on the site,
          in search results and in shared links, free of charge, for as long as the listing is published.
        </p>
      </Section>

      <Section title="Review and removal">
        <p>
          The team may review listings, correct formatting and file them under the right goals and categories. We
          may hide or remove a listing that is misleading, inaccurate or breaks these terms, and we will usually tell
          you why. You can ask us to take your listing down at any time.
        </p>
      </Section>

      <Section title="Your information">
        <p>
          Listings are public. What we keep about you as a listing editor is described in the{' '}
          <Link to={staticPaths.privacy}>Privacy Policy</Link>.
        </p>
      </Section>
    </StaticPage>
  );
}
