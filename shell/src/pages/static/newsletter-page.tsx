import { Link } from '@x4i/shared/router';
import { readBootData } from '@x4i/shared';
import { useIsRouteAvailable } from '../../app/site-routes';
import { Section, StaticPage } from './static-page';
import { staticPaths } from './static-paths';

export default function NewsletterPage() {
  const { productName } = readBootData();
  const isAvailable = useIsRouteAvailable();
  return (
    <StaticPage
      title="Newsletter"
      lead={
        <>
          The {productName} newsletter is a short e-mail about what is new on the platform and in the public data
          about the nonprofit sector.
        </>
      }
    >
      <Section title="What it will cover">
        <ul>
          <li>New tools, reports and directory sections as they open, starting with the NTEE tools.</li>
          <li>
            New data: IRS files loaded for more states, newer snapshots, and new public datasets, with what each one
            covers and what it does not.
          </li>
          <li>
            Short pieces of analysis built on that data, like our <Link to={staticPaths.caseStudies}>case studies</Link>,
            which anyone can reproduce.
          </li>
          <li>
            Changes to our <Link to={staticPaths.privacy}>Privacy Policy</Link> or{' '}
            <Link to={staticPaths.termsOfUse}>Terms of Use</Link> that affect you.
          </li>
        </ul>
      </Section>

      <Section title="How to subscribe">
        <p>
          The newsletter is for members. Sign in, or create an account, and turn on <strong>Newsletter</strong> in the
          settings on {isAvailable(staticPaths.profile) ? <Link to={staticPaths.profile}>your profile</Link> : 'your profile'}
          . You can turn it off the same way at any time.
        </p>
        <p>
          The <Link to={staticPaths.privacy}>Privacy Policy</Link> says what we keep about you and why.
        </p>
      </Section>
    </StaticPage>
  );
}
