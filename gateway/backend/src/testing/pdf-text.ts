import { inflateSync } from 'node:zlib';

/**
 * The text a PDF draws, one string per text-showing operator (Tj), in drawing order. A deliberately small reader
 * for the PDFs this product writes with pdf-lib: it inflates each Flate stream and decodes the hex or literal
 * strings shown with the standard fonts (WinAnsi, read here as Latin-1). Not a general PDF parser.
 */
export function pdfTextRuns(pdf: Uint8Array): string[] {
  const raw = Buffer.from(pdf).toString('latin1');
  const runs: string[] = [];
  const streamStart = /\/Length (\d+)[^>]*>>\s*stream\r?\n/g;
  for (let match = streamStart.exec(raw); match; match = streamStart.exec(raw)) {
    const start = match.index + match[0].length;
    const bytes = Buffer.from(pdf).subarray(start, start + Number(match[1]));
    let content: string;
    try {
      content = inflateSync(bytes).toString('latin1');
    } catch {
      content = bytes.toString('latin1');
    }
    for (const shown of content.matchAll(/(<[0-9A-Fa-f\s]*>|\((?:\\.|[^\\)])*\))\s*Tj/g)) {
      const operand = shown[1]!;
      runs.push(
        operand.startsWith('<')
          ? Buffer.from(operand.slice(1, -1).replace(/\s/g, ''), 'hex').toString('latin1')
          : operand.slice(1, -1).replace(/\\([()\\])/g, '$1'),
      );
    }
  }
  return runs;
}
