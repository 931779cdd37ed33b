import { describe, expect, it } from 'vitest';
import { nameIn } from './names.ts';

const now = new Date('2026-11-24T12:00:00Z');

describe('the name a prospect gives in passing', () => {
  it.each([
    ['Dana here — january 1 works for us', 'Dana'],
    ['hey its jess from the housing fair, is R4 still open for fall?', 'Jess'],
    ['hola, soy Guadalupe Ríos. is the 1 bedroom the accessible one?', 'Guadalupe Ríos'],
    ['Hello, Francine Oduya writing for my father, who is 81', 'Francine Oduya'],
    [
      "Writing for my son Theo — I'm his mom, Ruth Adler. What's your smallest apartment?",
      'Ruth Adler',
    ],
    ['just me! (Marisol btw)', 'Marisol'],
    ['hey whats the pet fee. thx, marcus', 'Marcus'],
    ['is parking included? ty - priya', 'Priya'],
    ["what's the fee for a cat? thx, siddharth", 'Siddharth'],
    ['About 7,500 a month before taxes.\n\nBest regards,\nDr. Ifeoma Okafor', 'Ifeoma Okafor'],
    [
      'Could you tell me whether dogs are permitted?\n\nKind regards,\nLt. Col. Teresa Ngata (Ret.)',
      'Teresa Ngata',
    ],
    ['Quick question from Nguyen Thi Mai: what does the upper unit look out on?', 'Nguyen Thi Mai'],
    [
      'Quick one from Oyelaran Adebayo-Fisher: are chains ok instead of winter tires?',
      'Oyelaran Adebayo-Fisher',
    ],
    ['hi, Dr. Sam Patel here', 'Sam Patel'],
    // Given names that are words too, and names no list holds, kept.
    ["Hi, I'm Faith. is the studio still open?", 'Faith'],
    ["I'm Kenji, moving for a job in march", 'Kenji'],
    ['not sure yet tbh. Im Callum by the way', 'Callum'],
    // A given name introduced in lower case, with a surname when it is one.
    ['this is kaylee two-feathers btw, jan 4 works for me', 'Kaylee Two-Feathers'],
    ['this is ruthanne from brattleboro, can i bring both my cats', 'Ruthanne'],
    ['my name is maria garcia', 'Maria Garcia'],
    ['two of us. — Siobhán', 'Siobhán'],
    [
      'xin chào, tôi là Nguyễn Thị Lan. can i move into the stone bunkhouse right away?',
      'Nguyễn Thị Lan',
    ],
  ])('%j gives %j', (text, name) => {
    expect(nameIn(text, null, now)).toBe(name);
  });

  it.each([
    "I'm Canadian, so I'm only down for the winters. Is the lease 12 months only?",
    "Im Local, grew up in the NE heights lol. what's rent on a 2 bed?",
    "I'm Nocturnal basically (nights) - how dark do the bedrooms get?",
    'ok got it, thanks again',
    'sounds good. thanks, bye',
    // What a person is, or whose, said as if it were a name.
    "I'm Vegan and cook a ton, is the stove gas or electric?",
    "I wear a turban (I'm Sikh), do people there tend to be welcoming?",
    "I'm Military, do you have a military clause in the lease?",
    "I'm Deaf btw, just fyi",
    "I'm Jordan's mom, she's the one applying. Can I cosign for her?",
    'this is great, thanks',
    'this is june 1st right?',
    'no pets — Thanks',
  ])('%j gives none', (text) => {
    expect(nameIn(text, null, now)).toBeNull();
  });
});
