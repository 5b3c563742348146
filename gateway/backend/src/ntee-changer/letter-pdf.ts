import type { IrsLetterDestination } from '@x4i/shared/contracts';
import { formatEin } from '@x4i/shared/domain';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

/** What a letter says: the organization as the IRS record has it, the two codes, the reasons, who signs. */
export interface LetterContent {
  date: Date;
  destination: IrsLetterDestination;
  ein: string;
  organizationName: string;
  addressLines: string[];
  oldCode: string | null;
  oldTitle: string | null;
  newCode: string;
  newTitle: string;
  reasons: string;
  signerName: string;
  signerTitle: string;
}

/** Turns a letter into PDF bytes; injected so that a test can make it fail. */
export type LetterRenderer = (content: LetterContent) => Promise<Uint8Array>;

// US letter, one-inch margins.
const PAGE: [number, number] = [612, 792];
const MARGIN = 72;
const WIDTH = PAGE[0] - 2 * MARGIN;
const SIZE = 11;
const LEADING = 15;
const NOTE_SIZE = 8;
const NOTE_SPACE = 48;

/** The subject line, also the PDF's title. */
export const letterSubject = (content: Pick<LetterContent, 'organizationName' | 'ein'>) =>
  `Request to correct the NTEE code of ${content.organizationName}, EIN ${formatEin(content.ein)}`;

const codeLine = (code: string | null, title: string | null) => (code ? `${code}${title ? ` - ${title}` : ''}` : 'none on record');

/**
 * The standard fonts only draw WinAnsi characters, and pdf-lib throws on any other: letters with accents lose them
 * (NFKD), a few common signs get their plain equivalent, anything else becomes '?'. Tabs become spaces.
 */
export function toFontText(text: string, supported: ReadonlySet<number>): string {
  const plain: Record<string, string> = { '\u2212': '-', '\u2010': '-', '\u2011': '-', '\u00a0': ' ', '\u2009': ' ', '\u202f': ' ', '\t': ' ' };
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (plain[char] !== undefined) out += plain[char];
    else if (supported.has(code) && code >= 0x20) out += char;
    else {
      const base = char.normalize('NFKD').replace(/\p{M}/gu, '');
      out += base && [...base].every((c) => supported.has(c.codePointAt(0)!) && c.codePointAt(0)! >= 0x20) ? base : code < 0x20 ? '' : '?';
    }
  }
  return out;
}

/** Splits text into lines no wider than width, breaking at spaces, and inside a word only when it alone is too wide. */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r\n|\r|\n/)) {
    let line = '';
    for (const word of paragraph.split(/ +/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = '';
      let rest = word;
      while (font.widthOfTextAtSize(rest, size) > width) {
        let cut = rest.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut--;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    lines.push(line);
  }
  return lines;
}

const dateText = (date: Date) => new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(date);

/** The letter as a PDF: US letter pages, Helvetica, as many pages as the reasons need, the source cited at the foot. */
export const renderLetterPdf: LetterRenderer = async (content) => {
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const supported = new Set(regular.getCharacterSet());
  const clean = (text: string) => toFontText(text, supported);
  const ein = formatEin(content.ein);
  const subject = clean(letterSubject(content));
  doc.setTitle(subject);
  doc.setSubject('NTEE code correction request');
  doc.setCreationDate(content.date);
  doc.setModificationDate(content.date);

  let page: PDFPage = doc.addPage(PAGE);
  let y = PAGE[1] - MARGIN;
  const newPage = () => {
    page = doc.addPage(PAGE);
    y = PAGE[1] - MARGIN;
  };
  const write = (text: string, options: { font?: PDFFont; size?: number; indent?: number } = {}) => {
    const font = options.font ?? regular;
    const size = options.size ?? SIZE;
    const indent = options.indent ?? 0;
    for (const line of wrapText(clean(text), font, size, WIDTH - indent)) {
      if (y < MARGIN + NOTE_SPACE) newPage();
      page.drawText(line, { x: MARGIN + indent, y, size, font, color: rgb(0, 0, 0) });
      y -= LEADING;
    }
  };
  const gap = (lines = 1) => {
    y -= LEADING * lines;
  };

  write(dateText(content.date));
  gap();
  content.destination.addressLines.forEach((line, index) => write(index === 0 ? `${line} (1)` : line));
  gap();
  write(content.organizationName);
  content.addressLines.forEach((line) => write(line));
  write(`EIN: ${ein}`);
  gap();
  write(`Re: ${subject}`, { font: bold });
  gap();
  write('Dear Sir or Madam:');
  gap();
  write(
    `${content.organizationName} (EIN ${ein}) asks the Internal Revenue Service to correct the National Taxonomy of Exempt Entities (NTEE) code that the Exempt Organizations Business Master File lists for it.`,
  );
  gap();
  write(`Current code: ${codeLine(content.oldCode, content.oldTitle)}`, { font: bold });
  write(`Requested code: ${codeLine(content.newCode, content.newTitle)}`, { font: bold });
  gap();
  write('Reasons for the change:', { font: bold });
  write(content.reasons);
  gap();
  write('Please update the organization\u2019s record accordingly, and send any question or confirmation to the organization at the address above.');
  gap();
  write('Sincerely,');
  gap(2.5);
  if (y < MARGIN + NOTE_SPACE + 4 * LEADING) newPage();
  page.drawLine({ start: { x: MARGIN, y }, end: { x: MARGIN + 220, y }, thickness: 0.75 });
  page.drawLine({ start: { x: MARGIN + 290, y }, end: { x: MARGIN + WIDTH, y }, thickness: 0.75 });
  y -= LEADING;
  page.drawText('Signature', { x: MARGIN, y, size: NOTE_SIZE, font: regular });
  page.drawText('Date', { x: MARGIN + 290, y, size: NOTE_SIZE, font: regular });
  y -= LEADING;
  write(content.signerName);
  write(`${content.signerTitle}, ${content.organizationName}`);

  // The source of the address, at the foot of every page, so a printed page says where the address comes from.
  const note = clean(`(1) Address for written requests to obtain or change an NTEE code, as published at ${content.destination.sourceUrl}`);
  const noteLines = wrapText(note, regular, NOTE_SIZE, WIDTH);
  const pages = doc.getPages();
  pages.forEach((each, index) => {
    let noteY = MARGIN - 12 + (noteLines.length - 1) * (NOTE_SIZE + 2);
    for (const line of noteLines) {
      each.drawText(line, { x: MARGIN, y: noteY, size: NOTE_SIZE, font: regular, color: rgb(0.25, 0.25, 0.25) });
      noteY -= NOTE_SIZE + 2;
    }
    each.drawText(`Page ${index + 1} of ${pages.length}`, { x: MARGIN + WIDTH - 60, y: MARGIN - 36, size: NOTE_SIZE, font: regular });
  });
  return doc.save();
};
