import { ErrorState, SelectField, Spinner } from '@x4i/shared';
import { ORGANIZATION_TYPES, type OrganizationType } from '@x4i/shared/contracts';
import { styled } from 'styled-components';
import type { useProfileSettings } from '../hooks/use-profile-settings';
import { ORGANIZATION_TYPE_LABELS } from '../domain/profile-labels';
import { ProfileSection } from './section';
import { SwitchField } from './switch-field';

const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: 24px;
`;

const OrgTypeField = styled(SelectField)`
  select {
    max-width: 320px;
  }
`;

/** Newsletter, biweekly email and organisation type (SPEC 2.7); each change is saved on its own. */
export function SettingsSection({ settings }: { settings: ReturnType<typeof useProfileSettings> }) {
  const { profile, error, retry, change } = settings;

  return (
    <ProfileSection title="Settings">
      {profile ? (
        <Fields>
          <SwitchField
            label="Newsletter"
            description="Our newsletter, by email."
            checked={profile.newsletter}
            onChange={(checked) => void change('newsletter', checked)}
          />
          <SwitchField
            label="Biweekly email"
            description="A summary email every two weeks."
            checked={profile.weeklyEmail}
            onChange={(checked) => void change('weeklyEmail', checked)}
          />
          <OrgTypeField
            label="Organization type"
            value={profile.orgType ?? ''}
            onChange={(event) => void change('orgType', event.target.value as OrganizationType)}
          >
            {profile.orgType === null && (
              <option value="" disabled>
                Choose your organization type
              </option>
            )}
            {ORGANIZATION_TYPES.map((type) => (
              <option key={type} value={type}>
                {ORGANIZATION_TYPE_LABELS[type]}
              </option>
            ))}
          </OrgTypeField>
        </Fields>
      ) : error ? (
        <ErrorState message="Your settings could not be loaded. Please try again." onRetry={retry} />
      ) : (
        <Spinner label="Loading your settings" />
      )}
    </ProfileSection>
  );
}
