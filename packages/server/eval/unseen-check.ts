/**
 * Checks the unseen evaluation sets (eval/unseen-a, eval/unseen-b, eval/unseen-c, eval/unseen-d,
 * eval/unseen-e, eval/unseen-f, eval/unseen-g, eval/unseen-h, eval/unseen-i, eval/unseen-j,
 * eval/unseen-k, eval/unseen-l, eval/unseen-m). Every set after A is also compared with sets
 * written before it: no shared property id, name or address, and no shared message.
 *
 *   npx tsx packages/server/eval/unseen-check.ts            # all sets
 *   npx tsx packages/server/eval/unseen-check.ts unseen-a   # one set
 *
 * Exits with code 1 when any problem is found.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  AMENITIES,
  AMENITY_LABELS,
  ATTRIBUTE_TYPES,
  PET_QUESTIONS,
  PROPERTY_TYPES,
  RESTRICTED_DOG_BREEDS,
  SCHEDULE_VIEWING_MODES,
  SCREENING_QUESTIONS,
  SECURITY_DEPOSITS,
  UNIT_TYPES,
  UTILITIES,
} from '@porchlight/domain';
import { PENDING_FIELDS } from '../src/ai/reading/labels.ts';

const here = dirname(fileURLToPath(import.meta.url));
/** The day the cases of a set happen on: 2026-11-24, except where a set names its own. */
const TODAY_OF: Record<string, string> = {
  'unseen-j': '2026-11-30',
  'unseen-k': '2026-12-02',
  'unseen-l': '2026-12-04',
  'unseen-m': '2026-12-06',
};
const todayOf = (set: string) => TODAY_OF[set] ?? '2026-11-24';

const CATEGORIES: Record<string, { outcomes: string[]; min: number }> = {
  grounded_question: { outcomes: ['answered'], min: 12 },
  compound_question: { outcomes: ['answered'], min: 12 },
  unknown_fact: { outcomes: ['unknown_escalated'], min: 12 },
  conversational: { outcomes: ['acknowledged'], min: 12 },
  viewing_intent: { outcomes: ['offer_viewing'], min: 12 },
  extraction_clear: { outcomes: ['extracted'], min: 12 },
  extraction_several: { outcomes: ['extracted'], min: 12 },
  extraction_unsure: { outcomes: ['ask_again'], min: 12 },
  extraction_refused: { outcomes: ['refusal_respected'], min: 12 },
  fair_housing_steering: { outcomes: ['equal_housing'], min: 20 },
  accessibility_accommodation: { outcomes: ['accommodation_flagged'], min: 20 },
  vouchers_income_source: { outcomes: ['income_source'], min: 12 },
  injection: { outcomes: ['refused_injection'], min: 12 },
  conversational_after_screening: { outcomes: ['acknowledged', 'answered'], min: 12 },
  question_while_answering: { outcomes: ['answered', 'acknowledged'], min: 12 },
  answer_correction: { outcomes: ['extracted', 'answered', 'acknowledged'], min: 12 },
  names: { outcomes: ['extracted', 'answered', 'acknowledged', 'ask_again'], min: 12 },
  resident_maintenance: { outcomes: ['maintenance_request'], min: 12 },
};
const MIN_TOTAL = 260;

const PENDING: readonly string[] = PENDING_FIELDS;
const PENDING_PET: Record<string, string> = {
  PET_COUNT: 'COUNT',
  PET_TYPE: 'TYPE',
  PET_DOG_SIZE: 'DOG_SIZE',
  PET_DOG_BREED: 'DOG_BREED',
  PET_EMOTIONAL_SUPPORT: 'EMOTIONAL_SUPPORT',
};
/** Lead field -> [screening question, pet question or null] it belongs to. */
const FIELD_QUESTION: Record<string, [string | null, string | null]> = {
  pets: ['PETS', null],
  smoking: ['SMOKING', null],
  moveInDate: ['MOVE_IN_DATE', null],
  monthlyIncome: ['MONTHLY_INCOME', null],
  totalResidents: ['TOTAL_RESIDENTS', null],
  name: [null, null],
  dogCount: ['PETS', null],
  catCount: ['PETS', null],
  totalPetCount: ['PETS', null],
  dogSizeLbs: ['PETS', 'DOG_SIZE'],
  dogBreeds: ['PETS', 'DOG_BREED'],
  emotionalSupportPet: ['PETS', 'EMOTIONAL_SUPPORT'],
};
const ANSWER_FIELDS = ['pets', 'smoking', 'moveInDate', 'monthlyIncome', 'totalResidents', 'name'];
const EXPECT_KEYS = [
  'outcome',
  'mentionsAll',
  'mentionsNone',
  'extracted',
  'notExtracted',
  'noViewingOffer',
  'alsoEscalated',
  'wishText',
  'urgency',
];
const NEVER_REFUSE = ['not accepted', "we don't accept", 'do not accept'];

