import { Link } from '@x4i/shared/router';
import { readBootData } from '@x4i/shared';
import { EffectiveDate, Section, StaticPage } from './static-page';
import { staticPaths } from './static-paths';

export default function PrivacyPage() {
  const { productName } = readBootData();
  return (
    <StaticPage
      title="Privacy Policy"
      lead={
        <>
          This policy explains, in plain words, what {productName} collects about you, why, and the choices you
          have. It is written to be read, not to be a lawyer’s text.
        </>
      }
    >
      <EffectiveDate />

      <Section title="The short version">
        <ul>
          <li>You can browse and search the whole site without an account, and we do not ask who you are.</li>
          <li>When you sign in, we keep your e-mail address and name so we can run your account.</li>
          <li>We never sell or rent your personal information, and we do not build advertising profiles.</li>
          <li>If your browser sends Do Not Track, no analytics or tag manager is loaded at all.</li>
        </ul>
      </Section>

      <Section title="What we collect">
        <ul>
          <li>
            <strong>Your account.</strong> When you sign in, with a username and password or with an account you
            already have elsewhere, we receive your e-mail address and your name. Anything you add to your profile
            later is kept with it.
          </li>
          <li>
            <strong>Messages you send us.</strong> When you write to us with Contact Us, we keep your name, e-mail
            address, organization (if you give one) and message, so the team can answer you.
          </li>
          <li>
            <strong>Server logs.</strong> Like most websites, our servers record basic facts about each request: the
            address it came from, the time, the page asked for and the browser that asked. We use them to keep the
            service running and secure.
          </li>
          <li>
            <strong>What you publish.</strong> Votes, follows, recommendations and listings you create are tied to
            your account. Listings are public by design; see the{' '}
            <Link to={staticPaths.listingAgreementTerms}>Listing Agreement Terms</Link>.
          </li>
        </ul>
      </Section>

      <Section title="How we use it">
        <p>
          We use this information to sign you in, show your profile and your saved items, credit your contributions,
          answer your messages, review requests for editing access, protect the service against abuse, and find and
          fix problems. We do not use it for anything else, and we do not sell, rent or trade it.
        </p>
      </Section>

      <Section title="Cookies">
        <p>
          {productName} uses cookies only to keep you signed in. They are short-lived sign-in cookies, hold no
          advertising or tracking information, and end when you sign out or your sign-in expires. Analytics tools, when they are loaded, may set cookies
          of their own; the next section explains when that happens.
        </p>
      </Section>

      <Section title="Analytics and Do Not Track">
        <p>
          To learn which pages are useful, the site may use an analytics service and a tag manager. They are loaded
          only when your browser does not send a Do Not Track signal. Turn on Do Not Track in your browser’s privacy
          settings and they are never loaded for you.
        </p>
      </Section>

      <Section title="Services that help us">
        <p>
          A few parts of the site are provided by other services, which receive only what they need to do their job:
          the sign-in service (and the provider of any outside account you sign in with) and, where the site offers
          one, the chat widget, which is told who you are when you are signed in so the team can reply to you.
        </p>
      </Section>

      <Section title="Public data about organizations">
        <p>
          The organization records on the site are public data, mostly published by the IRS and other US government
          agencies; <Link to={staticPaths.ourData}>Our Data</Link> lists every source. They are shown as published.
          Corrections to an organization’s IRS record are made with the IRS.
        </p>
      </Section>

      <Section title="How long we keep it">
        <p>
          We keep account information while your account exists, messages for as long as we need them to help you,
          and server logs only as long as we need them to run and secure the service.
        </p>
      </Section>

      <Section title="Your choices">
        <ul>
          <li>
            Browse without an account: we then keep nothing about you beyond server logs and, unless your browser
            sends Do Not Track, analytics.
          </li>
          <li>Ask us to show you, correct or delete the information tied to your account.</li>
          <li>Turn on Do Not Track to keep analytics off.</li>
        </ul>
      </Section>

      <Section title="Children">
        <p>{productName} is made for organizations and professionals and is not directed at children under 13.</p>
      </Section>

      <Section title="Changes to this policy">
        <p>
          When this policy changes, we update the effective date above, and we say so on the site when a change
          matters. Using the site is also governed by the <Link to={staticPaths.termsOfUse}>Terms of Use</Link>.
        </p>
      </Section>
    </StaticPage>
  );
}
