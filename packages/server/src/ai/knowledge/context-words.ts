/**
 * Which words of a question are only its context. 'Can I sublet in the summer if I'm
 * traveling?' asks about subletting: 'summer' sits in a prepositional phrase, 'traveling'
 * in a condition. 'Is rent negotiable?' asks whether rent is negotiable: 'negotiable' is
 * what the question is about, and a fact that only speaks of rent does not answer it.
 * compromise tags the parts of speech; only nouns and adjectives of the main clause can
 * be what a question is about.
 */
import nlp from 'compromise';
import { processTerm } from './terms.ts';

/** Prepositions whose phrase sets the scene rather than names the subject. */
const SCENE = new Set(
  'in on at during over for around after before until till by from to into through throughout near across within'.split(
    ' ',
  ),
);
/** Words that open a condition or a reason. */
const CONDITION = new Set(
  'if because cause cuz since while though although unless whenever once or'.split(' '),
);
/** The people a question is for, and descriptive words that name no feature. */
const CONTEXT_WORDS = new Set(
  `sister brother mom mum dad mother father parent parents son daughter kid kids child
  children baby wife husband partner fiance fiancee cousin aunt uncle grandma grandpa
  grandmother grandfather family roommate roommates coworker boss friend friends guy guys
  people person folks someone somebody anyone everyone myself yourself y'all yall
  red orange yellow green blue purple pink brown black white gray grey dark bright color
  colour huge tiny giant massive little bit kind sort type lot lots whole entire sure
  rough nice cool awesome honest honestly real really quick question ok okay idea
  limit limits cap caps rule rules policy policies restriction restrictions requirement requirements
  max maximum min minimum option options process situation deal part parts detail details
  amount number separate separately lost new possible fine allowed general
  friendly situation downtown problem problems issue issues trouble hassle fun cute cozy decent cheap worth okay
  knee knees hip hips back leg legs foot feet eye eyes ear ears arm arms health`.split(/\s+/),
);
/** Tags of words that are never the subject of a question. */
const NOT_SUBJECT = [
  'Verb',
  'Adverb',
  'Pronoun',
  'Date',
  'Value',
  'QuestionWord',
  'Determiner',
  'Conjunction',
  'Preposition',
  'Possessive',
  'Comparative',
  'Superlative',
];

const LEXICON = (nlp.world() as { model: { one: { lexicon: Record<string, string> } } }).model.one
  .lexicon;

/** True for a word compromise knows, so it is not taken for a misspelling ('flooded'). */
export const isKnownWord = (word: string) => Object.hasOwn(LEXICON, word.toLowerCase());

interface TaggedTerm {
  normal: string;
  tags: string[];
  post?: string;
}

export interface QuestionWords {
  /** Terms that are only context. */
  context: Set<string>;
  /** Of those, the ones that set the scene (a place, a time, a condition, a person). */
  scene: Set<string>;
  /** Two nouns in a row in the main clause: 'application fee', 'mountain views'. */
  compounds: [string, string][];
  /** Adjectives of the main clause: the quality asked about ('negotiable', 'average'). */
  qualities: Set<string>;
  /** Nouns of the main clause. */
  nouns: Set<string>;
}

/** The context terms of a question, and the compound nouns it names. */
export function readWords(question: string): QuestionWords {
  const context = new Set<string>();
  const scenery = new Set<string>();
  const qualities = new Set<string>();
  const nouns = new Set<string>();
  const compounds: [string, string][] = [];
  const text = question.replace(/\by'?all\b/gi, 'you').slice(0, 500);
  for (const sentence of nlp(text).json() as { terms: TaggedTerm[] }[]) {
    let scene = false;
    let previous = '';
    let last: string[] = [];
    let noun: string | null = null;
    for (const term of sentence.terms) {
      const word = term.normal;
      // 'pins or nails': one of two alternatives is enough to answer.
      if (word === 'or') for (const t of last) context.add(t);
      // 'how fast', 'how soon': the degree asked, not a thing.
      const degree = previous === 'how';
      previous = word;
      if (SCENE.has(word) || CONDITION.has(word)) scene = true;
      else if (term.tags.includes('Verb') || term.tags.includes('QuestionWord')) scene = false;
      const setting = scene || degree || CONTEXT_WORDS.has(word);
      const isContext =
        setting || term.tags.some((tag) => NOT_SUBJECT.includes(tag) && tag !== 'Adjective');
      last = [];
      for (const part of word.split(/[^a-z0-9]+/)) {
        const processed = part ? processTerm(part) : null;
        if (processed && isContext) context.add(processed);
        if (processed && setting) scenery.add(processed);
        if (processed) last.push(processed);
      }
      if (!isContext && term.tags.includes('Adjective') && !term.tags.includes('Noun'))
        for (const t of last) qualities.add(t);
      const isNoun = !isContext && term.tags.includes('Noun') && last.length === 1;
      if (isNoun && last[0]) nouns.add(last[0]);
      const here = isNoun ? (last[0] ?? null) : null;
      if (noun && here && noun !== here) compounds.push([noun, here]);
      noun = here;
      if (/[,.;:!?]/.test(term.post ?? '')) {
        scene = false;
        noun = null;
      }
    }
  }
  return { context, scene: scenery, compounds, qualities, nouns };
}
