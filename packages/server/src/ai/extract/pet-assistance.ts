/**
 * Emotional support and service animals. Under fair-housing law neither is a pet:
 * no pet fee, pet limit or breed or size rule may be applied to one. A service
 * animal (trained for a disability: 'service dog', 'guide dog') gets its own
 * `serviceAnimal` flag, and both set the lead's emotionalSupportPet to 'ESA' (the
 * lead's one assistance-animal field) so the lead view can lift the pet warnings.
 */
import { EMOTIONAL_SUPPORT_PET_YES } from '@porchlight/domain';

/** The lead's emotionalSupportPet values: 'ESA' means yes (domain), 'NO' a stated no. */
export type EmotionalSupportValue = typeof EMOTIONAL_SUPPORT_PET_YES | 'NO';

export interface Assistance {
  emotionalSupportPet?: EmotionalSupportValue;
  serviceAnimal?: true;
}

const ESA =
  /\b(?:emotional[ -]?support|esas?|(?:comfort|support|assistance) (?:animal|dog|cat)s?)\b/;
const SERVICE = /\b(?:service (?:animal|dog|cat)s?|guide dogs?|seeing[ -]eye dogs?)\b/;
const DENIED =
  /\b(?:no|not|none|neither|isn'?t|aren'?t|nope)\b(?:(?!\bbut\b)[^.!?,]){0,30}\b(?:esas?|emotional|support|service|assistance)\b/;

/** Animals said to be ordinary pets: 'just regular pets, not the support kind'. */
const ORDINARY =
  /\bnot (?:an? |the )?(?:support|service|emotional support|esa|assistance)(?: animals?| dogs?| cats?)? (?:kind|type|sort)\b|\b(?:just|only) (?:regular|normal|ordinary) pets\b/;
/**
 * One animal said to be a pet and no more: 'she's just a pet', 'a regular dog'. An answer
 * to the assistance-animal question only: 'just a cat' elsewhere counts animals.
 */
const JUST_A_PET =
  /\b(?:just|only|simply) (?:a|an|my|our) (?:regular |normal |ordinary |family )?(?:pet|dog|cat|pup|kitty)\b|\b(?:regular|normal|ordinary) (?:old )?(?:pet|dog|cat)\b/;

/**
 * What the text says about assistance animals, or nothing; `asked` when it answers the
 * assistance-animal question.
 */
export function readAssistance(text: string, asked = false): Assistance {
  if (ORDINARY.test(text) || (asked && JUST_A_PET.test(text))) return { emotionalSupportPet: 'NO' };
  const service = SERVICE.test(text);
  if (!service && !ESA.test(text)) return {};
  if (DENIED.test(text)) return { emotionalSupportPet: 'NO' };
  return service
    ? { emotionalSupportPet: EMOTIONAL_SUPPORT_PET_YES, serviceAnimal: true }
    : { emotionalSupportPet: EMOTIONAL_SUPPORT_PET_YES };
}
