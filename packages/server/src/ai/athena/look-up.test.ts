import { describe, expect, it } from 'vitest';
import { buildAnswerIndex } from '../answers/index.ts';
import { buildKnowledgeIndex } from '../knowledge/index.ts';
import { MAPLE_COURT } from '../knowledge/knowledge.fixtures.ts';
import { lookUpBoth } from './look-up.ts';

describe("the turn's look-up", () => {
  const knowledge = {
    ...MAPLE_COURT,
    leaseChunks: [
      ...(MAPLE_COURT.leaseChunks ?? []),
      {
        position: 99,
        content:
          '30. WINTER. Resident keeps the heat at 55 degrees or more in winter so the pipes do not freeze. 31. WELL. Drinking water comes from a private well with an iron filter. 32. ROOMS. Each of the three bedrooms has its own lock.',
      },
    ],
  };
  const ask = (question: string) =>
    lookUpBoth(buildKnowledgeIndex(knowledge), buildAnswerIndex(knowledge), question)?.answer ??
    null;

  it('answers by meaning only of the thing a quality is asked of', () => {
    expect(ask('is the pool heated or is it freezing')).toBeNull();
    // …also when the question comes after something said first.
    expect(ask('we swim every morning — is the pool heated or is it freezing')).toBeNull();
  });

  it('asks of the head of what is named, not of the word before it', () => {
    expect(ask('is the tap water ok to drink?')).toContain('private well');
  });

  it('looks the question up without what the person says they are first', () => {
    // 'Freezing' would find the winter heat rule; the question asks who pays for water.
    expect(ask("I'm freezing just thinking about the winters — who pays for water?")).toContain(
      'Tenants pay water',
    );
    // A question about what was said keeps it.
    expect(ask("I'm allergic to cats, is that a problem?") ?? '').not.toContain('Tenants pay');
  });

  it("reads an animal's own name as the animal", () => {
    expect(ask('my cat Mochi would be coming with me tho, is that ok?')).toContain(
      'Cats are allowed',
    );
  });

  it('takes the thing named before the head, with the quality asked, as naming it too', () => {
    expect(ask('do the bedroom doors lock?')).toContain('its own lock');
  });
});
