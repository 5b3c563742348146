import { Button, DemoBadge, ErrorState, Spinner } from '@x4i/shared';
import { useProfileList, type ProfileListName } from '../hooks/profile-lists';
import { contentTypeDisplayName } from '@x4i/shared/domain';
import { type ContentCard } from '@x4i/shared/contracts';
import { Link } from '@x4i/shared/router';
import { styled } from 'styled-components';
import { EmptyState, ProfileList as List, ProfileListItem as Item, ProfileSection } from './section';

const ItemLink = styled(Link)`
  font-weight: 600;
  color: ${({ theme }) => theme.colors.secondary};
`;

const ItemMeta = styled.p`
  margin: 4px 0 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

function ActivityItem({ item }: { item: ContentCard }) {
  return (
    <Item>
      <ItemLink to={item.url}>{item.title}</ItemLink>
      {item.demo && <> <DemoBadge /></>}
      <ItemMeta>
        {contentTypeDisplayName(item.contentType)}
        {item.organization ? ` · ${item.organization}` : ''}
      </ItemMeta>
    </Item>
  );
}

interface ActivitySectionProps {
  list: ProfileListName;
  title: string;
  empty: string;
  failed: string;
}

/** One of the profile's lists: 3 at a time, 'Load more' appends the next page (SPEC 7.1, 9). */
function ActivitySection({ list, title, empty, failed }: ActivitySectionProps) {
  const { items, totalItems, hasMore, isLoading, isLoadingMore, error, loadMore } = useProfileList(list);
  const heading = totalItems > 0 ? `${title} (${totalItems})` : title;
  return (
    <ProfileSection title={heading}>
      {isLoading ? (
        <Spinner label={`Loading ${title.toLowerCase()}`} />
      ) : error && items.length === 0 ? (
        <ErrorState message={failed} />
      ) : items.length === 0 ? (
        <EmptyState>{empty}</EmptyState>
      ) : (
        <>
          <List>
            {items.map((item) => (
              <ActivityItem key={item.id} item={item} />
            ))}
          </List>
          {hasMore && (
            <Button variant="secondary" onClick={loadMore} loading={isLoadingMore}>
              Load more
            </Button>
          )}
        </>
      )}
    </ProfileSection>
  );
}

export function ContributionsSection() {
  return <ActivitySection list="contributions" title="My contributions" empty="You have not contributed any content yet." failed="Your contributions could not be loaded." />;
}

export function FollowingSection() {
  return <ActivitySection list="follows" title="Following" empty="You are not following anything yet." failed="The content you follow could not be loaded." />;
}
