import { SEEDED_DEMO } from '@porchlight/domain';
import { ChatFrame } from './chat-frame.ts';
import { readDemoVisitor, rememberDemoVisitor } from './demo-storage.ts';
import { h } from './dom.ts';
import { LeadForm } from './lead-form.ts';
import { ListingDetails } from './listing-details.ts';
import { type DemoLoad, loadDemo } from './load-demo.ts';
import { OwnListingForm } from './own-listing-form.ts';
import { errorText, TEXT } from './texts.ts';

export interface StartDemoOptions {
  /** The element the demo renders into (#demo in index.html). */
  root: HTMLElement;
  /** The page's query string: propertyId and unitId. */
  search: string;
  /** The page's own address, sent as the interest's url when the unit has no listing. */
  pageUrl: string;
  /** Stops the polling (tests; a page simply unloads). */
  signal?: AbortSignal;
}

/** The preparing state; index.html carries the same markup so it shows before the script. */
export const Preparing = () =>
  h(
    'div',
    { class: 'demo-state', role: 'status' },
    h('span', { class: 'spinner', 'aria-hidden': 'true' }),
    h('p', {}, TEXT.preparing),
  );

/** The form that imports a visitor's own listing and opens its demo. */
const TryOwnListing = () =>
  OwnListingForm({
    open: (propertyId, unitId) => {
      const demo = new URL('/demo', window.location.origin);
      demo.searchParams.set('propertyId', propertyId);
      demo.searchParams.set('unitId', unitId);
      window.location.assign(`${demo.pathname}${demo.search}`);
    },
  });

/**
 * /demo naming no listing when the sample one cannot be shown either: the spec's message,
 * the sample listing's link and the form for one's own.
 */
const NoListing = () => {
  const url = new URL('/demo', window.location.origin);
  url.searchParams.set('propertyId', SEEDED_DEMO.propertyId);
  url.searchParams.set('unitId', SEEDED_DEMO.unitId);
  return h(
    'div',
    { class: 'demo-state' },
    h('p', { role: 'alert', class: 'demo-alert' }, TEXT.noPropertyId),
    h('p', {}, TEXT.sampleIntro),
    h('a', { class: 'button', href: `${url.pathname}${url.search}` }, TEXT.sampleLink),
    TryOwnListing(),
  );
};

/** A state that ends the demo: missing ids, an error, no data. */
const Problem = (text: string) =>
  h('div', { class: 'demo-state demo-state--problem', role: 'alert' }, h('p', {}, text));

/**
 * The /demo page's live part (spec, 'Public demo page' and section 4): checks the ids,
 * shows the preparing state while the demo is polled ready, then the listing with the lead
 * form, replaced by the chat once the form is sent (or at once for a returning visitor).
 */
export async function startDemo({ root, search, pageUrl, signal }: StartDemoOptions) {
  const query = new URLSearchParams(search);
  // A visitor who simply opened /demo meets the seeded sample listing, live, with the form
  // to try their own below it; a link that names some ids but not all gets the spec's text.
  const sample = [...query.keys()].length === 0;
  const propertyId = sample ? SEEDED_DEMO.propertyId : (query.get('propertyId')?.trim() ?? '');
  const unitId = sample ? SEEDED_DEMO.unitId : (query.get('unitId')?.trim() ?? '');
  if (!propertyId) return root.replaceChildren(Problem(TEXT.noPropertyId));
  if (!unitId) return root.replaceChildren(Problem(TEXT.noUnitId));

  if (!root.querySelector('[role="status"]')) root.replaceChildren(Preparing());
  const result: DemoLoad = await loadDemo(
    propertyId,
    unitId,
    signal ?? new AbortController().signal,
  );
  if (result.kind === 'stopped') return;
  if (sample && result.kind !== 'ready') return root.replaceChildren(NoListing());
  if (result.kind === 'noData') return root.replaceChildren(Problem(TEXT.noPropertyData));
  if (result.kind === 'error') return root.replaceChildren(Problem(errorText(result.message)));

  const { property, unit, listingUrl } = result;
  const chatSlot = h('div', { class: 'chat-slot' });
  const showChat = (email: string | null, moveFocus: boolean) => {
    chatSlot.replaceChildren(ChatFrame({ propertyId, unitId, email, address: property.address }));
    if (moveFocus) chatSlot.querySelector<HTMLElement>('#chat-panel')?.focus();
  };
  const visitor = readDemoVisitor();
  if (visitor.submitted) {
    showChat(visitor.email, false);
  } else {
    chatSlot.replaceChildren(
      LeadForm({
        propertyId,
        unitId,
        url: listingUrl ?? pageUrl,
        onSubmitted: (email) => {
          rememberDemoVisitor(email);
          showChat(email, true);
        },
      }),
    );
  }
  root.replaceChildren(
    h(
      'div',
      { class: 'demo-ready' },
      ListingDetails({ property, unit, listingsFailed: listingUrl === null }),
      chatSlot,
    ),
    ...(sample ? [TryOwnListing()] : []),
  );
}
