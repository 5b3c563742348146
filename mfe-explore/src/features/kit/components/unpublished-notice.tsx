import { ADMIN_PATHS } from '@x4i/shared/contracts';
import { Link } from '@x4i/shared/router';
import { styled } from 'styled-components';

const Notice = styled.p`
  margin: 0 0 16px;
  padding: 12px 16px;
  border-left: 4px solid ${({ theme }) => theme.colors.primaryStrong};
  background: ${({ theme }) => theme.colors.surface};
  font-weight: 600;
`;

/**
 * Said on an item's page when the team opens an item it unpublished: only the team is answered such an item, and
 * everyone else gets the page's 404. Publishing it again is on the admin's Content page.
 */
export function UnpublishedNotice({ unpublishedAt }: { unpublishedAt: string | undefined }) {
  if (!unpublishedAt) return null;
  return (
    <Notice role="note">
      Unpublished: only the X4I team can see this page. <Link to={ADMIN_PATHS.content}>Publish it again on the Content page</Link>.
    </Notice>
  );
}
