import type { DemoProperty, DemoUnit } from '@porchlight/client';
import { h } from './dom.ts';
import { CAPABILITIES, TEXT } from './texts.ts';
import { amenityLabels, summaryRows } from './unit-summary.ts';

export interface ListingDetailsProps {
  property: DemoProperty;
  unit: DemoUnit;
  /** Shows the spec's listings alert (no listing could be fetched). */
  listingsFailed: boolean;
}

/** The demo property: address, listings alert, unit summary and what the agent can do. */
export function ListingDetails({ property, unit, listingsFailed }: ListingDetailsProps) {
  const amenities = amenityLabels(property);
  return h(
    'div',
    { class: 'listing' },
    h('p', { class: 'eyebrow' }, 'Your demo property'),
    h('h2', { id: 'demo-address', class: 'address' }, property.address),
    listingsFailed && h('p', { class: 'alert', role: 'alert' }, TEXT.listingsFailed),
    h(
      'section',
      { 'aria-labelledby': 'unit-heading' },
      h('h3', { id: 'unit-heading' }, 'Unit summary'),
      h(
        'dl',
        { class: 'summary' },
        summaryRows(unit).map(({ label, value }) =>
          h('div', {}, h('dt', {}, label), h('dd', {}, value)),
        ),
        h(
          'div',
          { class: 'summary-wide' },
          h('dt', {}, 'Amenities'),
          h(
            'dd',
            {},
            amenities.length === 0
              ? 'None listed'
              : h(
                  'ul',
                  { class: 'chips' },
                  amenities.map((label) => h('li', {}, label)),
                ),
          ),
        ),
      ),
    ),
    h(
      'section',
      { 'aria-labelledby': 'capabilities-heading' },
      h('h3', { id: 'capabilities-heading' }, TEXT.capabilitiesHeading),
      h(
        'ul',
        { class: 'checks' },
        CAPABILITIES.map((item) => h('li', {}, item)),
      ),
    ),
  );
}
