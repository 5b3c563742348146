import { Link } from '@x4i/shared/router';
import { readBootData } from '@x4i/shared';
import { Section, StaticPage } from './static-page';
import { staticPaths } from './static-paths';

export default function CommunityPage() {
  const { productName } = readBootData();
  return (
    <StaticPage
      title="Community"
      lead={
        <>
          The {productName} community is the nonprofits, funders, solution providers, researchers and public
          servants who use the platform to find each other and the tools that work.
        </>
      }
    >
      <Section title="Open to everyone">
        <p>
          You do not need an account to browse, search and read. The <Link to={staticPaths.directory}>directory</Link>, the{' '}
          <Link to={staticPaths.nteeCodeFinder}>NTEE Code Finder</Link>, the{' '}
          <Link to={staticPaths.caseStudies}>case studies</Link> and every page about our data are open to all.
        </p>
      </Section>

      <Section title="Community members">
        <p>
          Anyone can sign up and become a community member, free. Today that gives you a profile, where you can
          choose to receive the <Link to={staticPaths.newsletter}>newsletter</Link>. In the directory of tech
          solutions, social challenges, grants and articles, members can also:
        </p>
        <ul>
          <li>vote on content and share it;</li>
          <li>follow solutions and save them to a private dashboard;</li>
          <li>recommend solutions to others.</li>
        </ul>
      </Section>

      <Section title="Contributors">
        <p>
          Contributing editors, foundation members and solution providers create and keep up listings in the
          directory. Besides the member benefits, they will be invited to webinars and to community conversations
          with the team and with each other. <Link to={staticPaths.create}>Create</Link> explains who can become one
          and how to ask.
        </p>
      </Section>

      <Section title="Ground rules">
        <p>
          Be accurate, be respectful, and post only what you have the right to share. The{' '}
          <Link to={staticPaths.termsOfUse}>Terms of Use</Link> and, for listings, the{' '}
          <Link to={staticPaths.listingAgreementTerms}>Listing Agreement Terms</Link> set out the details.
        </p>
      </Section>
    </StaticPage>
  );
}
