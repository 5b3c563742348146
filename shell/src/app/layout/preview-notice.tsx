import { PREVIEW_OFF, PREVIEW_PARAM, type RemotePreview } from '@x4i/shared/contracts';
import { useLocation } from '@x4i/shared/router';
import { styled } from 'styled-components';

const Notice = styled.p`
  margin: 0;
  padding: 8px 16px;
  background: ${({ theme }) => theme.colors.warning};
  color: ${({ theme }) => theme.colors.black};
  text-align: center;

  a {
    color: inherit;
    font-weight: 600;
  }
`;

/** What the page says about a preview, in words: the gateway decided, the page only tells. */
export function previewText(preview: RemotePreview): string {
  const { remote, version, liveVersion } = preview;
  if (preview.status === 'refused') return `Only the team can preview a version of ${remote}: this page shows the live version.`;
  if (preview.status === 'missing') return `There is no version ${version} of ${remote} on this server: this page shows the live version.`;
  const others = liveVersion ? `everyone else sees ${liveVersion}` : `${remote} is not live for anyone else`;
  return `Preview: you see ${remote} ${version}; ${others}.`;
}

/** The team member's preview of a remote's version (`?preview=`), on every page while it lasts, with a way out. */
export function PreviewNotice({ preview }: { preview: RemotePreview | undefined }) {
  const location = useLocation();
  if (!preview) return null;
  // A page of its own, not a client navigation: the server serves the registry without the preview.
  const end = `${location.pathname}?${PREVIEW_PARAM}=${PREVIEW_OFF}`;
  return (
    <Notice role="status">
      {previewText(preview)}{' '}
      {preview.status === 'refused' ? null : <a href={end}>End the preview</a>}
    </Notice>
  );
}
