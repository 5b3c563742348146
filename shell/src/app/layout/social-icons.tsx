import { Link } from '@x4i/shared/router';
import { styled } from 'styled-components';
import { SOCIAL_NETWORKS, type SocialLink, type SocialNetwork } from '@x4i/shared/contracts';
import { siBluesky, siFacebook, siGithub, siInstagram, siMastodon, siX, siYoutube } from 'simple-icons';
import { useIsRouteAvailable } from '../site-routes';

const NEWSLETTER_PATH = '/newsletter';

// The networks' own marks (simple-icons, CC0). LinkedIn asked that its mark be left out of that set, so its
// icon is a plain profile card; the link's name says which network it is.
const MARKS: Record<Exclude<SocialNetwork, 'linkedin'>, string> = {
  x: siX.path,
  facebook: siFacebook.path,
  instagram: siInstagram.path,
  youtube: siYoutube.path,
  github: siGithub.path,
  bluesky: siBluesky.path,
  mastodon: siMastodon.path,
};
const PROFILE_CARD = 'M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm3 4v8h2.5V9zm1.25-3.5a1.4 1.4 0 1 0 0 2.8 1.4 1.4 0 0 0 0-2.8zM11 9v8h2.5v-4.2c0-1 .6-1.6 1.4-1.6s1.1.6 1.1 1.6V17h2.5v-4.8c0-2.2-1.2-3.4-3-3.4-1 0-1.7.4-2 1V9z';
const ENVELOPE = 'M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm1 2.4V17h16V7.4l-8 5.3zM5.2 7l6.8 4.5L18.8 7z';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const IconLink = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  color: ${({ theme }) => theme.colors.white};

  &:hover {
    background: rgba(255, 255, 255, 0.16);
  }
`;

function Icon({ path }: { path: string }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={path} fill="currentColor" fillRule="evenodd" />
    </svg>
  );
}

/**
 * The footer's icons: the newsletter (a page of the site) and each of the deployment's social accounts
 * (`SOCIAL_LINKS`), opening in a new tab. Without configured accounts only the newsletter shows: the icons
 * never point at an account that does not exist.
 */
export function SocialIcons({ productName, links = [] }: { productName: string; links?: readonly SocialLink[] }) {
  const isAvailable = useIsRouteAvailable();
  const newsletter = isAvailable(NEWSLETTER_PATH);
  if (!newsletter && links.length === 0) return null;
  return (
    <List aria-label={`Follow ${productName}`}>
      {newsletter && (
        <li>
          <IconLink as={Link} to={NEWSLETTER_PATH} aria-label={`The ${productName} newsletter`} title="Newsletter">
            <Icon path={ENVELOPE} />
          </IconLink>
        </li>
      )}
      {links.map(({ network, url }) => (
        <li key={network}>
          <IconLink
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${productName} on ${SOCIAL_NETWORKS[network]} (opens in a new tab)`}
            title={SOCIAL_NETWORKS[network]}
          >
            <Icon path={network === 'linkedin' ? PROFILE_CARD : MARKS[network]} />
          </IconLink>
        </li>
      ))}
    </List>
  );
}
