import { Modal, Stack, Textarea } from '@mantine/core';
import { uploadLease } from '@porchlight/client';
import { type FormEvent, useState } from 'react';
import { notifySuccess, showApiError } from '../../ui/api-error.ts';
import { FormFooter } from '../../ui/form-footer.tsx';

export const LEASE_UPLOADED = 'Lease text uploaded!';
export const LEASE_UPLOAD_ERROR = 'Error uploading lease text. Please try again.';

export interface UploadLeaseModalProps {
  propertyId: string;
  opened: boolean;
  onClose: () => void;
}

/** 'Upload a Lease': the lease text the assistant answers questions from. */
export function UploadLeaseModal({ propertyId, opened, onClose }: UploadLeaseModalProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (text.trim() === '') {
      setError('Please paste the lease text.');
      return;
    }
    setError(null);
    setSending(true);
    const result = await uploadLease({ params: { id: propertyId }, body: { text } });
    setSending(false);
    if (result.status === 200) {
      notifySuccess(LEASE_UPLOADED);
      setText('');
      onClose();
    } else {
      showApiError(result, LEASE_UPLOAD_ERROR);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Upload a Lease" centered size="lg">
      <form onSubmit={handleSubmit} noValidate>
        <Stack>
          <Textarea
            label="Lease text"
            description="Paste the text of your lease; the assistant answers prospects from it."
            autosize
            minRows={8}
            maxRows={16}
            value={text}
            error={error}
            onChange={(event) => setText(event.currentTarget.value)}
          />
          <FormFooter onCancel={onClose} loading={sending} submitLabel="Upload" />
        </Stack>
      </form>
    </Modal>
  );
}
