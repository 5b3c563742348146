import { Button, TextAreaField } from '@x4i/shared';
import { NTEE_DESCRIPTION_MAX_LENGTH } from '@x4i/shared/contracts';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { styled } from 'styled-components';

const Form = styled.form`
  display: grid;
  gap: 12px;
  max-width: 72ch;
`;

export interface DescribeFormProps {
  description: string;
  onSubmit(description: string): void;
}

/** 'Describe your organization': the mission in the user's words; the suggestions follow the submitted text. */
export function DescribeForm({ description, onSubmit }: DescribeFormProps) {
  const { register, handleSubmit, setValue, formState } = useForm({
    defaultValues: { text: description },
    // The error shows from a submit to the next one, and focus stays where it is.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  useEffect(() => setValue('text', description), [description, setValue]);

  const submit = handleSubmit(({ text }) => onSubmit(text.trim()));

  return (
    <Form onSubmit={(event) => void submit(event)} role="search" aria-label="Suggest NTEE codes">
      <TextAreaField
        label="What does your organization do?"
        hint="Your mission statement or a sentence about your work, for example: We run a food pantry for families in our county."
        maxLength={NTEE_DESCRIPTION_MAX_LENGTH}
        rows={4}
        error={formState.errors.text?.message}
        {...register('text', { validate: (text) => text.trim() !== '' || 'Describe what your organization does, in a sentence or two.' })}
      />
      <div>
        <Button type="submit">Suggest codes</Button>
      </div>
    </Form>
  );
}
