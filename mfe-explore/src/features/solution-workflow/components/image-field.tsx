import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useController, type FieldPath, type FieldPathValue } from 'react-hook-form';
import { styled } from 'styled-components';
import { Button, FieldError, IMAGE_UPLOAD_TYPES, SpinnerGlyph, uploadImage } from '@x4i/shared';
import { useStartUpload } from '../hooks/upload-tracker';
import type { SolutionForm } from '../domain/solution-form';
import { Hint } from './form-fields';

type Path = FieldPath<SolutionForm>;
type ImagePath = { [P in Path]: FieldPathValue<SolutionForm, P> extends string ? P : never }[Path];

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
`;

const Label = styled.label`
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
`;

const FileInput = styled.input`
  font: inherit;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Preview = styled.div`
  display: flex;
  align-items: center;
  gap: 16px;

  img {
    max-width: 160px;
    max-height: 96px;
    object-fit: contain;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius}px;
    background: ${({ theme }) => theme.colors.white};
  }
`;

const Uploading = styled.p`
  display: flex;
  align-items: center;
  gap: 8px;
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * An image of the solution (logo, story or reference picture): the file is checked here (type and size, with a
 * clear message), uploaded at once (`POST upload/image`), and the field keeps the returned URL, with a preview.
 */
export function ImageField({ name, label }: { name: ImagePath; label: string }) {
  const { field } = useController<SolutionForm, ImagePath>({ name });
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const startUpload = useStartUpload();
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const url = field.value as string;

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    setError(null);
    setUploading(true);
    const done = startUpload();
    try {
      const result = await uploadImage(file);
      if (result.error !== undefined) setError(result.error);
      else field.onChange(result.url);
    } finally {
      done();
      setUploading(false);
      // The same file can be chosen again after a failure.
      if (inputRef.current) inputRef.current.value = '';
    }
  };

  const describedBy = [`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <Hint id={`${id}-hint`}>PNG, JPEG, GIF or WebP, up to 2 MB.</Hint>
      {url && (
        <Preview>
          <img src={url} alt={`${label}: preview`} />
          <Button variant="text" onClick={() => field.onChange('')}>
            Remove {label.toLowerCase()}
          </Button>
        </Preview>
      )}
      <FileInput
        ref={inputRef}
        id={id}
        type="file"
        accept={IMAGE_UPLOAD_TYPES.join(',')}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        onChange={(event) => void onFile(event)}
      />
      {uploading && (
        <Uploading role="status">
          <SpinnerGlyph $size={16} />
          Uploading…
        </Uploading>
      )}
      {error && (
        <FieldError id={`${id}-error`} role="alert">
          {error}
        </FieldError>
      )}
    </Field>
  );
}
