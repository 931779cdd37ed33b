/**
 * The code a manager pastes into their own site to put the chat there (docs/embedding.md):
 * the script tag with the chosen options as data- attributes, or an iframe of /embed.
 */
export interface EmbedOptions {
  /** A CSS colour for the launcher and the chat's accents; '' for Porchlight's. */
  color: string;
  position: 'bottom-right' | 'bottom-left';
  /** The chat's header (name, menu with call and reset, close): on unless turned off. */
  showTopbar: boolean;
  openOnLoad: boolean;
}

export const DEFAULT_EMBED: EmbedOptions = {
  color: '',
  position: 'bottom-right',
  showTopbar: true,
  openOnLoad: false,
};

export interface EmbedTarget {
  origin: string;
  propertyId: string;
  /** null: the property as a whole (the property page's snippet). */
  unitId: string | null;
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The one script tag: the launcher and the panel, with only the options that differ. */
export function scriptSnippet(target: EmbedTarget, options: EmbedOptions): string {
  const attributes = [
    `src="${new URL('/widget/loader.js', target.origin).toString()}"`,
    `data-property-id="${target.propertyId}"`,
    ...(target.unitId ? [`data-unit-id="${target.unitId}"`] : []),
    ...(options.color ? [`data-color="${escapeAttribute(options.color)}"`] : []),
    ...(options.position !== 'bottom-right' ? [`data-position="${options.position}"`] : []),
    // The panel has its header by default; the frame only when asked (spec: showTopbar).
    ...(options.showTopbar ? [] : ['data-show-topbar="false"']),
    ...(options.openOnLoad ? ['data-open-on-load'] : []),
  ];
  return `<script\n  async\n  ${attributes.join('\n  ')}\n></script>`;
}

/** The chat alone, in a frame the site sizes and places itself. */
export function iframeSnippet(target: EmbedTarget, options: EmbedOptions): string {
  const url = new URL('/embed', target.origin);
  url.searchParams.set('propertyId', target.propertyId);
  if (target.unitId) url.searchParams.set('unitId', target.unitId);
  if (options.color) url.searchParams.set('color', options.color);
  if (options.showTopbar) url.searchParams.set('showTopbar', 'true');
  return `<iframe\n  src="${escapeAttribute(url.toString())}"\n  title="Chat with Athena about this home"\n  style="width: 100%; max-width: 420px; height: 640px; border: 0"\n  allow="clipboard-write"\n></iframe>`;
}

/**
 * A stand-in listing page with the script tag in it, for the live preview's frame: the real
 * loader and chat, with the chosen options, talking to Athena for this property.
 */
export function previewPage(snippet: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Your listing page</title>
<style>
  body { margin: 0; font: 14px/1.5 system-ui, sans-serif; color: #495057; background: #f8f9fa; }
  main { padding: 16px; max-width: 640px; }
  h1 { font-size: 16px; margin: 0 0 8px; color: #212529; }
  .line { height: 10px; background: #e9ecef; border-radius: 4px; margin: 8px 0; }
  .photo { height: 96px; background: #e9ecef; border-radius: 8px; margin: 12px 0; }
</style>
</head>
<body>
<main>
  <h1>Your listing page</h1>
  <p>This is the real chat, as prospects will see it. Try it as one would.</p>
  <div class="photo"></div>
  <div class="line" style="width: 90%"></div>
  <div class="line" style="width: 75%"></div>
  <div class="line" style="width: 60%"></div>
</main>
${snippet}
</body>
</html>`;
}
