/**
 * Reads a lease file's text: a PDF with a text layer (pdfjs-dist), a Word file (.docx, mammoth)
 * or plain text. Runs on the extraction thread (lease-files.extract-worker.ts), which holds it
 * to a deadline and a memory limit; the checks here refuse what is plainly not a lease early,
 * with words a manager can act on.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { inflateRawSync } from 'node:zlib';

export type LeaseFileFormat = 'PDF' | 'DOCX' | 'TEXT';

/** Why a file was refused: each with the sentence the manager reads. */
export class LeaseFileRefusal extends Error {
  override name = 'LeaseFileRefusal';
  readonly status: 400 | 413;
  constructor(message: string, status: 400 | 413 = 400) {
    super(message);
    this.status = status;
  }
}

export const NOT_A_LEASE_FILE =
  'This file is not a PDF, a Word file (.docx) or plain text. Upload one of those, or paste the text.';
export const SCANNED_PDF =
  'This PDF has no text we can read — it looks scanned. Upload a text PDF, a Word file, or paste the text.';
export const PROTECTED_PDF =
  'This PDF is protected by a password. Save a copy without the password, or paste the text.';
export const OLD_WORD_FILE =
  'This is an older Word file (.doc). Save it as .docx or PDF in Word, then upload that.';
export const UNREADABLE_FILE =
  'We could not read this file; it may be damaged. Try saving it again, or paste the text.';

/** Pages read from one PDF: a lease is tens of pages; past this it is not a lease. */
export const MAX_PDF_PAGES = 500;
/**
 * A PDF whose pages hold fewer readable characters than this on average has no text layer
 * (a scan, a photo): its text would be page numbers and stray marks.
 */
export const MIN_CHARACTERS_PER_PAGE = 40;
/** Entries in one .docx: Word writes about 10–40. */
const MAX_ZIP_ENTRIES = 2_000;
/** The uncompressed size a .docx may declare, all parts together. */
const MAX_DOCX_UNCOMPRESSED = 200 * 1024 * 1024;
/** Deflate packs text about 3–10 times; a part packed more than this is a bomb. */
const MAX_COMPRESSION_RATIO = 200;

const startsWith = (bytes: Uint8Array, ...prefix: number[]) =>
  prefix.every((byte, i) => bytes[i] === byte);

/** The file's format from its first bytes (never from its name or declared type). */
export function sniff(bytes: Uint8Array): LeaseFileFormat {
  // A PDF's header may follow up to 1 KB of junk (PDF 32000-1, annex H).
  const head = Buffer.from(bytes.subarray(0, 1024)).toString('latin1');
  if (head.includes('%PDF-')) return 'PDF';
  if (startsWith(bytes, 0x50, 0x4b, 0x03, 0x04)) return 'DOCX';
  if (startsWith(bytes, 0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1)) {
    throw new LeaseFileRefusal(OLD_WORD_FILE);
  }
  if (head.startsWith('{\\rtf')) {
    throw new LeaseFileRefusal(
      'Rich Text (.rtf) files are not read. Save it as .docx or PDF, then upload that.',
    );
  }
  return 'TEXT';
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is this pattern's job.
const CONTROL = /[\u0000-\u0008\u000B\u000E-\u001F\u007F]/g;

/**
 * The text as the lease editor keeps it: one kind of line break, no control characters (the
 * save refuses them), no trailing spaces, at most one blank line in a row.
 */
export function tidy(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/\f/g, '\n\n')
    .replace(CONTROL, '')
    .replace(/[ \t\u00A0]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Plain text: UTF-8 (or UTF-16 with its mark), else Windows-1252; binary data is refused. */
export function readPlainText(bytes: Uint8Array): string {
  let text: string;
  if (startsWith(bytes, 0xff, 0xfe)) text = new TextDecoder('utf-16le').decode(bytes);
  else if (startsWith(bytes, 0xfe, 0xff)) text = new TextDecoder('utf-16be').decode(bytes);
  else if (bytes.includes(0)) throw new LeaseFileRefusal(NOT_A_LEASE_FILE);
  else {
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      text = new TextDecoder('windows-1252').decode(bytes);
    }
  }
  // A picture or an archive decodes to mostly control characters and replacement marks.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: counting them is this pattern's job.
  const odd = text.match(/[\u0000-\u0008\u000E-\u001F\u007F\uFFFD]/g)?.length ?? 0;
  if (odd > Math.max(8, text.length / 100)) throw new LeaseFileRefusal(NOT_A_LEASE_FILE);
  return text;
}

const BOMB = 'This Word file unpacks to far more than it holds; it cannot be read safely.';

/**
 * Inflates one part, stopping at the size the directory declares for it: a part that holds
 * more than it declares (a directory that lies) is refused before it can fill memory, which
 * the thread's heap limit would not catch (inflated bytes live outside the JavaScript heap).
 */
function checkPart(view: Buffer, local: number, method: number, compressed: number, size: number) {
  if (local + 30 > view.length || view.readUInt32LE(local) !== 0x04034b50) {
    throw new LeaseFileRefusal(UNREADABLE_FILE);
  }
  const start = local + 30 + view.readUInt16LE(local + 26) + view.readUInt16LE(local + 28);
  if (start + compressed > view.length) throw new LeaseFileRefusal(UNREADABLE_FILE);
  if (method === 0) {
    if (compressed !== size) throw new LeaseFileRefusal(UNREADABLE_FILE);
    return;
  }
  if (method !== 8) throw new LeaseFileRefusal(UNREADABLE_FILE);
  let inflated: Buffer;
  try {
    inflated = inflateRawSync(view.subarray(start, start + compressed), {
      maxOutputLength: Math.max(1, size),
    });
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') {
      throw new LeaseFileRefusal(BOMB, 413);
    }
    throw new LeaseFileRefusal(UNREADABLE_FILE);
  }
  if (inflated.length !== size) throw new LeaseFileRefusal(UNREADABLE_FILE);
}

