import { Link } from '@x4i/shared/router';
import { readBootData } from '@x4i/shared';
import useSWR from 'swr';
import { badgeCountKey, getBadgeCount, techSolutionsWithBadge } from './tech4pi-badge';
import { Section, StaticPage } from './static-page';
import { staticPaths } from './static-paths';

export default function Tech4piPage() {
  const { productName } = readBootData();
  return (
    <StaticPage
      title="Tech4PI"
      lead={
        <>
          Tech4PI, Tech for Public Interest, is a badge that a tech solution listing on {productName} can carry once
          the product has been reviewed. It tells nonprofits that a product was looked at with their interests in
          mind, not only its provider’s.
        </>
      }
    >
      <Section title="What the badge means">
        <p>
          The badge is shown on a solution’s listing in the directory. It is awarded to a product, not to a company,
          after the {productName} team has reviewed it, and it says the product met the review’s criteria at the time
          of the review. It is not a guarantee that the product suits every organization, and it does not replace your
          own checks.
        </p>
      </Section>

      <Section title="What the review looks at">
        <p>In general terms, the review asks whether a product:</p>
        <ul>
          <li>serves nonprofits, public-interest organizations or the communities they work with;</li>
          <li>is clear about what it does, what it costs and who it is for;</li>
          <li>handles the data of organizations and the people they serve responsibly, and says how;</li>
          <li>can be used by people with disabilities;</li>
          <li>comes from a provider that can be identified and contacted, and keeps its listing accurate.</li>
        </ul>
        <p>The detailed criteria will be published before the badge is awarded to a product that is not a demo listing.</p>
      </Section>

      <Section title="Where things stand">
        <BadgeCount />
        <p>
          Providers can prepare by reading how listings work on <Link to={staticPaths.create}>Create</Link> and the{' '}
          <Link to={staticPaths.listingAgreementTerms}>Listing Agreement Terms</Link>; the{' '}
          <Link to={staticPaths.exchange}>Exchange</Link> describes the marketplace the badge appears in.
        </p>
      </Section>
    </StaticPage>
  );
}

/** The directory's listings that carry the badge: how many, and how many of them are demo listings. */
function BadgeCount() {
  const { data, error } = useSWR(badgeCountKey, getBadgeCount);
  const listings = <Link to={techSolutionsWithBadge}>directory of tech solutions</Link>;
  if (error) return <p>How many listings carry the badge could not be loaded; the {listings} shows them with its Tech4PI filter.</p>;
  if (!data) return <p>Counting the listings that carry the badge…</p>;
  const { count, demo, read } = data;
  if (count === 0) return <p>No listing carries the badge yet; the {listings} it will appear in is open today.</p>;
  const complete = read >= count;
  const listingsWord = count === 1 ? 'listing carries' : 'listings carry';
  if (complete && demo === count) {
    return (
      <p>
        {count} {listingsWord} the badge in the {listings}, and {count === 1 ? 'it is a demo listing' : 'all of them are demo listings'}, written to
        show how the directory works: no real product has been reviewed yet.
      </p>
    );
  }
  return (
    <p>
      {count} {listingsWord} the badge in the {listings}
      {demo > 0 ? `; ${complete ? '' : 'at least '}${demo} of them ${demo === 1 ? 'is a demo listing' : 'are demo listings'}, written to show how the directory works` : ''}.
    </p>
  );
}
