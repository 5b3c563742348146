import { Link } from '@x4i/shared/router';
import { readBootData } from '@x4i/shared';
import { Section, StaticPage } from './static-page';
import { staticPaths } from './static-paths';

export default function CollectionsPage() {
  const { productName } = readBootData();
  return (
    <StaticPage
      title="Collections"
      lead={
        <>
          Collections will gather {productName}’s content around one question or theme, so a reader can see the
          problem, the tools, the funding and the evidence in one place. They are planned and not built yet; the{' '}
          <Link to={staticPaths.directory}>directory</Link> they will draw on is open today.
        </>
      }
    >
      <Section title="What a collection brings together">
        <ul>
          <li>the social challenges in a field, and the ideas people have for them;</li>
          <li>the tech solutions that address them;</li>
          <li>grants and other funding for the work;</li>
          <li>knowledge-base articles, research and data on the field.</li>
        </ul>
      </Section>

      <Section title="How they are organized">
        <p>
          The directory is organized around the 17 UN Sustainable Development Goals, so the first collections follow
          them, one for each goal plus a view across all of them.{' '}
          <Link to={staticPaths.caseStudySdgs}>The SDGs as a Map for Social-Impact Work</Link> explains why. Themed
          collections will follow for needs that cut across goals, such as cybersecurity, fundraising or workforce
          development.
        </p>
      </Section>

      <Section title="Open today">
        <p>
          The <Link to={staticPaths.directory}>directory</Link>, the <Link to={staticPaths.caseStudies}>case studies</Link>, the{' '}
          <Link to={staticPaths.research}>research approach</Link> and the{' '}
          <Link to={staticPaths.nteeCodeFinder}>NTEE Code Finder</Link>. The{' '}
          <Link to={staticPaths.newsletter}>newsletter</Link> will announce each collection when it is built.
        </p>
      </Section>
    </StaticPage>
  );
}
