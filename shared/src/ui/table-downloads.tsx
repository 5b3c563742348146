import { styled } from 'styled-components';
import { exportFileName, tableCsv, tableJson, type ExportedTable, type ExportFormat } from '../domain/table-export.js';
import { readBootData, siteOrigin } from '../session/boot.js';
import { Button } from './button.js';
import { downloadText } from './download-text.js';
import { VisuallyHidden } from './visually-hidden.js';

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 8px;
`;

const TYPES: Record<ExportFormat, string> = { csv: 'text/csv;charset=utf-8', json: 'application/json;charset=utf-8' };

/**
 * "Download CSV" and "Download JSON" of a list: every row, with what the rows are, their source and vintage, and
 * where and when they were exported; the file is named by what it holds and the day.
 */
export function TableDownloads({ table, fileStem }: { table: ExportedTable; fileStem: string }) {
  const download = (format: ExportFormat) => {
    const at = new Date();
    const from = `${readBootData().productName} (${siteOrigin()})`;
    downloadText(format === 'csv' ? tableCsv(table, from, at) : tableJson(table, from, at), exportFileName(fileStem, at, format), TYPES[format]);
  };
  return (
    <Group>
      {(['csv', 'json'] as const).map((format) => (
        <Button key={format} variant="secondary" onClick={() => download(format)}>
          Download {format.toUpperCase()}
          <VisuallyHidden> of {table.title}</VisuallyHidden>
        </Button>
      ))}
    </Group>
  );
}
