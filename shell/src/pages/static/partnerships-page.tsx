import { Link } from '@x4i/shared/router';
import { readBootData } from '@x4i/shared';
import { ContactUsButton, Section, StaticPage } from './static-page';
import { staticPaths } from './static-paths';

export default function PartnershipsPage() {
  const { productName } = readBootData();
  return (
    <StaticPage
      title="Partnerships"
      lead={
        <>
          {productName} is built to connect the people working on the same social problems. We are looking for
          partners who share that aim, and this page says what a partnership can look like.
        </>
      }
    >
      <Section title="Who we would like to work with">
        <ul>
          <li>
            <strong>Funders and foundations</strong> who want a clearer picture of a field or a place, or who want to
            support public, reproducible research on the nonprofit sector.
          </li>
          <li>
            <strong>Nonprofit networks and associations</strong> whose members would benefit from the directory and
            the research tools.
          </li>
          <li>
            <strong>Tech solution providers</strong> who build for the sector and want nonprofits to find them; see{' '}
            <Link to={staticPaths.create}>Create</Link> for listing access.
          </li>
          <li>
            <strong>Researchers, government entities and academia</strong> who publish or use public data on
            nonprofits and communities.
          </li>
          <li>
            <strong>Data publishers</strong> with public datasets that would fill the gaps listed on{' '}
            <Link to={staticPaths.ourData}>Our Data</Link>, such as the IRS files for the states not loaded yet.
          </li>
        </ul>
      </Section>

      <Section title="What a partnership can include">
        <ul>
          <li>Research on a region, a field or one of the UN Sustainable Development Goals, published on the site.</li>
          <li>
            Data work through <Link to={staticPaths.ourServices}>Our Services</Link> or the{' '}
            <Link to={staticPaths.apis}>APIs</Link>.
          </li>
          <li>Bringing a network’s members and their solutions into the directory.</li>
        </ul>
        <p>
          Every partnership is agreed one by one, and we name partners on the site only with their agreement. We do
          not sell or share the personal data of our members as part of any partnership.
        </p>
      </Section>

      <Section title="Start a conversation">
        <p>Tell us who you are, what you would like to do together and any timing that matters.</p>
        <p>
          <ContactUsButton />
        </p>
      </Section>
    </StaticPage>
  );
}
