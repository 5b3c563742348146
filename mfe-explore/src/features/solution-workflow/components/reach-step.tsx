import { Controller, useWatch } from 'react-hook-form';
import { styled } from 'styled-components';
import { useBadgeOptions, useSession } from '@x4i/shared';
import { TEAM_PERMISSION, US_STATES } from '@x4i/shared/domain';
import type { SolutionForm } from '../domain/solution-form';
import { CheckboxField, CheckboxGroup, Fields, Fieldset, Hint } from './form-fields';

const STATE_OPTIONS = US_STATES.map((state) => ({ value: state.code.toLowerCase(), label: state.name }));

const Status = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

function BadgeChoices() {
  const { data: badges, error, isLoading } = useBadgeOptions();
  if (isLoading) return <Status role="status">Loading badges…</Status>;
  if (error || !badges) return <Status role="alert">The badges could not be loaded. Close the form and try again to choose badges.</Status>;
  const options = badges.map((badge) => ({ value: badge.id, label: badge.name, description: badge.description }));
  return (
    <Controller<SolutionForm, 'badges'>
      name="badges"
      render={({ field }) => (
        <CheckboxGroup
          legend="Badges"
          options={options}
          value={field.value.map((badge) => badge.id)}
          onChange={(ids) => field.onChange(ids.map((id) => ({ id })))}
          onBlur={field.onBlur}
          columns={1}
        />
      )}
    />
  );
}

/** SPEC 3: premiumListing is the team's to set; the form only shows it. */
function PremiumListing() {
  const premiumListing = useWatch<SolutionForm, 'premiumListing'>({ name: 'premiumListing' });
  return (
    <Fieldset>
      <legend>Listing</legend>
      <p style={{ margin: 0 }}>Premium listing: {premiumListing ? 'Yes' : 'No'}</p>
      <Hint>Premium listings are arranged with our team.</Hint>
    </Fieldset>
  );
}

const CERTIFICATIONS = [
  { name: 'tractionBadge', label: 'Traction badge', hint: 'The solution is in use by many organizations.' },
  { name: 'tech4piCert', label: 'Tech4PI certified' },
  { name: 'msCert', label: 'Microsoft certified' },
] as const;

/**
 * Certifications are set by the team only (the server refuses a change from anyone else): team members tick
 * them, everyone else reads them.
 */
function Certifications() {
  const { user } = useSession();
  const values = useWatch<SolutionForm, ['tractionBadge', 'tech4piCert', 'msCert']>({ name: ['tractionBadge', 'tech4piCert', 'msCert'] });
  if (user?.permissions.includes(TEAM_PERMISSION)) {
    return (
      <Fieldset>
        <legend>Certifications</legend>
        {CERTIFICATIONS.map((certification) => (
          <CheckboxField key={certification.name} name={certification.name} label={certification.label} hint={'hint' in certification ? certification.hint : undefined} />
        ))}
      </Fieldset>
    );
  }
  return (
    <Fieldset>
      <legend>Certifications</legend>
      <ul aria-label="Certifications" style={{ margin: 0, paddingLeft: 20 }}>
        {CERTIFICATIONS.map((certification, index) => (
          <li key={certification.name}>
            {certification.label}: {values[index] ? 'Yes' : 'No'}
          </li>
        ))}
      </ul>
      <Hint>Certifications are set by our team.</Hint>
    </Fieldset>
  );
}

/** Step 5: where the solution works, its badges and certifications. */
export function ReachStep() {
  return (
    <Fields>
      <Controller<SolutionForm, 'geoAreaPrimary'>
        name="geoAreaPrimary"
        render={({ field }) => (
          <CheckboxGroup
            legend="States served"
            hint="Where the solution is mainly offered."
            options={STATE_OPTIONS}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            columns={3}
            bulk
          />
        )}
      />
      <BadgeChoices />
      <Certifications />
      <PremiumListing />
    </Fields>
  );
}
