import {
  Button,
  Checkbox,
  Group,
  Input,
  Paper,
  SegmentedControl,
  Stack,
  Tabs,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { notifySuccess, showApiError } from '../../ui/api-error.ts';
import { CopyLinkField } from '../../ui/copy-link-field.tsx';
import { copyText } from '../../ui/copy-text.ts';
import { chatLink } from '../units/chat-link.ts';
import {
  DEFAULT_EMBED,
  type EmbedOptions,
  type EmbedTarget,
  iframeSnippet,
  previewPage,
  scriptSnippet,
} from './snippet.ts';
import { WebsiteOrigins } from './website-origins.tsx';

/** Porchlight's own accent, shown in the colour picker until the manager picks theirs. */
const DEFAULT_COLOR = '#1c64d9';

function CodeField({ label, code }: { label: string; code: string }) {
  const copy = async () => {
    if (await copyText(code)) notifySuccess('Copied!');
    else showApiError(null, 'Could not copy the code. Select it and copy it by hand.');
  };
  return (
    <Stack gap="xs">
      <Textarea
        label={label}
        readOnly
        autosize
        minRows={3}
        value={code}
        styles={{ input: { fontFamily: 'monospace', fontSize: 13 } }}
        onFocus={(event) => event.currentTarget.select()}
      />
      <Group justify="flex-end">
        <Button onClick={copy}>Copy code</Button>
      </Group>
    </Stack>
  );
}

/**
 * The real chat on a stand-in page, with the options as chosen (a change reloads it, once
 * the colour picker has settled): the launcher where it will be, and Athena answering.
 */
function LivePreview({ target, options }: { target: EmbedTarget; options: EmbedOptions }) {
  const [settled] = useDebouncedValue(options, 400);
  const page = previewPage(scriptSnippet(target, settled));
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id="embed-preview-label">
        Live preview
      </Text>
      <Text size="xs" c="dimmed">
        The real chat for this {target.unitId ? 'unit' : 'property'}: a conversation started here is
        a test chat and shows in your leads.
      </Text>
      <iframe
        key={page}
        title="Live preview of the chat on your page"
        aria-describedby="embed-preview-label"
        srcDoc={page}
        style={{
          width: '100%',
          height: 560,
          border: '1px dashed var(--mantine-color-gray-4)',
          borderRadius: 8,
          background: 'var(--mantine-color-gray-0)',
        }}
      />
    </Stack>
  );
}

/**
 * 'Add to your website': the chat for the manager's own site in one copy, as a script tag
 * (a button and a panel), an iframe or a link, with the options that matter and the real chat to try.
 */
export function EmbedCard({ propertyId, unitId }: { propertyId: string; unitId: string | null }) {
  const [options, setOptions] = useState<EmbedOptions>(DEFAULT_EMBED);
  const target: EmbedTarget = { origin: window.location.origin, propertyId, unitId };
  const set = (change: Partial<EmbedOptions>) =>
    setOptions((current) => ({ ...current, ...change }));
  const link = unitId
    ? chatLink(target.origin, propertyId, unitId)
    : `${target.origin}/chat?propertyId=${propertyId}`;

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="embed-title">
      <Title order={2} size="h4" id="embed-title">
        Add to your website
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Paste this into your own listing page: prospects chat with Athena without leaving it.
      </Text>
      <Stack gap="md">
        <Group gap="lg" align="flex-end" wrap="wrap">
          <Stack gap={4}>
            <Text component="label" htmlFor="embed-color" size="sm" fw={500}>
              Colour
            </Text>
            <input
              id="embed-color"
              type="color"
              value={options.color || DEFAULT_COLOR}
              onChange={(event) => set({ color: event.currentTarget.value })}
              style={{ width: 48, height: 36, border: 0, background: 'none', padding: 0 }}
            />
          </Stack>
          <Input.Wrapper label="Position">
            <SegmentedControl
              aria-label="Position"
              value={options.position}
              onChange={(value) =>
                set({ position: value === 'bottom-left' ? 'bottom-left' : 'bottom-right' })
              }
              data={[
                { value: 'bottom-left', label: 'Bottom left' },
                { value: 'bottom-right', label: 'Bottom right' },
              ]}
            />
          </Input.Wrapper>
          <Stack gap={6}>
            <Checkbox
              label="Show the header (name, menu, close)"
              checked={options.showTopbar}
              onChange={(event) => set({ showTopbar: event.currentTarget.checked })}
            />
            <Checkbox
              label="Open when the page loads"
              checked={options.openOnLoad}
              onChange={(event) => set({ openOnLoad: event.currentTarget.checked })}
            />
          </Stack>
        </Group>
        <LivePreview target={target} options={options} />
        <WebsiteOrigins propertyId={propertyId} />
        <Tabs defaultValue="script" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="script">Script tag</Tabs.Tab>
            <Tabs.Tab value="iframe">Iframe</Tabs.Tab>
            <Tabs.Tab value="link">Link</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="script" pt="sm">
            <CodeField
              label="Paste before </body> on your page"
              code={scriptSnippet(target, options)}
            />
          </Tabs.Panel>
          <Tabs.Panel value="iframe" pt="sm">
            <CodeField
              label="Paste where the chat should be"
              code={iframeSnippet(target, options)}
            />
          </Tabs.Panel>
          <Tabs.Panel value="link" pt="sm">
            <CopyLinkField
              label="Link to the chat"
              link={link}
              failure="Could not copy the link. Select it and copy it by hand."
            />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Paper>
  );
}
