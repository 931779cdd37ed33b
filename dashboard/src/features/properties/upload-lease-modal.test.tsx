import { afterEach, describe, expect, it } from 'vitest';
import { render, resetAfterTest, screen, serveApi, waitFor } from '../../../test-utils/index.ts';
import { LEASE_FILE_HINT, UploadLeaseModal } from './upload-lease-modal.tsx';

afterEach(resetAfterTest);

const ID = '0b7d1f5e-8a3c-4f1e-9d2b-6c5a4e3f2a1b';
const SCANNED =
  'This PDF has no text we can read — it looks scanned. Upload a text PDF, a Word file, or paste the text.';

const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const leaseText = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Lease text' });

describe('Upload a Lease', () => {
  it('reads a chosen file, shows its text to check and edit, and saves only on Save', async () => {
    const api = serveApi({
      extractLeaseText: {
        status: 200,
        body: { text: 'Clause 14. Bikes live in the bike cage.', format: 'PDF', pages: 3 },
      },
      uploadLease: { status: 200, body: { ok: true } },
    });
    const { user } = render(<UploadLeaseModal propertyId={ID} opened onClose={() => {}} />);
    expect(screen.getByText(LEASE_FILE_HINT)).toBeTruthy();
    const file = new File(['%PDF-1.4'], 'lease.pdf', { type: 'application/pdf' });
    await user.upload(fileInput(), file);
    await waitFor(() => expect(leaseText().value).toBe('Clause 14. Bikes live in the bike cage.'));
    expect(screen.getByText(/Read from lease\.pdf \(PDF, 3 pages\)/)).toBeTruthy();
    const [call] = api.callsTo('extractLeaseText');
    expect(call?.params).toEqual({ id: ID });
    // The file itself is sent: its bytes and its type, not JSON.
    const sent = call?.body as unknown as Blob;
    expect(sent.type).toBe('application/pdf');
    expect(await sent.text()).toBe('%PDF-1.4');
    expect(api.callsTo('uploadLease')).toHaveLength(0);

    await user.type(leaseText(), ' Clause 15. Quiet after 10.');
    await user.click(screen.getByRole('button', { name: 'Save lease' }));
    await waitFor(() => expect(api.callsTo('uploadLease')).toHaveLength(1));
    expect(api.callsTo('uploadLease')[0]?.body).toEqual({
      text: 'Clause 14. Bikes live in the bike cage. Clause 15. Quiet after 10.',
    });
  });

  it("shows the server's words for a refused file and keeps the text as it was", async () => {
    serveApi({
      extractLeaseText: {
        status: 400,
        body: { error: { code: 'VALIDATION', message: SCANNED, field: 'file' } },
      },
    });
    const { user } = render(<UploadLeaseModal propertyId={ID} opened onClose={() => {}} />);
    await user.type(leaseText(), 'Pasted before.');
    await user.upload(fileInput(), new File(['%PDF-1.4'], 'scan.pdf', { type: 'application/pdf' }));
    await screen.findByText(SCANNED);
    expect(leaseText().value).toBe('Pasted before.');
  });

  it('refuses a file over 10 MB before sending it', async () => {
    const api = serveApi({});
    const { user } = render(<UploadLeaseModal propertyId={ID} opened onClose={() => {}} />);
    const big = new File(['x'], 'big.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
    await user.upload(fileInput(), big);
    await screen.findByText(/This file is 11\.0 MB; the largest lease file is 10 MB/);
    expect(api.callsTo('extractLeaseText')).toHaveLength(0);
  });

  it('still takes pasted text, with its limit shown', async () => {
    const api = serveApi({ uploadLease: { status: 200, body: { ok: true } } });
    const { user } = render(<UploadLeaseModal propertyId={ID} opened onClose={() => {}} />);
    expect(screen.getByText('0 of 2,000,000 characters')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save lease' }));
    expect(
      await screen.findByText('Please choose a lease file or paste the lease text.'),
    ).toBeTruthy();
    await user.type(leaseText(), 'Rent is due on the 1st.');
    await user.click(screen.getByRole('button', { name: 'Save lease' }));
    await waitFor(() => expect(api.callsTo('uploadLease')).toHaveLength(1));
  });
});
