import { Alert, FileInput, Group, Loader, Modal, Stack, Text, Textarea } from '@mantine/core';
import { extractLeaseText, uploadLease } from '@porchlight/client';
import { LEASE_FILE_ACCEPT, leaseFileProblem, MAX_LEASE_CHARACTERS } from '@porchlight/domain';
import { type FormEvent, useRef, useState } from 'react';
import { notifySuccess, showApiError } from '../../ui/api-error.ts';
import { FormFooter } from '../../ui/form-footer.tsx';

export const LEASE_UPLOADED = 'Lease text uploaded!';
export const LEASE_UPLOAD_ERROR = 'Error uploading lease text. Please try again.';
export const LEASE_FILE_HINT =
  'PDF, Word (.docx) or plain text, up to 10 MB. Scanned PDFs (pictures of pages) cannot be read.';
export const LEASE_READ_ERROR = 'We could not read this file. Please try again, or paste the text.';

export interface UploadLeaseModalProps {
  propertyId: string;
  opened: boolean;
  onClose: () => void;
}

/** What was read from the chosen file, for the review note. */
interface ReadFrom {
  name: string;
  format: 'PDF' | 'DOCX' | 'TEXT';
  pages?: number;
}

const formatName = { PDF: 'PDF', DOCX: 'Word file', TEXT: 'text file' } as const;

const characters = (text: string) => {
  let count = 0;
  for (const _ of text) count++;
  return count;
};

/** The server's sentence for a refused file; its own words are written for the manager. */
function refusal(result: { status: number; body: unknown }): string | null {
  if (result.status === 401) return null;
  const message = (result.body as { error?: { message?: unknown } } | null)?.error?.message;
  if (result.status >= 400 && result.status < 500 && typeof message === 'string') return message;
  if (result.status === 503 && typeof message === 'string') return message;
  return LEASE_READ_ERROR;
}

/**
 * 'Upload a Lease': a PDF, Word or text file is read on the server and its text shown here to
 * check and correct; or the text is pasted. Nothing reaches the assistant until Save, which
 * stores the text through the one lease upload.
 */
export function UploadLeaseModal({ propertyId, opened, onClose }: UploadLeaseModalProps) {
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const [readFrom, setReadFrom] = useState<ReadFrom | null>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const textRef = useRef<HTMLTextAreaElement>(null);
  /** The latest read, so a slower earlier one cannot overwrite it. */
  const readCount = useRef(0);

  const chooseFile = async (chosen: File | null) => {
    setFile(chosen);
    setFileError(null);
    if (!chosen) return;
    const problem = leaseFileProblem(chosen);
    if (problem) {
      setFileError(problem);
      return;
    }
    const attempt = ++readCount.current;
    setReading(true);
    const result = await extractLeaseText({ params: { id: propertyId }, body: chosen });
    if (attempt !== readCount.current) return;
    setReading(false);
    if (result.status === 200) {
      setText(result.body.text);
      setError(null);
      setReadFrom({ name: chosen.name, format: result.body.format, pages: result.body.pages });
      // The text is what the manager checks next.
      requestAnimationFrame(() => textRef.current?.focus());
    } else {
      setFileError(refusal(result));
    }
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (text.trim() === '') {
      setError('Please choose a lease file or paste the lease text.');
      return;
    }
    if (characters(text) > MAX_LEASE_CHARACTERS) {
      setError(
        `The lease text is too long: at most ${MAX_LEASE_CHARACTERS.toLocaleString('en-US')} characters.`,
      );
      return;
    }
    setError(null);
    setSending(true);
    const result = await uploadLease({ params: { id: propertyId }, body: { text } });
    setSending(false);
    if (result.status === 200) {
      notifySuccess(LEASE_UPLOADED);
      setText('');
      setFile(null);
      setReadFrom(null);
      onClose();
    } else {
      showApiError(result, LEASE_UPLOAD_ERROR);
    }
  };

  const count = characters(text);
  const pages = readFrom?.pages;

  return (
    <Modal opened={opened} onClose={onClose} title="Upload a Lease" centered size="lg">
      <form onSubmit={handleSubmit} noValidate>
        <Stack>
          <FileInput
            label="Lease file"
            description={LEASE_FILE_HINT}
            placeholder="Choose a PDF, Word or text file"
            accept={LEASE_FILE_ACCEPT}
            value={file}
            onChange={(chosen) => void chooseFile(chosen)}
            error={fileError}
            disabled={reading || sending}
            clearable
            clearButtonProps={{ 'aria-label': 'Remove the chosen file' }}
          />
          {reading && (
            <Group gap="xs" role="status">
              <Loader size="xs" aria-hidden />
              <Text size="sm">Reading {file?.name ?? 'the file'}…</Text>
            </Group>
          )}
          {readFrom && !reading && (
            <Alert color="blue" title="Check the text before saving">
              Read from {readFrom.name} ({formatName[readFrom.format]}
              {pages ? `, ${pages} ${pages === 1 ? 'page' : 'pages'}` : ''}). Correct anything that
              came out wrong; Athena answers prospects from this text once you save it.
            </Alert>
          )}
          <Textarea
            ref={textRef}
            label="Lease text"
            description={
              readFrom
                ? 'The text read from your file. Edit it as you need.'
                : 'Choose a file above, or paste the text of your lease; the assistant answers prospects from it.'
            }
            autosize
            minRows={8}
            maxRows={14}
            value={text}
            error={error}
            disabled={reading}
            onChange={(event) => setText(event.currentTarget.value)}
          />
          <Text size="xs" c={count > MAX_LEASE_CHARACTERS ? 'red' : 'dimmed'} mt={-8}>
            {count.toLocaleString('en-US')} of {MAX_LEASE_CHARACTERS.toLocaleString('en-US')}{' '}
            characters
          </Text>
          <FormFooter
            onCancel={onClose}
            loading={sending}
            disabled={reading}
            submitLabel="Save lease"
          />
        </Stack>
      </form>
    </Modal>
  );
}
