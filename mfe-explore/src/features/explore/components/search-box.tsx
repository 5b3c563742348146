import { Button, TextField } from '@x4i/shared';
import { type ListingContentType } from '@x4i/shared/domain';
import type { FormEvent } from 'react';
import { styled } from 'styled-components';
import { useSearchBox } from '../hooks/use-search-box';

const Form = styled.form`
  display: flex;
  align-items: flex-end;
  gap: 12px;
  max-width: 720px;

  & > :first-child {
    flex: 1;
    min-width: 0;
  }
`;

export interface SearchBoxProps {
  categorySlug: string;
  contentType: ListingContentType;
  searchTerm: string;
  /** The tab's display name: 'Search solutions'. */
  displayName: string;
}

export function SearchBox({ categorySlug, contentType, searchTerm, displayName }: SearchBoxProps) {
  const { text, setText, submit, inputRef } = useSearchBox({ categorySlug, contentType, searchTerm });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };
  return (
    <Form role="search" onSubmit={onSubmit}>
      <TextField
        ref={inputRef}
        label={`Search ${displayName.toLowerCase()}`}
        type="search"
        name="q"
        autoComplete="off"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <Button type="submit">Search</Button>
    </Form>
  );
}