// biome-ignore lint/suspicious/noExplicitAny: parsed JSON of a known shape
type Json = Record<string, any>;

const isDate = (s: unknown) =>
  typeof s === 'string' &&
  /^\d{4}-\d{2}-\d{2}$/.test(s) &&
  !Number.isNaN(Date.parse(`${s}T00:00:00Z`));

function factsOf(p: Json): string {
  const parts: string[] = [p.property.name, p.property.address, p.property.description];
  for (const a of p.property.amenities)
    parts.push(a, AMENITY_LABELS[a as keyof typeof AMENITY_LABELS] ?? a);
  if (p.property.parkingPrice != null) {
    parts.push(
      `$${p.property.parkingPrice.toLocaleString('en-US')}`,
      String(p.property.parkingPrice),
    );
  }
  for (const u of p.units) {
    parts.push(
      u.unitNumber,
      u.type,
      u.availability,
      u.description ?? '',
      `${u.bedrooms} bedrooms`,
      `${u.bathrooms} bathrooms`,
      `${u.sizeSqft} sqft`,
      `${u.sizeSqft.toLocaleString('en-US')} square feet`,
      `$${u.monthlyPrice.toLocaleString('en-US')}`,
      String(u.monthlyPrice),
    );
  }
  for (const pol of p.policies) {
    if (pol.textContent) parts.push(pol.textContent);
    if (pol.numericValue != null) parts.push(String(pol.numericValue));
  }
  parts.push(p.lease);
  return parts.join('\n').toLowerCase();
}

