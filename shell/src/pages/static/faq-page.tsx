import { Link } from '@x4i/shared/router';
import { readBootData } from '@x4i/shared';
import { ContactUsButton, Section, StaticPage } from './static-page';
import { staticPaths } from './static-paths';

/** Frequently asked questions: short answers that point to the page where each thing is done or explained. */
export default function FaqPage() {
  const { productName } = readBootData();
  return (
    <StaticPage title="Frequently Asked Questions" lead={<>Short answers to what people most often ask about {productName}.</>}>
      <Section title="Do I need an account?">
        <p>
          No. Anyone can browse and search the directory and read the reports and tools. With a free account you can
          follow, vote on and recommend content, keep a profile, and choose to receive the{' '}
          <Link to={staticPaths.newsletter}>newsletter</Link>.
        </p>
      </Section>

      <Section title="How do I list my organization’s solution, challenge or grant?">
        <p>
          Listings are created by organizations with editing access: registered 501(c)(3) organizations, tech solution
          providers, government entities and academia. Sign in and choose to create a listing; if your account does not
          have editing access yet, the site shows a short form to request it, and the team confirms access within 2
          business days. <Link to={staticPaths.listingAgreementTerms}>The Listing Agreement Terms</Link> apply.
        </p>
      </Section>

      <Section title="Where do the figures come from, and how old are they?">
        <p>
          From public sources: the IRS records of tax-exempt organizations, the NTEE classification, state indicators
          and federal statistics. Every report names its sources and their dates beside the figures.{' '}
          <Link to={staticPaths.ourData}>Our Data</Link> lists each source, its licence, the edition in use and what it does
          not cover.
        </p>
      </Section>

      <Section title="Why does a figure say “No data”?">
        <p>
          Because its source does not cover that place or period, not because the value is zero. The sentence beside it
          says which source is missing and why, and maps grey out the places it does not cover.
        </p>
      </Section>

      <Section title="My organization’s NTEE code looks wrong. How do I change it?">
        <p>
          Look it up in the <Link to={staticPaths.nteeCodeFinder}>NTEE Code Finder</Link>, choose a better code with the{' '}
          <Link to={staticPaths.nteeCodeBuilder}>NTEE Code Builder</Link>, and use the{' '}
          <Link to={staticPaths.nteeCodeChanger}>NTEE Code Changer</Link> to prepare the letter asking the IRS to change it.
          Only the IRS can change the code in its records.
        </p>
      </Section>

      <Section title="Some listings are marked ‘Demo’. What are they?">
        <p>
          Items written to show how the directory works. They do not describe real products, challenges or grants, and
          each one carries the ‘Demo’ label wherever it appears.
        </p>
      </Section>

      <Section title="Can I use the data in my own tools?">
        <p>
          Yes. The <Link to={staticPaths.apis}>APIs</Link> page documents the public API, its quotas and how to get a key,
          and most tables on the site can be downloaded as CSV. Each answer names its sources, whose licences are on{' '}
          <Link to={staticPaths.ourData}>Our Data</Link>.
        </p>
      </Section>

      <Section title="What do you keep about me?">
        <p>
          The <Link to={staticPaths.privacy}>Privacy Policy</Link> says what we keep, why, and how to have it removed.
        </p>
      </Section>

      <Section title="My question is not here">
        <p>Write to the team and we will answer.</p>
        <p>
          <ContactUsButton />
        </p>
      </Section>
    </StaticPage>
  );
}
