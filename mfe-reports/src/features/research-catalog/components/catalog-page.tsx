import { CardLink, PageContainer, PageHeading, usePageTitle } from '@x4i/shared';
import { CATALOG_FILTERS, CATALOG_GROUPS, catalogEntriesFor, catalogFiltersOf, UN_SDG_GOALS, type CatalogFilter } from '@x4i/shared/domain';
import { useEffect } from 'react';
import { Link, useLocation, useSearchParams } from '@x4i/shared/router';
import { styled } from 'styled-components';

const TITLE = 'Research Tools and Reports';

const Intro = styled.p`
  max-width: 72ch;
`;

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 16px 0 8px;
`;

const Chip = styled.button`
  padding: 6px 14px;
  border: 1px solid ${({ theme }) => theme.colors.secondary};
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.secondary};
  font-weight: 600;
  cursor: pointer;

  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.secondary};
    color: ${({ theme }) => theme.colors.white};
  }
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
  gap: 16px;
  margin: 0 0 32px;
  padding: 0;
  list-style: none;
`;

const Card = styled.li`
  position: relative;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius}px;

  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  h3 {
    margin: 0 0 8px;
    font-size: 1.125rem;
  }

  p {
    margin: 0 0 8px;
    font-size: 0.9375rem;
  }

  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Goals = styled.ul`
  columns: 2 240px;
  margin: 0 0 32px;
  padding-left: 20px;
`;

/**
 * /research-tools-and-reports (SPEC 2.5 'Our Products'): every tool and report, grouped, filtered by the menu's
 * `filter` query values (repeatable; any of them matches). The filters stay in the URL, so a view can be shared.
 */
export function CatalogPage() {
  usePageTitle(TITLE);
  const [params, setParams] = useSearchParams();
  const { hash } = useLocation();
  const filters = catalogFiltersOf(params.getAll('filter'));
  const entries = catalogEntriesFor(filters);

  // The UN SDGs menu item points at #sdg-reports: the list is rendered with the page, so the anchor can be reached now.
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);

  const toggle = (slug: CatalogFilter) => {
    const next = filters.includes(slug) ? filters.filter((filter) => filter !== slug) : [...filters, slug];
    setParams(next.map((filter): [string, string] => ['filter', filter]), { replace: true });
  };

  return (
    <PageContainer>
      <PageHeading>{TITLE}</PageHeading>
      <Intro>
        The reports and tools built on the public data described on <Link to="/our-data">Our Data</Link>: IRS exempt
        organization records, the NTEE classification, Census, USDA, BLS and SDSN indicators. Each card says what it
        draws on.
      </Intro>
      <Filters role="group" aria-label="Show">
        {CATALOG_FILTERS.map((filter) => (
          <Chip key={filter.slug} type="button" aria-pressed={filters.includes(filter.slug)} onClick={() => toggle(filter.slug)}>
            {filter.label}
          </Chip>
        ))}
      </Filters>
      <p role="status">
        {entries.length} {entries.length === 1 ? 'tool or report' : 'tools and reports'}
        {filters.length > 0 ? ` in ${filters.map((slug) => CATALOG_FILTERS.find((filter) => filter.slug === slug)!.label).join(', ')}` : ''}.
      </p>
      {CATALOG_GROUPS.map((group) => {
        const inGroup = entries.filter((entry) => entry.group === group.id);
        if (inGroup.length === 0) return null;
        return (
          <section key={group.id} aria-labelledby={group.id}>
            <h2 id={group.id}>{group.title}</h2>
            <Grid>
              {inGroup.map((entry) => (
                <Card key={entry.to}>
                  <h3>
                    <CardLink to={entry.to}>{entry.title}</CardLink>
                  </h3>
                  <p>{entry.description}</p>
                  <small>Data: {entry.data.join('; ')}</small>
                </Card>
              ))}
            </Grid>
            {group.id === 'sdg-reports' && (
              <Goals aria-label="The 17 goal reports">
                {UN_SDG_GOALS.map((goal) => (
                  <li key={goal.uri}>
                    <Link to={`/sdg/${goal.uri}`}>
                      Goal {goal.position}: {goal.label}
                    </Link>
                  </li>
                ))}
              </Goals>
            )}
          </section>
        );
      })}
    </PageContainer>
  );
}