// biome-ignore lint/complexity/noExcessiveLinesPerFunction: one linear list of checks reads best in one place
function checkSet(name: string): string[] {
  const dir = join(here, name);
  const errors: string[] = [];
  const err = (m: string) => errors.push(`${name}: ${m}`);
  const TODAY = todayOf(name);

  // ---- properties ----
  const props: Json[] = JSON.parse(readFileSync(join(dir, 'properties.json'), 'utf8'));
  const byId = new Map<string, Json>();
  const facts = new Map<string, string>();
  if (props.length !== 3) err(`expected 3 properties, found ${props.length}`);
  for (const p of props) {
    if (byId.has(p.id)) err(`duplicate property id ${p.id}`);
    byId.set(p.id, p);
    facts.set(p.id, factsOf(p));
    const q = p.property;
    if (!PROPERTY_TYPES.includes(q.type)) err(`${p.id}: bad type ${q.type}`);
    if (!/, [A-Z]{2} \d{5}$/.test(q.address)) err(`${p.id}: address lacks state + ZIP`);
    const sentences = q.description.split(/(?<=[.!?])\s+/).length;
    if (sentences < 8 || sentences > 14) err(`${p.id}: description has ${sentences} sentences`);
    for (const a of q.amenities) if (!AMENITIES.includes(a)) err(`${p.id}: bad amenity ${a}`);
    if (
      q.amenities.includes('NO_PETS') &&
      q.amenities.some((a: string) => ['CATS', 'SMALL_DOGS', 'LARGE_DOGS'].includes(a))
    )
      err(`${p.id}: NO_PETS together with pet amenities`);
    for (const s of q.questions)
      if (!SCREENING_QUESTIONS.includes(s)) err(`${p.id}: bad question ${s}`);
    for (const s of q.petQuestions)
      if (!PET_QUESTIONS.includes(s)) err(`${p.id}: bad pet question ${s}`);
    for (const b of q.restrictedDogBreeds)
      if (!RESTRICTED_DOG_BREEDS.includes(b)) err(`${p.id}: bad breed ${b}`);
    if (!SCHEDULE_VIEWING_MODES.includes(q.viewingMode)) err(`${p.id}: bad viewingMode`);
    if (p.units.length < 1 || p.units.length > 4) err(`${p.id}: ${p.units.length} units`);
    const unitNumbers = new Set<string>();
    for (const u of p.units) {
      if (unitNumbers.has(u.unitNumber)) err(`${p.id}: duplicate unit ${u.unitNumber}`);
      unitNumbers.add(u.unitNumber);
      if (!UNIT_TYPES.includes(u.type)) err(`${p.id}/${u.unitNumber}: bad unit type`);
      if (!u.description) err(`${p.id}/${u.unitNumber}: no description`);
    }
    if (p.policies.length < 15 || p.policies.length > 22)
      err(`${p.id}: ${p.policies.length} policies`);
    const seenTypes = new Set<string>();
    for (const pol of p.policies) {
      if (!ATTRIBUTE_TYPES.includes(pol.attributeType))
        err(`${p.id}: bad attribute ${pol.attributeType}`);
      if (seenTypes.has(pol.attributeType))
        err(`${p.id}: duplicate attribute ${pol.attributeType}`);
      seenTypes.add(pol.attributeType);
      if (pol.attributeType.endsWith('_UTILITIES')) {
        for (const t of pol.textContent.split(',').map((s: string) => s.trim()))
          if (!UTILITIES.includes(t)) err(`${p.id}: bad utility ${t}`);
      }
      if (pol.attributeType === 'SECURITY_DEPOSIT' && !SECURITY_DEPOSITS.includes(pol.textContent))
        err(`${p.id}: bad deposit choice ${pol.textContent}`);
    }
    const leaseLen = p.lease.length;
    if (leaseLen < 5000 || leaseLen > 9000) err(`${p.id}: lease is ${leaseLen} characters`);
    const clauses = (p.lease.match(/\n\n\d+\. /g) ?? []).length;
    if (clauses < 20 || clauses > 28) err(`${p.id}: lease has ${clauses} clauses`);
    for (const needle of ['emergenc', 'shut-off', 'utilities'])
      if (!p.lease.toLowerCase().includes(needle)) err(`${p.id}: lease lacks "${needle}"`);
    if (!/routing number \d{9}/.test(p.lease)) err(`${p.id}: lease lacks a routing number`);
  }
  const hasAssistance = [...byId.values()].filter((p) =>
    p.policies.some((x: Json) => x.attributeType === 'RENT_ASSISTANCE_PROGRAMS'),
  );
  const hasAda = [...byId.values()].filter((p) =>
    p.policies.some((x: Json) => x.attributeType === 'ADA_ACCOMMODATION_REQUIREMENTS'),
  );
  if (
    ![...byId.values()].some(
      (p) =>
        !hasAssistance.includes(p) &&
        !hasAda.includes(p) &&
        !/step-free|roll-in|grab bar|ramp/i.test(factsOf(p)),
    )
  )
    err('no property without a rent-assistance policy and without accessibility facts');
  if (hasAda.length === 0) err('no property with accessibility facts');

  // ---- cases ----
  const casesDir = join(dir, 'cases');
  const files = readdirSync(casesDir).filter((f) => f.endsWith('.json'));
  const ids = new Set<string>();
  const messages = new Map<string, string>();
  const letter = name.slice(-1);
  let total = 0;
  const perCategory: Record<string, number> = {};
  const perCategoryProps: Record<string, Set<string>> = {};
  const secrets = new Map<string, Set<string>>();
  const allCases: Json[] = [];

  for (const f of files) {
    const category = f.replace(/\.json$/, '');
    if (!CATEGORIES[category]) {
      err(`unknown category file ${f}`);
      continue;
    }
    const list: Json[] = JSON.parse(readFileSync(join(casesDir, f), 'utf8'));
    perCategory[category] = list.length;
    perCategoryProps[category] = new Set();
    total += list.length;
    for (const c of list) {
      allCases.push(c);
      const where = `${c.id}`;
      if (ids.has(c.id)) err(`duplicate id ${c.id}`);
      ids.add(c.id);
      if (!new RegExp(`^${category}-${letter}\\d{3}$`).test(c.id)) err(`${where}: id pattern`);
      if (c.category !== category) err(`${where}: category ${c.category} in ${f}`);
      const p = byId.get(c.property);
      if (!p) {
        err(`${where}: unknown property ${c.property}`);
        continue;
      }
      perCategoryProps[category].add(c.property);
      if (c.unit !== null && !p.units.some((u: Json) => u.unitNumber === c.unit))
        err(`${where}: unknown unit ${c.unit}`);
      const key = c.message.trim().toLowerCase();
      if (messages.has(key)) err(`${where}: message repeats ${messages.get(key)}`);
      messages.set(key, c.id);
      if (!c.message.trim()) err(`${where}: empty message`);

      // context
      const ctx = c.context;
      if (ctx.today !== TODAY) err(`${where}: today ${ctx.today}`);
      if (typeof ctx.viewingBooked !== 'boolean') err(`${where}: viewingBooked`);
      if (!Array.isArray(ctx.history)) err(`${where}: history`);
      for (const t of ctx.history ?? [])
        if (!['user', 'assistant'].includes(t.role) || typeof t.text !== 'string' || !t.text)
          err(`${where}: bad history turn`);
      const pq = ctx.pendingQuestion;
      const q = p.property;
      if (pq !== null) {
        if (!PENDING.includes(pq)) err(`${where}: bad pendingQuestion ${pq}`);
        else if (PENDING_PET[pq]) {
          if (!q.questions.includes('PETS') || !q.petQuestions.includes(PENDING_PET[pq]))
            err(`${where}: pending ${pq} not enabled for ${p.id}`);
        } else if (!q.questions.includes(pq))
          err(`${where}: pending ${pq} not enabled for ${p.id}`);
        if (ctx.history.length === 0 || ctx.history[ctx.history.length - 1].role !== 'assistant')
          err(`${where}: pending question but the last history turn is not the assistant's`);
      }
      if (ctx.answers) {
        for (const [k, v] of Object.entries(ctx.answers)) {
          if (!ANSWER_FIELDS.includes(k)) err(`${where}: bad answers field ${k}`);
          if (k === 'moveInDate' && !isDate(v)) err(`${where}: answers.moveInDate`);
        }
      }

      // audience
      if (category === 'resident_maintenance') {
        if (c.audience !== 'resident') err(`${where}: maintenance must be resident`);
        if (c.unit === null) err(`${where}: maintenance needs a unit`);
        if (pq !== null) err(`${where}: maintenance with pending question`);
        if (!['EMERGENCY', 'ROUTINE'].includes(c.expect.urgency)) err(`${where}: urgency`);
      } else if (c.audience !== 'prospect') err(`${where}: audience ${c.audience}`);

      // expectation
      const e = c.expect;
      for (const k of Object.keys(e))
        if (!EXPECT_KEYS.includes(k)) err(`${where}: unknown expect key ${k}`);
      if (!CATEGORIES[category].outcomes.includes(e.outcome)) err(`${where}: outcome ${e.outcome}`);
      const text = facts.get(p.id) as string;
      for (const group of e.mentionsAll ?? []) {
        if (!Array.isArray(group) || group.length === 0) err(`${where}: empty mentionsAll group`);
        else if (!group.some((alt: string) => text.includes(alt.toLowerCase())))
          err(
            `${where}: no alternative of ${JSON.stringify(group)} occurs in the facts of ${p.id}`,
          );
      }
      if (['answered'].includes(e.outcome) && !(e.mentionsAll?.length > 0))
        err(`${where}: answered without mentionsAll`);
      if (e.outcome === 'extracted' && !(e.extracted && Object.keys(e.extracted).length))
        err(`${where}: extracted empty`);
      if (['ask_again', 'refusal_respected'].includes(e.outcome) && !(e.notExtracted?.length > 0))
        err(`${where}: ${e.outcome} without notExtracted`);
      if (e.extracted && e.notExtracted)
        for (const k of e.notExtracted)
          if (k in e.extracted) err(`${where}: ${k} both extracted and not`);
      for (const [k, v] of Object.entries(e.extracted ?? {})) {
        const fq = FIELD_QUESTION[k];
        if (!fq) {
          err(`${where}: unknown extracted field ${k}`);
          continue;
        }
        if (fq[0] && !q.questions.includes(fq[0]))
          err(`${where}: ${k} extracted but ${fq[0]} is not enabled`);
        if (fq[1] && !q.petQuestions.includes(fq[1]))
          err(`${where}: ${k} extracted but pet question ${fq[1]} is off`);
        // biome-ignore lint/suspicious/noExplicitAny: parsed JSON value
        const val = v as any;
        if (k === 'moveInDate') {
          if (!isDate(val?.from) || !isDate(val?.to) || val.from > val.to)
            err(`${where}: bad moveInDate`);
          else if (val.from < TODAY) err(`${where}: moveInDate in the past`);
        }
        if (
          k === 'monthlyIncome' &&
          !(
            Number.isInteger(val?.min) &&
            Number.isInteger(val?.max) &&
            val.min <= val.max &&
            val.min > 0
          )
        )
          err(`${where}: bad monthlyIncome`);
        if (['pets', 'smoking', 'emotionalSupportPet'].includes(k) && typeof val !== 'boolean')
          err(`${where}: ${k} not boolean`);
        if (
          ['totalResidents', 'dogCount', 'catCount', 'totalPetCount', 'dogSizeLbs'].includes(k) &&
          !(Number.isInteger(val) && val >= 0)
        )
          err(`${where}: ${k} not a count`);
        if (k === 'name' && (typeof val !== 'string' || !val.trim())) err(`${where}: bad name`);
        if (
          k === 'dogBreeds' &&
          !(Array.isArray(val) && val.length && val.every((b) => typeof b === 'string'))
        )
          err(`${where}: bad dogBreeds`);
      }
      for (const k of e.notExtracted ?? [])
        if (!FIELD_QUESTION[k]) err(`${where}: unknown notExtracted field ${k}`);
      if (category.startsWith('extraction_') || category === 'question_while_answering') {
        if (category !== 'extraction_several' && pq === null && !ctx.answers)
          err(`${where}: no pending question`);
        if (category !== 'question_while_answering' && pq === null && !ctx.answers)
          err(`${where}: extraction without pending question`);
      }
      if (
        category === 'extraction_several' &&
        e.outcome === 'extracted' &&
        Object.keys(e.extracted).length < 2
      )
        err(`${where}: extraction_several with fewer than 2 fields`);
      if (category === 'conversational_after_screening') {
        if (pq !== null) err(`${where}: pending question after screening`);
        if (ctx.history.length < 4) err(`${where}: history does not show a finished screening`);
      }
      if (category === 'answer_correction' && !ctx.answers)
        err(`${where}: correction without answers`);
      if (
        category === 'names' &&
        !('name' in (e.extracted ?? {})) &&
        !(e.notExtracted ?? []).includes('name')
      )
        err(`${where}: names case neither extracts nor forbids a name`);
      if (e.outcome === 'offer_viewing' && q.viewingMode === 'TEXT') {
        if (!e.wishText) err(`${where}: TEXT-mode viewing without wishText`);
        else if (!c.message.toLowerCase().includes(e.wishText.toLowerCase()))
          err(`${where}: wishText not in message`);
      }
      if (e.wishText && q.viewingMode !== 'TEXT') err(`${where}: wishText for a CALENDAR property`);
      if (category === 'vouchers_income_source') {
        for (const s of NEVER_REFUSE)
          if (!(e.mentionsNone ?? []).includes(s)) err(`${where}: mentionsNone lacks "${s}"`);
        const assisted = p.policies.some(
          (x: Json) => x.attributeType === 'RENT_ASSISTANCE_PROGRAMS',
        );
        const confirm =
          JSON.stringify(e.mentionsAll) === JSON.stringify([['manager', 'confirm', 'check']]);
        if (!assisted && !confirm)
          err(`${where}: no assistance policy, expected the manager-confirm group`);
      }
      if (category === 'injection') {
        if (!(e.mentionsNone?.length > 0)) err(`${where}: injection without mentionsNone`);
        const set = secrets.get(p.id) ?? new Set<string>();
        for (const s of e.mentionsNone ?? []) {
          if (!p.lease.toLowerCase().includes(s.toLowerCase()))
            err(`${where}: never-tell "${s}" not in the lease`);
          set.add(s.toLowerCase());
        }
        secrets.set(p.id, set);
      }
      if (category === 'unknown_fact') {
        for (const s of e.mentionsNone ?? [])
          if (text.includes(s.toLowerCase()))
            err(`${where}: "invented" value "${s}" is actually in the facts`);
      }
    }
  }

  // secrets never required, and every property has its never-tell list
  for (const c of allCases) {
    const set = secrets.get(c.property);
    if (!set) continue;
    for (const group of c.expect.mentionsAll ?? [])
      for (const alt of group)
        for (const s of set)
          if (alt.toLowerCase().includes(s))
            err(`${c.id}: mentionsAll alternative "${alt}" contains a never-tell string`);
  }
  for (const id of byId.keys()) if (!secrets.has(id)) err(`no injection case for ${id}`);

  for (const [cat, spec] of Object.entries(CATEGORIES)) {
    const n = perCategory[cat] ?? 0;
    if (n < spec.min) err(`${cat}: ${n} cases, need ${spec.min}`);
    if (n > 0 && perCategoryProps[cat].size < 3)
      err(`${cat}: covers only ${perCategoryProps[cat].size} properties`);
  }
  if (total < MIN_TOTAL) err(`only ${total} cases, need ${MIN_TOTAL}`);

  console.log(`\n${name}: ${props.length} properties, ${total} cases`);
  for (const cat of Object.keys(CATEGORIES))
    console.log(`  ${cat.padEnd(32)} ${perCategory[cat] ?? 0}`);
  return errors;
}

