import { PageContainer, Spinner, usePageTitle, useSession } from '@x4i/shared';
import { type RemotePageProps } from '@x4i/shared/contracts';
import { Navigate, useLocation } from '@x4i/shared/router';
import { signInFirst } from '@x4i/shared/domain';
import { styled } from 'styled-components';
import { useProfileSettings } from '../hooks/use-profile-settings';
import { ContributionsSection, FollowingSection } from './activity-sections';
import { ApiKeysSection } from './api-keys-section';
import { rolesOf } from '../domain/profile-labels';
import { BenefitsSection } from './benefits-section';
import { EmailVerificationNotice } from './email-verification-notice';
import { LettersSection } from './letters-section';
import { NameSection } from './name-section';
import { ProfileSummary } from './profile-summary';
import { SettingsSection } from './settings-section';
import { SignOutButton } from './sign-out-button';
import { WatchesSection } from './watches-section';

const Layout = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 24px;
  margin-top: 32px;

  ${({ theme }) => theme.below.sm} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Actions = styled.div`
  margin-top: 32px;
`;

const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: 48px 0;
`;

/** /profile (SPEC 2.7): who the user is, what their role gives them, their settings, name and API keys, and sign out. */
export function ProfilePage({ route }: RemotePageProps) {
  usePageTitle(route.title);
  const { user, isLoading } = useSession();
  const location = useLocation();
  const settings = useProfileSettings(user !== null);

  // SPEC 2.4: authenticated routes send anonymous users home (a session that fails to load counts as signed out),
  // with the sign-in open and this page to land on (the gateway does the same for a page it is asked for).
  if (!isLoading && !user) return <Navigate to={signInFirst(`${location.pathname}${location.search}`)} replace />;

  return (
    <PageContainer>
      {user ? (
        <>
          <ProfileSummary user={user} />
          {settings.profile?.emailVerified === false && <EmailVerificationNotice email={settings.profile.email} />}
          <Layout>
            <BenefitsSection roles={rolesOf(user)} />
            <SettingsSection settings={settings} />
            <NameSection settings={settings} />
            <ContributionsSection />
            <FollowingSection />
            <WatchesSection />
            <LettersSection />
            <ApiKeysSection />
          </Layout>
          <Actions>
            <SignOutButton />
          </Actions>
        </>
      ) : (
        <Centered>
          <Spinner label="Loading your profile" />
        </Centered>
      )}
    </PageContainer>
  );
}
