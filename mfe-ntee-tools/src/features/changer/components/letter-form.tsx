import { Button, createNteeChangeLetter, CREDITS_KEY, FieldError, isApiError, NTEE_CHANGE_LETTERS_KEY, TextAreaField, TextField } from '@x4i/shared';
import { useNonprofitDetails } from '../../finder/hooks/nonprofit-details';
import { normalizeEin, nteeDecadeOf } from '@x4i/shared/domain';
import { type NteeChangeLetterResponse, type NteeCodesResponse } from '@x4i/shared/contracts';
import { useState, type FormEvent } from 'react';
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
  const [fields, setFields] = useState<LetterFields>({ ein: initialEin, newCode: initialCode ?? '', reasons: '', signerName: '', signerTitle: '' });
  const [lookedUp, setLookedUp] = useState(initialEin);
  const [levels, setLevels] = useState<BuilderChoice>({ group: initialCode?.[0] ?? null, decade: initialCode ? nteeDecadeOf(initialCode) : null, code: initialCode, description: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof LetterFields, string>>>({});
  const [status, setStatus] = useState<{ kind: 'editing' } | { kind: 'sending' } | { kind: 'failed'; message: string }>({ kind: 'editing' });
  const organization = useNonprofitDetails(lookedUp.length === 9 ? lookedUp : null);
  const set = (name: keyof LetterFields) => (value: string) => setFields((current) => ({ ...current, [name]: value }));
  const newCode = taxonomy.codes.find((code) => code.code === fields.newCode) ?? null;
  const currentCode = organization.data?.ntee?.code ?? null;

  const findOrganization = () => setLookedUp(normalizeEin(fields.ein));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (status.kind === 'sending') return;
    const found = letterFormErrors(fields, { organizationFound: Boolean(organization.data), currentCode });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setStatus({ kind: 'sending' });
    try {
      const response = await createNteeChangeLetter({ ...fields, ein: normalizeEin(fields.ein) });
      onProduced(response);
      await Promise.all([mutate(CREDITS_KEY), mutate(NTEE_CHANGE_LETTERS_KEY)]);
    } catch (error) {
      setStatus({ kind: 'failed', message: isApiError(error) ? error.message : 'The letter could not be produced. Nothing was spent; please try again.' });
    }
  };

  return (
    <Form onSubmit={submit} noValidate aria-busy={status.kind === 'sending' || undefined}>
      <fieldset>
        <legend>
          <SectionHeading as="span">1. Your organization</SectionHeading>
        </legend>
        <TextField
          label="EIN"
          hint="The 9-digit Employer Identification Number, with or without the dash."
          value={fields.ein}
          inputMode="numeric"
          error={errors.ein}
          onChange={(event) => set('ein')(event.target.value)}
          onBlur={findOrganization}
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
            set('newCode')(next.code ?? '');
          }}
        />
        {errors.newCode && <FieldError role="alert">{errors.newCode}</FieldError>}
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
          value={fields.reasons}
          error={errors.reasons}
          onChange={(event) => set('reasons')(event.target.value)}
        />
        <TextField label="Signer’s name" value={fields.signerName} error={errors.signerName} onChange={(event) => set('signerName')(event.target.value)} autoComplete="name" />
        <TextField label="Signer’s title" value={fields.signerTitle} error={errors.signerTitle} onChange={(event) => set('signerTitle')(event.target.value)} autoComplete="organization-title" />
      </fieldset>

      <div>
        <Button type="submit" loading={status.kind === 'sending'}>
          Produce the letter (1 credit)
        </Button>
        {status.kind === 'failed' && <FieldError role="alert">{status.message}</FieldError>}
      </div>
    </Form>
  );
}