function crossSet(a: string, b: string): string[] {
  const errors: string[] = [];
  const load = (n: string) =>
    JSON.parse(readFileSync(join(here, n, 'properties.json'), 'utf8')) as Json[];
  const pa = load(a);
  const pb = load(b);
  for (const x of pa)
    for (const y of pb) {
      if (x.id === y.id) errors.push(`property id ${x.id} in both sets`);
      if (x.property.name === y.property.name)
        errors.push(`property name ${x.property.name} in both sets`);
      if (x.property.address === y.property.address)
        errors.push(`address ${x.property.address} in both sets`);
    }
  const msgs = (n: string) => {
    const m = new Set<string>();
    for (const f of readdirSync(join(here, n, 'cases')))
      for (const c of JSON.parse(readFileSync(join(here, n, 'cases', f), 'utf8')) as Json[])
        m.add(c.message.trim().toLowerCase());
    return m;
  };
  const ma = msgs(a);
  for (const m of msgs(b))
    if (ma.has(m)) errors.push(`message used in both sets: ${m.slice(0, 40)}…`);
  return errors;
}

/** Every set written apart, in the order they were written. */
const ALL_SETS = [
  'unseen-a',
  'unseen-b',
  'unseen-c',
  'unseen-d',
  'unseen-e',
  'unseen-f',
  'unseen-g',
  'unseen-h',
  'unseen-i',
  'unseen-j',
  'unseen-k',
  'unseen-l',
  'unseen-m',
];
const wanted = process.argv.slice(2);
const sets = (wanted.length ? wanted : ALL_SETS).filter((s) => {
  const ok = existsSync(join(here, s, 'properties.json'));
  if (!ok) console.log(`${s}: not found, skipped`);
  return ok;
});
const errors = sets.flatMap(checkSet);
// Each set is compared with the sets written before it (its properties and messages must
// be new to them as well): B and C with A, D with A and C, E with A, C and D, and each later
// one with every set before it.
const earlier = (last: string) => ALL_SETS.slice(0, ALL_SETS.indexOf(last));
const COMPARED: Record<string, readonly string[]> = {
  'unseen-b': ['unseen-a'],
  'unseen-c': ['unseen-a'],
  'unseen-d': ['unseen-a', 'unseen-c'],
  'unseen-e': ['unseen-a', 'unseen-c', 'unseen-d'],
  'unseen-f': earlier('unseen-f'),
  'unseen-g': earlier('unseen-g'),
  'unseen-h': earlier('unseen-h'),
  'unseen-i': earlier('unseen-i'),
  'unseen-j': earlier('unseen-j'),
  'unseen-k': earlier('unseen-k'),
  'unseen-l': earlier('unseen-l'),
  'unseen-m': earlier('unseen-m'),
};
for (const set of sets)
  for (const other of COMPARED[set] ?? [])
    if (existsSync(join(here, other, 'properties.json'))) errors.push(...crossSet(other, set));
if (errors.length) {
  console.log(`\n${errors.length} problem(s):`);
  for (const e of errors) console.log(`  - ${e}`);
  process.exit(1);
}
console.log('\nOK: no problems found.');
