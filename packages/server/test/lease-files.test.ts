import { deflateRawSync } from 'node:zlib';
import { MAX_LEASE_FILE_BYTES } from '@porchlight/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leaseChunks } from '../src/db/schema/index.ts';
import {
  extractLeaseFile,
  TOO_LARGE_UNPACKED,
  TOO_SLOW,
} from '../src/modules/lease-files/lease-files.extract.ts';
import {
  NOT_A_LEASE_FILE,
  OLD_WORD_FILE,
  SCANNED_PDF,
} from '../src/modules/lease-files/lease-files.read.ts';
import { FILE_TOO_LARGE } from '../src/modules/lease-files/lease-files.routes.ts';
import {
  docx,
  docxParts,
  inflatingPdf,
  scannedPdf,
  textPdf,
  zipOf,
} from './fixtures/leases/build.ts';
import { createManager, createTestApp, type TestApp, type TestManager } from './helpers.ts';

const PDF_PAGES = [
  [
    'RESIDENTIAL LEASE AGREEMENT',
    'Clause 1. Rent of $2,150 is due on the first day of each month.',
    'Clause 2. A late fee of $75 applies after the fifth day.',
  ],
  [
    'Clause 14. Bicycles are kept in the basement bike cage, never in hallways.',
    'Clause 15. Quiet hours run from 10 p.m. to 7 a.m.',
  ],
];

let t: TestApp;
let owner: TestManager;
let other: TestManager;
let propertyId: string;

