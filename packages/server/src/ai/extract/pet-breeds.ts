/**
 * Dog breeds as prospects write them, nicknames and common misspellings included.
 *
 * Format of a breed in an answer (and so of the lead's dogBreeds comma list): a
 * restricted breed is its domain code ('PIT_BULL'), any other breed its title-cased
 * name ('Labrador Retriever'). Domain `petWarnings` compares breeds by `breedCode`,
 * so both forms work with it, and `breedLabel` shows the code as 'Pit Bull'.
 */
import type { RestrictedDogBreed } from '@porchlight/domain';

export interface BreedRule {
  /** A restricted breed code, a dog breed name, or '' for a cat breed (cats have no breed field). */
  breed: RestrictedDogBreed | string;
  kind: 'dog' | 'cat';
  /** Singular form, lower case; a plural 's' is allowed after it. */
  pattern: string;
}

const restricted = (breed: RestrictedDogBreed, pattern: string): BreedRule => ({
  breed,
  kind: 'dog',
  pattern,
});
const dog = (breed: string, pattern: string): BreedRule => ({ breed, kind: 'dog', pattern });
const cat = (pattern: string): BreedRule => ({ breed: '', kind: 'cat', pattern });

// Longer names come before the names they contain ('french bulldog' before 'bulldog',
// 'german shepherd' before 'shepherd'); a matched span is never matched again.
export const BREED_RULES: BreedRule[] = [
  // An American Staffordshire terrier is the pit bull type that restricted lists mean.
  restricted(
    'PIT_BULL',
    '(?:american )?pit[ -]?bull(?:[ -]terrier)?|pitbul|pitt?ie|pitty|(?<!fire )pitt?|am(?:erican)? ?staff(?:ordshire)?(?: terrier)?|staff(?:ie|y)|staffordshire(?: bull)? terrier',
  ),
  restricted('MASTIFF', '(?:bull ?)?mastiff'),
  restricted('DOBERMAN', 'dobermann?(?: pinscher)?|dober[mn]an|dob(?:ie|y)'),
  restricted('GERMAN_SHEPHERD', 'german shep+h?[ae]rd(?: dog)?|gsd|alsatian'),
  restricted('ROTTWEILER', 'rott?w[ea]?il+[ea]r|rott(?:ie|y)'),
  dog('Labradoodle', 'labradoodle'),
  dog('Goldendoodle', 'golden ?doodle'),
  dog('Bernedoodle', 'berne ?doodle'),
  dog('Doodle', 'doodle'),
  dog('Cockapoo', 'cockapoo'),
  dog('Maltipoo', 'maltipoo'),
  dog('Labrador Retriever', 'labrador(?: retriever)?|labordor|lab(?: retriever)?'),
  dog('Golden Retriever', 'golden(?: retriever)?'),
  dog('French Bulldog', 'french ?bull ?dog|frenchie|frenchy'),
  dog('Bulldog', '(?:english |american )?bull ?dog'),
  dog('Australian Shepherd', 'australian shep+h?[ae]rd|aussie'),
  dog('Border Collie', 'border coll(?:ie|y)'),
  dog('Collie', 'coll(?:ie|y)'),
  dog('Cavalier King Charles Spaniel', 'cavalier(?: king charles)?(?: spaniel)?'),
  dog('Brittany Spaniel', 'brittany spaniel'),
  dog('Springer Spaniel', '(?:english )?springer(?: spaniel)?'),
  dog('Cocker Spaniel', 'cocker(?: spaniel)?'),
  dog('Spaniel', 'spaniel'),
  dog('Yorkshire Terrier', 'yorkshire terrier|yorkie'),
  dog('Jack Russell Terrier', 'jack russ?ell(?: terrier)?'),
  dog('Boston Terrier', 'boston terrier'),
  dog('Terrier', 'terrier'),
  dog('Husky', '(?:siberian )?husk(?:y|ie)'),
  dog('Beagle', 'beag(?:le|el)'),
  dog('Poodle', '(?:toy |mini(?:ature)? |standard )?poodle'),
  dog('Boxer', 'boxer'),
  dog('Dachshund', 'dachs?h?und|daschund|doxie|wie?ner dog|sausage dog'),
  dog('Chihuahua', 'chihuahua|chiwawa|chihauhau|chiuaua'),
  dog('Corgi', 'corgi'),
  dog('Shih Tzu', 'shih[ -]?tzu|shitzu|shih tsu'),
  dog('Pug', 'pug'),
  dog('Maltese', 'maltese'),
  dog('Pomeranian', 'pomeranian'),
  dog('Havanese', 'havanese'),
  dog('Schnauzer', '(?:mini(?:ature)? )?schnauzer'),
  dog('Great Dane', 'great dane'),
  dog('Bernese Mountain Dog', 'bernese(?: mountain dog)?|berner'),
  dog('Shiba Inu', 'shiba(?: inu)?'),
  dog('Greyhound', 'greyhound'),
  dog('Whippet', 'whippet'),
  dog('Basset Hound', 'basset(?: hound)?'),
  dog('Cane Corso', 'cane corso'),
  dog('Saint Bernard', '(?:st\\.? |saint )bernard'),
  dog('Bichon Frise', 'bichon(?: fris[eé])?'),
  dog('Akita', 'akita'),
  dog('Samoyed', 'samoyed'),
  dog('Weimaraner', 'weimaraner'),
  dog('German Shorthaired Pointer', 'german short[ -]?haired pointer|gsp'),
  dog('Pointer', 'pointer'),
  dog('Vizsla', 'vizsla'),
  dog('Australian Cattle Dog', 'australian cattle dog|(?:blue|red) heeler|heeler'),
  dog('Shetland Sheepdog', 'shetland sheepdog|sheltie'),
  dog('Great Pyrenees', 'great pyrenees'),
  dog('Newfoundland', 'newfoundland|newfie'),
  dog('Alaskan Malamute', '(?:alaskan )?malamute'),
  dog('Dalmatian', 'dalmatian'),
  dog('Bloodhound', 'bloodhound'),
  dog('Papillon', 'papillon'),
  dog('Westie', 'westie'),
  dog('Rhodesian Ridgeback', '(?:rhodesian )?ridgeback'),
  dog('Belgian Malinois', '(?:belgian )?malinois'),
  dog('Catahoula', 'catahoula(?: leopard dog)?'),
  dog('Coonhound', 'coonhound'),
  dog('Retriever', 'retriever'),
  dog('Shepherd', 'shep+h?[ae]rd'),
  dog('Hound', 'hound'),
  dog('Mixed Breed', 'mutt|mixed[ -]breed'),
  cat('siamese|maine coon|persian|ragdoll|bengal|sphynx|tabb(?:y|ie)|calico'),
];

const COMPILED = BREED_RULES.map((rule) => ({
  rule,
  regex: new RegExp(`\\b(?:${rule.pattern})(?:s|es)?\\b`, 'g'),
}));

export interface BreedMatch {
  rule: BreedRule;
  start: number;
  end: number;
  plural: boolean;
}

/** Every breed named in `text` (lower case), in order, without overlaps. */
export function findBreeds(text: string): BreedMatch[] {
  const taken: BreedMatch[] = [];
  const overlaps = (start: number, end: number) =>
    taken.some((t) => start < t.end && end > t.start);
  for (const { rule, regex } of COMPILED) {
    for (const match of text.matchAll(regex)) {
      const start = match.index;
      const end = start + match[0].length;
      if (overlaps(start, end)) continue;
      // 'maltese' and 'havanese' end in s-sounds but are singular.
      const plural = /(?:[^s]s|ies)$/.test(match[0]) && !/ese$/.test(match[0]);
      taken.push({ rule, start, end, plural });
    }
  }
  return taken.sort((a, b) => a.start - b.start);
}
