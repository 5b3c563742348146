import { Link } from '@x4i/shared/router';
import { styled } from 'styled-components';
import { readBootData, useContactUs, useSession, useWizard } from '@x4i/shared';
import { ADMIN_PATHS } from '@x4i/shared/contracts';
import { useIsRouteAvailable } from '../site-routes';
import type { NavItem } from '../navigation/nav-item';
import { NavItemLink } from '../navigation/nav-item-link';
import { footerColumns } from '../navigation/nav-item-rules';
import { HomeLink } from './home-link';
import { IconButton } from './icon-button';
import { SocialIcons } from './social-icons';

/** SPEC 9: footer copyright year. */
export const COPYRIGHT_YEAR = 2023;

const Inner = styled.div`
  max-width: ${({ theme }) => theme.contentMaxWidth}px;
  margin: 0 auto;
  padding: 0 32px;

  ${({ theme }) => theme.below.xs} {
    padding: 0 16px;
  }
`;

const Columns = styled(Inner)`
  display: flex;
  flex-wrap: wrap;
  gap: 32px 64px;
  padding-top: 40px;
  padding-bottom: 40px;
`;

const Brand = styled.div`
  flex: 1 1 280px;
  max-width: 420px;
`;

const Tagline = styled.p`
  margin: 12px 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9375rem;
`;

const FooterNav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 16px 64px;
`;

const LinkList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  li + li {
    margin-top: 8px;
  }

  li[data-desktop-only] {
    ${({ theme }) => theme.below.xs} {
      display: none;
    }
  }
`;

const FooterLink = styled(NavItemLink)`
  display: inline-block;
  padding: 4px 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.secondary};
  font-weight: 500;
  text-decoration: none;
  cursor: pointer;

  &:hover {
    text-decoration: underline;
  }
`;

const ContactButton = styled.button`
  margin-top: 16px;
  padding: 8px 16px;
  border: 2px solid ${({ theme }) => theme.colors.secondary};
  border-radius: ${({ theme }) => theme.radius}px;
  background: none;
  color: ${({ theme }) => theme.colors.secondary};
  font: inherit;
  font-weight: 600;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.white};
  }
`;

const TeamTools = styled.div`
  display: flex;
  gap: 8px;
  margin-top: 12px;
`;

const TeamToolButton = styled(IconButton)`
  border: 2px solid ${({ theme }) => theme.colors.secondary};
  border-radius: 50%;
`;

/** SPEC 2.5: the team's shortcut icons in the footer (admin dashboard, add a solution), for team members only. */
function TeamFooterTools() {
  const { user } = useSession();
  const wizard = useWizard();
  const isAvailable = useIsRouteAvailable();
  if (user?.role !== 'X4I_TEAM_MEMBER') return null;
  return (
    <TeamTools>
      {isAvailable(ADMIN_PATHS.organizations) && (
        <TeamToolButton as={Link} to={ADMIN_PATHS.organizations} aria-label="Admin dashboard" title="Admin dashboard">
          <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
          </svg>
        </TeamToolButton>
      )}
      <TeamToolButton type="button" aria-label="Add a solution" title="Add a solution" onClick={() => wizard.open({ workflow: 'SolutionWorkflow' })}>
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M12 5v14M5 12h14" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
      </TeamToolButton>
    </TeamTools>
  );
}

const Top = styled.div`
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const BlackFooter = styled.div`
  background: ${({ theme }) => theme.colors.black};
  color: ${({ theme }) => theme.colors.white};
  font-size: 0.875rem;

  p {
    margin: 0;
    padding: 16px 0;
  }
`;

const BottomRow = styled(Inner)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0 16px;
`;

export interface SiteFooterProps {
  productName: string;
  items: NavItem[];
}

/** The footer: wordmark, link columns (SPEC 2.5) and the black footer with the copyright line and the social icons. */
export function SiteFooter({ productName, items }: SiteFooterProps) {
  const columns = footerColumns(items);
  const contactUs = useContactUs();
  return (
    <footer data-print="hide">
      <Top>
        <Columns>
          <Brand>
            <HomeLink productName={productName} />
            <Tagline>A directory, explorer and research platform for nonprofits, social-impact funders and solution providers.</Tagline>
            <ContactButton type="button" onClick={contactUs.open}>
              Contact Us
            </ContactButton>
            <TeamFooterTools />
          </Brand>
          {columns.length > 0 && (
            <FooterNav aria-label="Footer">
              {columns.map((column) => (
                <LinkList key={column[0].dataId}>
                  {column.map((item) => (
                    <li key={item.dataId} data-desktop-only={item.desktopOnly || undefined}>
                      <FooterLink item={item} />
                    </li>
                  ))}
                </LinkList>
              ))}
            </FooterNav>
          )}
        </Columns>
      </Top>
      <BlackFooter>
        <BottomRow>
          <p>
            © {COPYRIGHT_YEAR} {productName}
          </p>
          <SocialIcons productName={productName} links={readBootData().socialLinks} />
        </BottomRow>
      </BlackFooter>
    </footer>
  );
}
