import { Button, TextField } from '@x4i/shared';
import type { FormEvent } from 'react';
import { styled } from 'styled-components';

const Form = styled.form`
  display: flex;
  align-items: flex-end;
  gap: 12px;
  max-width: 720px;

  & > :first-child {
    flex: 1;
    min-width: 0;
  }

  ${({ theme }) => theme.below.xs} {
    flex-direction: column;
    align-items: stretch;
  }
`;

export interface SearchFormProps {
  text: string;
  onTextChange(text: string): void;
  onSubmit(): void;
  /** Shown under the field, which is marked invalid. */
  error?: string;
}

export function SearchForm({ text, onTextChange, onSubmit, error }: SearchFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Form role="search" onSubmit={submit}>
      <TextField
        label="Organization name or EIN"
        hint="For example FOOD BANK OF ALASKA, or the EIN 92-0073175 (the dash is optional)."
        type="search"
        name="q"
        autoComplete="off"
        spellCheck={false}
        value={text}
        onChange={(event) => onTextChange(event.target.value)}
        error={error}
      />
      <Button type="submit">Search</Button>
    </Form>
  );
}
