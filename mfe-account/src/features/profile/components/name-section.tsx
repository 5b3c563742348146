import { Button, FieldError, TextField } from '@x4i/shared';
import { useId, useState, type FormEvent } from 'react';
import { styled } from 'styled-components';
import type { useProfileSettings } from '../hooks/use-profile-settings';
import { ProfileSection } from './section';

const Form = styled.form`
  display: grid;
  gap: 16px;
  justify-items: start;

  > div {
    width: 100%;
    max-width: 320px;
  }
`;

/**
 * The member's name, as the site shows it (the header, the profile's heading, their contributions). Shown once
 * the profile says what it is.
 */
export function NameSection({ settings }: { settings: ReturnType<typeof useProfileSettings> }) {
  const { profile, rename } = settings;
  if (profile?.firstName === undefined) return null;
  return (
    <ProfileSection title="Your name">
      <NameForm firstName={profile.firstName} lastName={profile.lastName ?? ''} rename={rename} />
    </ProfileSection>
  );
}

function NameForm({ firstName, lastName, rename }: { firstName: string; lastName: string; rename: ReturnType<typeof useProfileSettings>['rename'] }) {
  const [values, setValues] = useState({ firstName, lastName });
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const failureId = useId();
  const unchanged = values.firstName.trim() === firstName && values.lastName.trim() === lastName;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving || unchanged) return;
    setSaving(true);
    setFailure(await rename({ firstName: values.firstName.trim(), lastName: values.lastName.trim() }));
    setSaving(false);
  };

  return (
    <Form noValidate onSubmit={submit} aria-describedby={failure ? failureId : undefined}>
      <TextField
        label="First name"
        autoComplete="given-name"
        required
        maxLength={100}
        value={values.firstName}
        onChange={(event) => setValues((current) => ({ ...current, firstName: event.target.value }))}
      />
      <TextField
        label="Last name"
        autoComplete="family-name"
        required
        maxLength={100}
        value={values.lastName}
        onChange={(event) => setValues((current) => ({ ...current, lastName: event.target.value }))}
      />
      {failure && (
        <FieldError id={failureId} role="alert">
          {failure}
        </FieldError>
      )}
      <Button type="submit" loading={saving} disabled={unchanged}>
        Save name
      </Button>
    </Form>
  );
}
