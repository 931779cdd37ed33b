import { Button, Group, Stack, TextInput } from '@mantine/core';
import { getProperty } from '@porchlight/client';
import { useEffect, useState } from 'react';
import { saveProperty } from '../properties/save-property.ts';

/** A typed site as the origin browsers send ('https://www.example.com'), or null. */
export function originOf(text: string): string | null {
  const trimmed = text.trim();
  const withScheme = /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  if (!URL.canParse(withScheme)) return null;
  const url = new URL(withScheme);
  return url.hostname.includes('.') || url.hostname === 'localhost' ? url.origin : null;
}

/**
 * The manager's own sites: a prospect who asks for a login link from a listing page on one
 * of them gets a link back to that page; from anywhere else, to the chat page. Naming the
 * sites is what allows it (anyone could name a page of their own otherwise).
 */
export function WebsiteOrigins({ propertyId }: { propertyId: string }) {
  const [saved, setSaved] = useState<string[] | null>(null);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    void getProperty({ params: { id: propertyId } }, { signal: controller.signal }).then(
      (result) => {
        if (result.status !== 200) return;
        setSaved(result.body.websiteOrigins ?? []);
        setTyped((result.body.websiteOrigins ?? []).join(', '));
      },
    );
    return () => controller.abort();
  }, [propertyId]);

  const entries = typed.split(/[\s,]+/).filter(Boolean);
  const save = async () => {
    const origins = entries.map(originOf);
    const bad = entries.find((_, i) => origins[i] === null);
    if (bad) {
      setError(`"${bad}" is not a web address. Enter it like https://www.example.com`);
      return;
    }
    if (origins.length > 10) {
      setError('Name at most 10 sites.');
      return;
    }
    setError('');
    setSaving(true);
    const sites = [...new Set(origins as string[])];
    const property = await saveProperty(propertyId, { websiteOrigins: sites });
    setSaving(false);
    if (property) {
      setSaved(property.websiteOrigins ?? []);
      setTyped((property.websiteOrigins ?? []).join(', '));
    }
  };
  const unsaved = saved !== null && entries.join(' ') !== saved.join(' ');

  return (
    <Stack gap="xs">
      <TextInput
        label="Your website"
        description="Login links bring prospects back to the page they chatted on when it is on one of these sites (separate several with commas)."
        placeholder="https://www.example.com"
        value={typed}
        onChange={(event) => setTyped(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') void save();
        }}
        error={error || undefined}
        disabled={saved === null}
      />
      {unsaved && (
        <Group justify="flex-end">
          <Button variant="light" onClick={save} loading={saving}>
            Save sites
          </Button>
        </Group>
      )}
    </Stack>
  );
}
