/**
 * Lease files: what the upload accepts, shared by the dashboard (checked before sending) and
 * the server (checked again, and the format read from the bytes).
 */

/** The largest lease file read: 10 MiB (a long text PDF is well under 1 MB). */
export const MAX_LEASE_FILE_BYTES = 10 * 1024 * 1024;

/** The longest lease text kept, in characters (code points): a long lease many times over. */
export const MAX_LEASE_CHARACTERS = 2_000_000;

/** The file picker's filter: PDF, Word (.docx) and plain text. */
export const LEASE_FILE_ACCEPT =
  '.pdf,.docx,.txt,.text,.md,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document,text/plain';

/** Why a chosen file cannot be sent, in the manager's words; null when it can. */
export function leaseFileProblem(file: { name: string; size: number }): string | null {
  if (file.size === 0) return 'This file is empty.';
  if (file.size > MAX_LEASE_FILE_BYTES) {
    const megabytes = (file.size / (1024 * 1024)).toFixed(1);
    return `This file is ${megabytes} MB; the largest lease file is 10 MB. Upload a smaller file, or paste the text.`;
  }
  if (/\.doc$/i.test(file.name)) {
    return 'This is an older Word file (.doc). Save it as .docx or PDF in Word, then upload that.';
  }
  if (!/\.(pdf|docx|txt|text|md)$/i.test(file.name)) {
    return 'Upload a PDF, a Word file (.docx) or a plain-text file (.txt), or paste the text.';
  }
  return null;
}