/**
 * Checks a .docx's zip before the Word reader opens it: a bounded number of parts, a bounded
 * declared size, no part packed like a bomb, a Word document inside, and every part holding
 * exactly what the directory declares (each inflated here, stopped at its declared size).
 */
export function checkDocxZip(bytes: Uint8Array): void {
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The end-of-central-directory record: in the last 22 + 65,535 bytes.
  let end = -1;
  for (let at = view.length - 22; at >= Math.max(0, view.length - 22 - 65_535); at--) {
    if (view.readUInt32LE(at) === 0x06054b50) {
      end = at;
      break;
    }
  }
  if (end < 0) throw new LeaseFileRefusal(UNREADABLE_FILE);
  const entries = view.readUInt16LE(end + 10);
  let at = view.readUInt32LE(end + 16);
  if (entries > MAX_ZIP_ENTRIES) throw new LeaseFileRefusal(NOT_A_LEASE_FILE);
  let total = 0;
  let hasDocument = false;
  const parts: { method: number; compressed: number; size: number; local: number }[] = [];
  for (let i = 0; i < entries; i++) {
    if (at + 46 > view.length || view.readUInt32LE(at) !== 0x02014b50) {
      throw new LeaseFileRefusal(UNREADABLE_FILE);
    }
    const compressed = view.readUInt32LE(at + 20);
    const size = view.readUInt32LE(at + 24);
    const nameLength = view.readUInt16LE(at + 28);
    const extra = view.readUInt16LE(at + 30);
    const comment = view.readUInt16LE(at + 32);
    const name = view.toString('utf8', at + 46, at + 46 + nameLength);
    if (name === 'word/document.xml') hasDocument = true;
    total += size;
    if (size > 1024 * 1024 && size > compressed * MAX_COMPRESSION_RATIO) {
      throw new LeaseFileRefusal(BOMB, 413);
    }
    parts.push({
      method: view.readUInt16LE(at + 10),
      compressed,
      size,
      local: view.readUInt32LE(at + 42),
    });
    at += 46 + nameLength + extra + comment;
  }
  if (total > MAX_DOCX_UNCOMPRESSED) {
    throw new LeaseFileRefusal('This Word file is too large to read once unpacked.', 413);
  }
  if (!hasDocument) throw new LeaseFileRefusal(NOT_A_LEASE_FILE);
  for (const part of parts) checkPart(view, part.local, part.method, part.compressed, part.size);
}

