import { Button, TextAreaField } from '@x4i/shared';
import { NTEE_DESCRIPTION_MAX_LENGTH } from '@x4i/shared/contracts';
import { useEffect, useState, type FormEvent } from 'react';
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
  const [text, setText] = useState(description);
  const [error, setError] = useState<string | undefined>();
  useEffect(() => setText(description), [description]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (!trimmed) {
      setError('Describe what your organization does, in a sentence or two.');
      return;
    }
    setError(undefined);
    onSubmit(trimmed);
  };

  return (
    <Form onSubmit={submit} role="search" aria-label="Suggest NTEE codes">
      <TextAreaField
        label="What does your organization do?"
        hint="Your mission statement or a sentence about your work, for example: We run a food pantry for families in our county."
        value={text}
        maxLength={NTEE_DESCRIPTION_MAX_LENGTH}
        rows={4}
        error={error}
        onChange={(event) => setText(event.target.value)}
      />
      <div>
        <Button type="submit">Suggest codes</Button>
      </div>
    </Form>
  );
}
