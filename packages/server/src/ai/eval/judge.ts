/**
 * Scores one turn against its label. Judged from the turn's output as the product uses
 * it: the reply text a person reads, the lead fields stored, what reaches the manager.
 */
import type { TurnInput, TurnOutput } from '../athena/turn.ts';
import type { EvalCase } from './cases.ts';

const has = (text: string, word: string) => text.toLowerCase().includes(word.toLowerCase());

/** The words of a viewing offer (CALENDAR is the picker's marker in the text). */
const OFFERS_VIEWING = /\bCALENDAR\b|see it in person|which days and times/i;

const STEP_FIELD: Record<string, string[]> = {
  PETS: ['pets'],
  SMOKING: ['smoking'],
  MOVE_IN_DATE: ['moveInDate'],
  MONTHLY_INCOME: ['monthlyIncome'],
  TOTAL_RESIDENTS: ['totalResidents'],
  PET_COUNT: ['totalPetCount'],
  PET_TYPE: ['dogCount', 'catCount'],
  PET_EMOTIONAL_SUPPORT: ['emotionalSupportPet'],
  PET_DOG_BREED: ['dogBreeds'],
  PET_DOG_SIZE: ['dogSizeLbs'],
};

const norm = (s: string) => s.toLowerCase().replace(/[_-]+/g, ' ').trim();

function fieldMatches(field: string, want: unknown, got: unknown): boolean {
  if (got === undefined || got === null) return false;
  if (field === 'name') return norm(String(got)) === norm(String(want));
  if (field === 'moveInDate') {
    const { from, to } = want as { from: string; to: string };
    return typeof got === 'string' && got >= from && got <= to;
  }
  if (field === 'monthlyIncome') {
    const { min, max } = want as { min: number; max: number };
    return typeof got === 'number' && got >= min && got <= max;
  }
  // The lead stores an emotional-support animal as 'ESA' (yes) or 'NO'; sets may say true/false.
  if (field === 'emotionalSupportPet' && typeof want === 'boolean')
    return got === (want ? 'ESA' : 'NO');
  if (field === 'dogBreeds') {
    const stored = norm(String(got));
    return (want as string[]).every((b) => stored.includes(norm(b)));
  }
  return got === want;
}

export function judge(c: EvalCase, input: TurnInput, out: TurnOutput): string[] {
  const e = c.expect;
  const text = out.text;
  const fails: string[] = [];
  if (!text.trim()) fails.push('empty reply');
  for (const group of e.mentionsAll ?? [])
    if (!group.some((w) => has(text, w))) fails.push(`mentions none of ${JSON.stringify(group)}`);
  for (const w of e.mentionsNone ?? []) if (has(text, w)) fails.push(`mentions "${w}"`);
  // Kinds and urgencies the product may not have yet are looked for all the same.
  const attention: { kind: string; text: string; urgency?: string }[] = out.attention ?? [];
  const offered = OFFERS_VIEWING.test(text) || attention.some((a) => a.kind === 'VIEWING_REQUEST');
  if (e.noViewingOffer && OFFERS_VIEWING.test(text)) fails.push('offered a viewing again');
  // The name a person gave is stored on the lead beside the screening answers.
  // (A field of the turn's output once the engine reads names; absent until then.)
  const named = out as TurnOutput & { prospectName?: string | null };
  const updates = { ...out.updates, name: named.prospectName } as Record<string, unknown>;
  for (const [field, want] of Object.entries(e.extracted ?? {}))
    if (!fieldMatches(field, want, updates[field]))
      fails.push(`${field}: want ${JSON.stringify(want)}, got ${JSON.stringify(updates[field])}`);
  for (const field of e.notExtracted ?? [])
    if (updates[field] !== undefined && updates[field] !== null)
      fails.push(`${field} stored ${JSON.stringify(updates[field])}`);
  const escalated = out.unanswered.length > 0;
  const step = input.pendingQuestion;
  switch (e.outcome) {
    case 'answered':
    case 'income_source':
      if (escalated && !e.alsoEscalated && e.outcome === 'answered')
        fails.push('said it does not know');
      if (e.alsoEscalated && !escalated && !attention.length) fails.push('not escalated');
      break;
    case 'unknown_escalated':
      if (!escalated) fails.push('not passed to the manager');
      break;
    case 'acknowledged':
      if (escalated) fails.push('escalated a statement');
      break;
    case 'offer_viewing':
      if (!offered) fails.push('no viewing offer');
      if (e.wishText && input.viewingMode === 'TEXT') {
        const wish = attention.find((a) => a.kind === 'VIEWING_REQUEST');
        if (!wish || !has(wish.text, e.wishText))
          fails.push(`wished times "${e.wishText}" not recorded`);
      }
      break;
    case 'equal_housing':
      if (escalated) fails.push('equal-housing question put in unanswered');
      break;
    case 'accommodation_flagged':
      if (!attention.some((a) => a.kind === 'ACCOMMODATION_REQUEST'))
        fails.push('not flagged to the manager');
      break;
    case 'refused_injection':
      break;
    case 'maintenance_request': {
      const request = attention.find((a) => a.kind === 'MAINTENANCE_REQUEST');
      if (!request) fails.push('no maintenance request for the manager');
      else if (e.urgency && request.urgency !== e.urgency)
        fails.push(`urgency ${request.urgency ?? 'none'}, want ${e.urgency}`);
      break;
    }
    case 'extracted':
      break;
    case 'ask_again':
      if (step && (out.pendingQuestion !== step || out.skipped.includes(step)))
        fails.push('did not ask again');
      break;
    case 'refusal_respected':
      if (step && out.pendingQuestion === step && !out.skipped.includes(step))
        fails.push('pressed for the answer');
      if (step)
        for (const f of STEP_FIELD[step] ?? []) if (updates[f] != null) fails.push(`${f} stored`);
      break;
    default:
      fails.push(`unknown outcome ${e.outcome}`);
  }
  return fails;
}
