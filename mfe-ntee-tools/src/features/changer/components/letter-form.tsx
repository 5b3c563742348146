import { Button, createNteeChangeLetter, CREDITS_KEY, FieldError, isApiError, NTEE_CHANGE_LETTERS_KEY, TextAreaField, TextField } from '@x4i/shared';
import { useNonprofitDetails } from '../../finder/hooks/nonprofit-details';
import { normalizeEin, nteeDecadeOf } from '@x4i/shared/domain';
import { type NteeChangeLetterResponse, type NteeCodesResponse } from '@x4i/shared/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from '@x4i/shared/router';
import { styled } from 'styled-components';
import { useSWRConfig } from 'swr';
import { SectionHeading } from '../../kit/section-heading';
import { LevelPicker } from '../../builder/components/level-picker';
import type { BuilderChoice } from '../../builder/domain/builder-choice';
import { letterFormErrors, type LetterFields } from '../domain/letter-form';

const Form = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 40px;

  fieldset {
    display: grid;
    gap: 16px;
    margin: 0;
    padding: 0;
    border: 0;
  }

  legend {
    padding: 0;
    margin: 0 0 16px;
  }
`;

const Organization = styled.div`
  padding: 12px 16px;
  border-left: 4px solid ${({ theme }) => theme.colors.info};
  background: ${({ theme }) => theme.colors.surface};

  p {
    margin: 4px 0 0;
  }
`;

export interface LetterFormProps {
  taxonomy: NteeCodesResponse;
  initialEin: string;
  initialCode: string | null;
  /** The letter is made and its credit spent: the page shows it, whatever the balance is now. */
  onProduced(response: NteeChangeLetterResponse): void;
}

/** The letter: the organization by EIN, the new code level by level, the reasons and who signs; one credit makes it. */
export function LetterForm({ taxonomy, initialEin, initialCode, onProduced }: LetterFormProps) {
  const { mutate } = useSWRConfig();
  const { register, handleSubmit, watch, getValues, setValue, formState } = useForm<LetterFields>({
    defaultValues: { ein: initialEin, newCode: initialCode ?? '', reasons: '', signerName: '', signerTitle: '' },
    // Errors show from a submit to the next one, and focus stays where the user is.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { errors } = formState;
  const sending = formState.isSubmitting;
  const [lookedUp, setLookedUp] = useState(initialEin);
  const [levels, setLevels] = useState<BuilderChoice>({ group: initialCode?.[0] ?? null, decade: initialCode ? nteeDecadeOf(initialCode) : null, code: initialCode, description: '' });
  const [failure, setFailure] = useState<string | null>(null);
  const organization = useNonprofitDetails(lookedUp.length === 9 ? lookedUp : null);
  const newCode = taxonomy.codes.find((code) => code.code === watch('newCode')) ?? null;
  const currentCode = organization.data?.ntee?.code ?? null;
  const context = { organizationFound: Boolean(organization.data), currentCode };
  // Each field's rule is its part of the form's one check (letterFormErrors), which reads the whole form.
  const rule = (name: keyof LetterFields) => ({ validate: (_value: string, fields: LetterFields) => letterFormErrors(fields, context)[name] ?? true });
  // The new code has no input of its own: the level picker sets it.
  register('newCode', rule('newCode'));

  const findOrganization = () => setLookedUp(normalizeEin(getValues('ein')));

  const submit = handleSubmit(async (fields) => {
    setFailure(null);
    try {
      const response = await createNteeChangeLetter({ ...fields, ein: normalizeEin(fields.ein) });
      onProduced(response);
      await Promise.all([mutate(CREDITS_KEY), mutate(NTEE_CHANGE_LETTERS_KEY)]);
    } catch (error) {
      setFailure(isApiError(error) ? error.message : 'The letter could not be produced. Nothing was spent; please try again.');
    }
  });

  return (
    <Form onSubmit={(event) => (sending ? event.preventDefault() : void submit(event))} noValidate aria-busy={sending || undefined}>
      <fieldset>
        <legend>
          <SectionHeading as="span">1. Your organization</SectionHeading>
        </legend>
        <TextField
          label="EIN"
          hint="The 9-digit Employer Identification Number, with or without the dash."
          inputMode="numeric"
          error={errors.ein?.message}
          {...register('ein', { ...rule('ein'), onBlur: findOrganization })}
        />
        <div>
          <Button type="button" variant="secondary" onClick={findOrganization}>
            Find the organization
          </Button>
        </div>
        {organization.data && (
          <Organization role="status">
            <p>
              <strong>{organization.data.name}</strong>, {[organization.data.street, organization.data.city, organization.data.state, organization.data.zip].filter(Boolean).join(', ')}
            </p>
            <p>
              The IRS lists it under{' '}
              {organization.data.ntee ? `${organization.data.ntee.code}${organization.data.ntee.title ? `: ${organization.data.ntee.title}` : ''}` : 'no NTEE code'}.
            </p>
          </Organization>
        )}
        {organization.error && lookedUp && <FieldError role="alert">{isApiError(organization.error) ? organization.error.message : 'The organization could not be looked up.'}</FieldError>}
      </fieldset>

      <fieldset>
        <legend>
          <SectionHeading as="span">2. The right code</SectionHeading>
        </legend>
        <LevelPicker
          taxonomy={taxonomy}
          choice={levels}
          onChoose={(next) => {
            setLevels({ ...levels, ...next });
            setValue('newCode', next.code ?? '');
          }}
        />
        {errors.newCode && <FieldError role="alert">{errors.newCode.message}</FieldError>}
        <p>
          Not sure which code fits? <Link to="/nonprofit-ntee-code-builder">Describe your work in the NTEE Code Builder</Link>, then come back with it.
        </p>
      </fieldset>

      <fieldset>
        <legend>
          <SectionHeading as="span">3. Why, and who signs</SectionHeading>
        </legend>
        <TextAreaField
          label="Why the new code describes your organization"
          hint={newCode ? `The letter asks for ${newCode.code}: ${newCode.title}. Say what the organization does that fits it, in 20 to 4,000 characters.` : 'In 20 to 4,000 characters.'}
          rows={6}
          maxLength={4000}
          error={errors.reasons?.message}
          {...register('reasons', rule('reasons'))}
        />
        <TextField label="Signer’s name" error={errors.signerName?.message} {...register('signerName', rule('signerName'))} autoComplete="name" />
        <TextField label="Signer’s title" error={errors.signerTitle?.message} {...register('signerTitle', rule('signerTitle'))} autoComplete="organization-title" />
      </fieldset>

      <div>
        <Button type="submit" loading={sending}>
          Produce the letter (1 credit)
        </Button>
        {failure && <FieldError role="alert">{failure}</FieldError>}
      </div>
    </Form>
  );
}
