import { Link } from '@x4i/shared/router';
import { readBootData } from '@x4i/shared';
import { Section, StaticPage } from './static-page';
import { staticPaths } from './static-paths';

export default function ExchangePage() {
  const { productName } = readBootData();
  return (
    <StaticPage
      title="Exchange"
      lead={
        <>
          The Exchange is {productName}’s planned marketplace between the organizations that need technology and the
          providers who build it. It is planned: today the{' '}
          <Link to={staticPaths.techSolutions}>directory</Link> lists tech solutions, social challenges and grants side by
          side, and the Exchange will add the marketplace around them.
        </>
      }
    >
      <Section title="How it will work">
        <ul>
          <li>
            <strong>Solution providers</strong> list what they offer: what it does, who it is for, which UN
            Sustainable Development Goals it serves, and how to get it.
          </li>
          <li>
            <strong>Nonprofits and funders</strong> search and compare listings, follow the ones they are weighing
            up, and recommend the ones that worked for them.
          </li>
          <li>
            <strong>Social challenges and grants</strong> sit beside the listings, so a need, a solution and a way to
            pay for it can be found together.
          </li>
        </ul>
      </Section>

      <Section title="Listings">
        <p>
          Listings are created and kept up by the organizations they describe, under the{' '}
          <Link to={staticPaths.listingAgreementTerms}>Listing Agreement Terms</Link>. A listing may carry the{' '}
          <Link to={staticPaths.tech4pi}>Tech4PI</Link> badge once its product has been reviewed.{' '}
          <Link to={staticPaths.create}>Create</Link> explains who can list and how to request access.
        </p>
      </Section>

      <Section title="Before you choose">
        <p>
          A listing is written by the organization it describes, so read it as you would any provider’s own account
          of its product. Being listed is not an endorsement by {productName}, and any agreement you make with a
          provider is between you and that provider.
        </p>
      </Section>
    </StaticPage>
  );
}
