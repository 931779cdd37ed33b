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
