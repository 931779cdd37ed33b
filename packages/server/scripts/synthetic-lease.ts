/**
 * A long synthetic lease for benches and measurement: numbered clauses drawn from varied
 * templates with varied fillers (rooms, items, sums, days, parties), cut into sentences, in
 * the register of real residential leases. Inventories and schedules name words drawn from
 * the vectors' vocabulary (ranks 1,000–30,000), so the lease has a real lease's thousands of
 * distinct words (what near-word look-ups scan), not only the templates' few hundred.
 * Deterministic: the same length gives the same text. Not a fixture of any property: it is the haystack facts are ranked among.
 */
import type { Sentence } from '../src/ai/meaning/sentence-index.ts';
import { vectors } from '../src/ai/meaning/vectors.ts';

/** A small seeded PRNG (mulberry32), so every run builds the same lease. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FILL: Record<string, string[]> = {
  party: ['Tenant', 'Landlord', 'the Occupant', 'the Guarantor', 'the Managing Agent', 'Lessee'],
  room: [
    'kitchen',
    'bathroom',
    'bedroom',
    'hallway',
    'basement',
    'attic',
    'garage',
    'laundry room',
    'living room',
    'storage closet',
    'utility room',
    'stairwell',
  ],
  item: [
    'refrigerator',
    'range',
    'water heater',
    'smoke detector',
    'carpet',
    'window screens',
    'blinds',
    'garbage disposal',
    'ceiling fan',
    'light fixtures',
    'faucets',
    'door locks',
    'radiators',
    'thermostat',
    'mailbox key',
    'gutters',
    'fence',
    'storm windows',
    'sump pump',
    'furnace filter',
  ],
  sum: ['$25', '$50', '$75', '$100', '$150', '$200', '$250', '$500', '$1,000', '$35', '$45', '$60'],
  days: ['three', 'five', 'seven', 'ten', 'fourteen', 'thirty', 'sixty', 'ninety'],
  event: [
    'default',
    'abandonment',
    'holdover',
    'casualty',
    'condemnation',
    'bankruptcy',
    'foreclosure',
    'sale of the premises',
    'death of the tenant',
    'military deployment',
  ],
  doc: [
    'written notice',
    'certified mail',
    'electronic mail',
    'hand delivery',
    'a posted notice on the door',
    'the resident portal',
  ],
  act: [
    'alter',
    'repaint',
    'drill into',
    'remove',
    'replace',
    'rekey',
    'wallpaper',
    'modify',
    'obstruct',
    'damage',
  ],
  law: [
    'the laws of the state',
    'local ordinances',
    'the housing code',
    'the fire code',
    'federal fair housing law',
    'the rules of the association',
    'health and safety regulations',
  ],
  harm: [
    'water damage',
    'mold growth',
    'insect infestation',
    'fire',
    'frozen pipes',
    'broken glass',
    'sewer backup',
    'electrical faults',
    'roof leaks',
    'vandalism',
  ],
};

const CLAUSES: string[] = [
  '{party} shall give {doc} at least {days} days before the end of the term.',
  '{party} shall not {act} the {item} in the {room} without prior written consent.',
  'A charge of {sum} applies whenever {party} fails to report {harm} within {days} days.',
  'Upon {event}, {party} may terminate this agreement by {doc}.',
  'The {item} in the {room} is provided in working order and shall be returned in the same condition, normal wear and tear excepted.',
  'All notices under this lease shall be made by {doc} to the address stated above.',
  '{party} agrees to comply with {law} at all times during the tenancy.',
  '{party} is liable for {harm} caused by negligence, and shall reimburse repair costs within {days} days.',
  'Landlord may enter the premises after {days} days of {doc} to inspect the {item} or the {room}.',
  'Any holdover beyond the term shall be charged at {sum} per day in addition to rent.',
  'No waiver of any breach shall be deemed a waiver of any subsequent breach of the same or another provision.',
  'If any provision of this lease is held invalid, the remaining provisions shall continue in full force and effect.',
  '{party} shall keep the {room} clean, sanitary and free of {harm}.',
  'Keys to the {item} shall be surrendered on the last day of the term, or a fee of {sum} is charged.',
  'The {room} may not be used for any business, trade or purpose contrary to {law}.',
  '{party} shall indemnify and hold harmless the other parties from claims arising from {harm} in the {room}.',
  'Returned payments incur a fee of {sum}, and thereafter rent must be paid by certified funds.',
  'Repairs to the {item} exceeding {sum} shall be approved in advance by {party}.',
  'This lease is subordinate to any mortgage now or later placed on the property, subject to {law}.',
  'Time is of the essence for every obligation of {party} under this clause.',
  'In the event of {event}, the deposit shall be applied as provided by {law}.',
  '{party} acknowledges receipt of the {item} inventory and the move-in condition report for the {room}.',
  'Disputes shall first be submitted to mediation, with costs of up to {sum} shared equally.',
  'The {item} shall be serviced at least every {days} days, and the service record kept in the {room}.',
  '{party} shall promptly notify the other of {harm}, {event} or any condition affecting habitability.',
  'Schedule {days} lists the {word}, the {word} and the {word} supplied with the {room}.',
  '{party} shall not store any {word}, {word} or {word} in the {room} without consent.',
  'Any {word} or {word} left after the term is deemed abandoned, and its removal costs {sum}.',
  'The inventory records the {word} of the {room}, its {word} and the {word} by the entrance.',
];

/** Sentences of a lease about `chars` characters long, ids lease-1, lease-2, … */
export function syntheticLease(chars: number, seed = 17): Sentence[] {
  const next = random(seed);
  const pick = (list: string[]) => list[Math.floor(next() * list.length)]!;
  const words = vectors().words.slice(1000, 30_000);
  const fill = (slot: string) => (slot === 'word' ? pick(words) : pick(FILL[slot]!));
  const out: Sentence[] = [];
  let length = 0;
  for (let clause = 1; length < chars; clause++) {
    const sentences = 1 + Math.floor(next() * 3);
    for (let s = 0; s < sentences && length < chars; s++) {
      const template = pick(CLAUSES);
      const body = template.replace(/\{(\w+)\}/g, (_, slot: string) => fill(slot));
      const text = s === 0 ? `${clause}. ${body}` : body;
      out.push({ id: `lease-${out.length + 1}`, text });
      length += text.length + 1;
    }
  }
  return out;
}