const extract = (
  body: Buffer,
  type = 'application/octet-stream',
  manager: TestManager = owner,
  id = propertyId,
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/properties/${id}/lease-file-text`,
    headers: { ...manager.headers, 'content-type': type },
    payload: body,
  });

const storedPassages = async () =>
  (await t.app.db.select().from(leaseChunks).where(eq(leaseChunks.propertyId, propertyId))).length;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createManager(t.app);
  other = await createManager(t.app);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/v1/properties',
    headers: owner.headers,
    payload: { address: '40 Harbor Lane', type: 'APARTMENT' },
  });
  propertyId = created.json().id;
});
afterAll(() => t.close());

describe('a lease file read for review', () => {
  it('reads a text PDF page by page, lines kept, and stores nothing', async () => {
    const response = await extract(textPdf(PDF_PAGES), 'application/pdf');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ format: 'PDF', pages: 2 });
    expect(body.text).toContain('Clause 1. Rent of $2,150 is due on the first day of each month.');
    expect(body.text).toContain(
      'Clause 14. Bicycles are kept in the basement bike cage, never in hallways.',
    );
    // The second page's text follows the first's after a blank line.
    expect(body.text.indexOf('Clause 14')).toBeGreaterThan(body.text.indexOf('Clause 2'));
    expect(body.text).toMatch(/after the fifth day\.\n\nClause 14/);
    expect(await storedPassages()).toBe(0);
  });

  it('reads a Word file (.docx) paragraph by paragraph', async () => {
    const response = await extract(
      docx(['Clause 7. Pets need written consent.', 'Clause 8. Parking spot 12 is included.']),
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      format: 'DOCX',
      text: 'Clause 7. Pets need written consent.\n\nClause 8. Parking spot 12 is included.',
    });
  });

  it('reads plain text, whatever the Content-Type says, tidied for the lease editor', async () => {
    const text =
      'Clause 3. Utilities:  water included.  \r\n\r\n\r\n\r\nClause 4. No smoking.\u0007';
    const response = await extract(Buffer.from(text, 'utf8'), 'application/pdf');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      format: 'TEXT',
      text: 'Clause 3. Utilities:  water included.\n\nClause 4. No smoking.',
    });
    // Windows-1252 (an older editor's text file) reads too.
    const latin = await extract(Buffer.from('Caf\xe9 on site. Clause 9 applies.', 'latin1'));
    expect(latin.json().text).toBe('Café on site. Clause 9 applies.');
  });

  it('refuses a scanned PDF (pictures, no text layer) with the words to act on', async () => {
    const response = await extract(scannedPdf(3), 'application/pdf');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'VALIDATION',
      message: SCANNED_PDF,
      field: 'file',
    });
    expect(SCANNED_PDF).toBe(
      'This PDF has no text we can read — it looks scanned. Upload a text PDF, a Word file, or paste the text.',
    );
  });

  it('refuses a file over 10 MB before reading it, and a text longer than a lease', async () => {
    const response = await extract(Buffer.alloc(MAX_LEASE_FILE_BYTES + 1, 0x61), 'text/plain');
    expect(response.statusCode).toBe(413);
    expect(response.json().error.message).toBe(FILE_TOO_LARGE);
    // A file within the size whose text is longer than a lease's: 413 in other words.
    const limit = await extract(Buffer.alloc(2_000_001, 0x61), 'text/plain');
    expect(limit.statusCode).toBe(413);
    expect(limit.json().error.message).toBe(
      'The text in this file is too long for a lease: at most 2,000,000 characters.',
    );
  });

  it('refuses other kinds of file: a picture, an older Word file, an empty body', async () => {
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
      Buffer.alloc(200, 7),
    ]);
    const picture = await extract(png, 'image/png');
    expect(picture.statusCode).toBe(400);
    expect(picture.json().error.message).toBe(NOT_A_LEASE_FILE);
    const doc = Buffer.concat([
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
      Buffer.alloc(512),
    ]);
    expect((await extract(doc, 'application/msword')).json().error.message).toBe(OLD_WORD_FILE);
    const zip = zipOf([{ name: 'photo.txt', data: Buffer.from('not a lease') }]);
    expect((await extract(zip, 'application/zip')).json().error.message).toBe(NOT_A_LEASE_FILE);
    const empty = await extract(Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe('Choose a lease file to upload.');
  });

  it('refuses a Word file that unpacks to far more than it holds (a zip bomb)', async () => {
    const parts = docxParts(['Clause 1.']);
    const bomb = Buffer.alloc(64 * 1024 * 1024, 0x20);
    const file = zipOf([...parts, { name: 'word/media/filler.xml', data: bomb }]);
    expect(file.length).toBeLessThan(MAX_LEASE_FILE_BYTES);
    expect(deflateRawSync(bomb).length * 200).toBeLessThan(bomb.length);
    const response = await extract(file);
    expect(response.statusCode).toBe(413);
    expect(response.json().error.message).toMatch(/unpacks to far more than it holds/);
  });

  it('refuses a Word file whose directory understates what a part holds', async () => {
    const [types, rels, document] = docxParts(['Clause 1.']);
    const padded = Buffer.concat([document!.data, Buffer.alloc(32 * 1024 * 1024, 0x20)]);
    // Declared as its honest first kilobytes: the directory alone passes every check.
    const file = zipOf([
      types!,
      rels!,
      { name: 'word/document.xml', data: padded, declaredSize: document!.data.length },
    ]);
    const response = await extract(file);
    expect(response.statusCode).toBe(413);
    expect(response.json().error.message).toMatch(/unpacks to far more than it holds/);
  });

  it('answers 404 to a manager who does not own the property, and 401 without a session', async () => {
    const foreign = await extract(textPdf(PDF_PAGES), 'application/pdf', other);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('Clause');
    const none = await t.app.inject({
      method: 'POST',
      url: `/api/v1/properties/${propertyId}/lease-file-text`,
      headers: { 'content-type': 'application/pdf' },
      payload: textPdf(PDF_PAGES),
    });
    expect(none.statusCode).toBe(401);
  });

  it('leaves JSON to every other route (its body parser is its own)', async () => {
    const saved = await t.app.inject({
      method: 'POST',
      url: `/api/v1/embeddings/properties/${propertyId}/lease`,
      headers: owner.headers,
      payload: { text: 'Clause 14. Bicycles are kept in the basement bike cage.' },
    });
    expect(saved.statusCode).toBe(200);
    expect(await storedPassages()).toBeGreaterThan(0);
  });
});

describe('the reading thread', () => {
  it('is stopped at its deadline, answering in words', async () => {
    expect(await extractLeaseFile(textPdf(PDF_PAGES), 1000, { timeoutMs: 1 })).toEqual({
      ok: false,
      status: 413,
      message: TOO_SLOW,
    });
  });

  it('is stopped when what a PDF inflates to grows the process past its bound', async () => {
    const limits = { growthMb: 192 };
    // A text PDF reads within the bound (the thread and the reader take about 100 MB)…
    expect(await extractLeaseFile(textPdf(PDF_PAGES), 1000, limits)).toMatchObject({ ok: true });
    // …one page that inflates to 320 MB does not.
    expect(await extractLeaseFile(await inflatingPdf(320), 1000, limits)).toEqual({
      ok: false,
      status: 413,
      message: TOO_LARGE_UNPACKED,
    });
  });
});