export async function readDocx(bytes: Uint8Array): Promise<string> {
  checkDocxZip(bytes);
  const mammoth = (await import('mammoth')).default;
  try {
    const { value } = await mammoth.extractRawText({ buffer: Buffer.from(bytes) });
    return value;
  } catch {
    throw new LeaseFileRefusal(UNREADABLE_FILE);
  }
}

/** Where pdfjs-dist keeps its character maps and standard fonts (needed for some PDFs' text). */
function pdfjsData() {
  const root = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
  const folder = (name: string) => `${pathToFileURL(join(root, name)).pathname}/`;
  return { cMapUrl: folder('cmaps'), standardFontDataUrl: folder('standard_fonts') };
}

/** Counts letters and digits: what a text layer has and a scan's stray marks lack. */
const readable = (text: string) => text.match(/[\p{L}\p{N}]/gu)?.length ?? 0;

/**
 * A PDF's text layer, page by page, lines kept. Refused: a password, more than 500 pages,
 * a text longer than `maxCharacters`, and a file with next to no text (a scan).
 */
export async function readPdf(
  bytes: Uint8Array,
  maxCharacters: number,
): Promise<{ text: string; pages: number }> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = getDocument({
    data: new Uint8Array(bytes),
    ...pdfjsData(),
    cMapPacked: true,
    disableFontFace: true,
    useSystemFonts: false,
    // Text needs no pictures: none is decoded past this size.
    maxImageSize: 1024 * 1024,
    verbosity: 0,
  });
  try {
    let document: Awaited<typeof task.promise>;
    try {
      document = await task.promise;
    } catch (error) {
      if ((error as { name?: string }).name === 'PasswordException') {
        throw new LeaseFileRefusal(PROTECTED_PDF);
      }
      throw new LeaseFileRefusal(UNREADABLE_FILE);
    }
    const pages = document.numPages;
    if (pages > MAX_PDF_PAGES) {
      throw new LeaseFileRefusal(
        `This PDF has ${pages.toLocaleString('en-US')} pages; a lease of at most ${MAX_PDF_PAGES} pages is read.`,
        413,
      );
    }
    const parts: string[] = [];
    let length = 0;
    for (let number = 1; number <= pages; number++) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      let text = '';
      for (const item of content.items) {
        if (!('str' in item)) continue;
        text += item.str + (item.hasEOL ? '\n' : '');
      }
      page.cleanup();
      parts.push(text);
      length += text.length;
      if (length > maxCharacters * 2) break;
    }
    const text = parts.join('\n\n');
    // Fewer readable characters than a short paragraph per page: a scan, or a photo.
    if (readable(text) < MIN_CHARACTERS_PER_PAGE * pages) throw new LeaseFileRefusal(SCANNED_PDF);
    return { text, pages };
  } finally {
    await task.destroy();
  }
}

export interface LeaseFileText {
  text: string;
  format: LeaseFileFormat;
  pages?: number;
}

/** Reads any accepted lease file; refuses the rest with a LeaseFileRefusal. */
export async function readLeaseFile(
  bytes: Uint8Array,
  maxCharacters: number,
): Promise<LeaseFileText> {
  if (bytes.length === 0) throw new LeaseFileRefusal('This file is empty.');
  const format = sniff(bytes);
  let raw: string;
  let pages: number | undefined;
  if (format === 'PDF') ({ text: raw, pages } = await readPdf(bytes, maxCharacters));
  else if (format === 'DOCX') raw = await readDocx(bytes);
  else raw = readPlainText(bytes);
  const text = tidy(raw);
  if (format === 'PDF' && readable(text) === 0) throw new LeaseFileRefusal(SCANNED_PDF);
  if (readable(text) === 0) throw new LeaseFileRefusal('This file has no text in it.');
  let count = 0;
  for (const _ of text) {
    if (++count > maxCharacters) {
      throw new LeaseFileRefusal(
        `The text in this file is too long for a lease: at most ${maxCharacters.toLocaleString('en-US')} characters.`,
        413,
      );
    }
  }
  return pages === undefined ? { text, format } : { text, format, pages };
}
