import { Button, FieldError, TextField } from '@x4i/shared';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
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
  const { register, handleSubmit, watch, formState } = useForm({ defaultValues: { firstName, lastName } });
  const [failure, setFailure] = useState<string | null>(null);
  const failureId = useId();
  const values = watch();
  const unchanged = values.firstName.trim() === firstName && values.lastName.trim() === lastName;

  const submit = handleSubmit(async (submitted) => {
    setFailure(await rename({ firstName: submitted.firstName.trim(), lastName: submitted.lastName.trim() }));
  });

  return (
    <Form
      noValidate
      onSubmit={(event) => (formState.isSubmitting || unchanged ? event.preventDefault() : void submit(event))}
      aria-describedby={failure ? failureId : undefined}
    >
      <TextField label="First name" autoComplete="given-name" required maxLength={100} {...register('firstName')} />
      <TextField label="Last name" autoComplete="family-name" required maxLength={100} {...register('lastName')} />
      {failure && (
        <FieldError id={failureId} role="alert">
          {failure}
        </FieldError>
      )}
      <Button type="submit" loading={formState.isSubmitting} disabled={unchanged}>
        Save name
      </Button>
    </Form>
  );
}
