import { styled } from 'styled-components';
import { buildApiUrl, type QueryParams } from '../api/api-client.js';
import type { ExportFormat } from '../domain/table-export.js';
import { buttonCss, type ButtonVariant } from './button-styles.js';
import { VisuallyHidden } from './visually-hidden.js';

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 8px;
`;

const FileLink = styled.a<{ $variant: ButtonVariant }>`
  ${buttonCss}
`;

/**
 * "Download CSV" and "Download JSON" of a list too long to hold in the page: links to the API's export of every
 * row, which the server streams (the same notes as TableDownloads: what the rows are, their sources and vintage,
 * where and when exported; the file named by what and the day).
 */
export function ServerDownloads({ path, params, title }: { path: string; params: QueryParams; title: string }) {
  return (
    <Group>
      {(['csv', 'json'] as const satisfies readonly ExportFormat[]).map((format) => (
        <FileLink key={format} $variant="secondary" href={buildApiUrl(path, { ...params, format })} download>
          Download {format.toUpperCase()}
          <VisuallyHidden> of {title}</VisuallyHidden>
        </FileLink>
      ))}
    </Group>
  );
}
