import { Button, Group, Stack, TagsInput } from '@mantine/core';
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
  const [sites, setSites] = useState<string[]>([]);
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    void getProperty({ params: { id: propertyId } }, { signal: controller.signal }).then(
      (result) => {
        if (result.status !== 200) return;
        setSaved(result.body.websiteOrigins ?? []);
        setSites(result.body.websiteOrigins ?? []);
      },
    );
    return () => controller.abort();
  }, [propertyId]);

  const change = (typed: string[]) => {
    const origins = typed.map(originOf);
    const bad = typed.find((_, i) => origins[i] === null);
    setError(bad ? `"${bad}" is not a web address. Enter it like https://www.example.com` : '');
    setSites([...new Set(origins.filter((o): o is string => o !== null))]);
  };
  const save = async () => {
    setSaving(true);
    const property = await saveProperty(propertyId, { websiteOrigins: sites });
    setSaving(false);
    if (property) setSaved(property.websiteOrigins ?? []);
  };
  const unsaved = saved !== null && sites.join(' ') !== saved.join(' ');

  return (
    <Stack gap="xs">
      <TagsInput
        label="Your website"
        description="Login links bring prospects back to the page they chatted on when it is on one of these sites."
        placeholder={sites.length ? '' : 'https://www.example.com'}
        value={sites}
        onChange={change}
        error={error || undefined}
        maxTags={10}
        splitChars={[',', ' ']}
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
