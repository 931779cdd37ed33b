/**
 * The turn's look-up, one composition for the server and the evaluation: ai/knowledge's
 * answer, else ai/answers' (by meaning) when it is confident enough and is the kind of
 * answer the question wants ('what's the electric bill like in july' wants an amount, not
 * who pays it).
 */
import nlp from 'compromise';
import { type AnswerIndex, answerQuestion as answerByMeaning } from '../answers/index.ts';
import { askingPart, LEANS } from '../answers/query.ts';
import { CAT, DOG } from '../answers/question.ts';
import { answerQuestion, type KnowledgeIndex } from '../knowledge/index.ts';
import { answerFits } from '../knowledge/sentences.ts';
import { isStopword, stem, tokenize } from '../meaning/tokens.ts';
import type { LookUp } from './turn.ts';

type Found = ReturnType<LookUp>;

export function lookUpBoth(
  knowledge: KnowledgeIndex,
  answers: AnswerIndex,
  message: string,
): Found {
  const question = withoutPetNames(message);
  const found = answerQuestion(knowledge, withoutSelfIntro(question));
  if (found) return found;
  const meant = answerByMeaning(answers, question);
  return meant && answerFits(question, meant.answer) && saysHolder(question, meant.answer)
    ? meant
    : null;
}

/**
 * 'I'm retired and wondering what days the van runs', 'I'm remote most weeks — what are my
 * internet options?': what a person says they are sets no topic; the question after it is
 * looked up alone.
 */
const SELF_INTRO =
  /^\W*(?:i'?m|im|i am)\s+(?:\w+\s+){0,6}?\w+\s*(?:[,;:.!]|\s[-–—]|\sand\b|\sso\b)\s*(?:(?:i'?m|im|i am|just)\s+)?(?:(?:wondering|curious|asking)\s+(?:if\s+|whether\s+)?)?/i;
function withoutSelfIntro(message: string): string {
  const rest = message.replace(SELF_INTRO, '');
  // 'I'm on disability, is that ok?': a question about what was said keeps it.
  return rest !== message && rest.split(/\s+/).length >= 3 && !LEANS.test(rest) ? rest : message;
}

/**
 * 'my cat Mochi would be coming with me, is that ok?': an animal's own name is no thing the
 * facts could name; the question is of the cat.
 */
const PET_NAMED =
  /\b(cats?|dogs?|pups?|puppy|kittens?|kitty|doggo|pooch)\s+(?:named\s+|called\s+)?([A-Z][a-z]+)\b/g;
function withoutPetNames(question: string): string {
  return question.replace(PET_NAMED, (whole, animal: string, name: string) =>
    DOG.test(name.toLowerCase()) || CAT.test(name.toLowerCase()) ? whole : animal,
  );
}

/** The thing a question opens by asking of, with what describes it. */
const NAMED_THING = '^(is|are|does|do|was|were) (the|your|this|that) [#Adjective? #Noun+]';

/** 'Is the pool heated…?': the thing a quality is asked of. */
const HOLDER =
  /^\W*(?:is|are|does|do|was|were)\s+(?:the|your|this|that)\s+(?:(?:main|master|primary|big|bigger|small|smaller|second|first|front|back|new|old|whole|upstairs|downstairs)\s+)?([a-z]{3,})\b/i;

/**
 * Whether an answer by meaning speaks of the thing the question asks a quality of: 'is the
 * pool heated or is it freezing' is not answered by keeping the heat at 55 degrees in winter.
 */
function saysHolder(message: string, answer: string): boolean {
  // 'I'm Vegan and cook a ton — is the stove gas or electric?': the clause that asks.
  const question = askingPart(message).trim() || message;
  if (!HOLDER.test(question)) return true;
  // The head of what is named: 'is the tap water ok to drink?' asks of water, 'is the water
  // heater tankless?' of the heater.
  const named = nlp(question).match(NAMED_THING, 0).out('array')[0] as string | undefined;
  const words = named?.split(/\s+/) ?? [];
  // 'is the stove gas or electric?': a word before 'or' is the quality asked, not the thing.
  const after = named ? question.toLowerCase().split(named.toLowerCase())[1] : undefined;
  if (after && /^\s+or\b/.test(after)) words.pop();
  const holder = words.at(-1) ?? HOLDER.exec(question)?.[1];
  if (!holder) return true;
  // 'room' is said in 'bedroom'.
  const said = tokenize(answer).map(stem);
  const own = stem(holder);
  if (said.some((word) => word.endsWith(own))) return true;
  // 'do the bedroom doors lock?' is answered by 'each bedroom has its own lock': the thing
  // named before its head, with the quality asked, says it as well.
  const asked = after ? tokenize(after).filter((word) => !isStopword(word)) : [];
  const says = (word: string) => said.some((one) => one.startsWith(stem(word)));
  return (
    asked.length > 0 &&
    words.slice(0, -1).some((word) => !isStopword(word.toLowerCase()) && says(word)) &&
    asked.every(says)
  );
}
