/**
 * Product rules a request could step around (issue 27): each refused with a clear 4xx and
 * nothing changed, while the request the rule allows still goes through.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attentionItems } from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../helpers.ts';
import { type SeededAccount, seedAccount, snapshot } from './fixtures.ts';

/**
 * Finding 7: an item resolved with another kind's outcome. Before, a new lead could be
 * marked CALLED_BACK (and a call request plain DONE): whatever outcome was sent was stored.
 */
describe("an attention item's outcome is one its kind takes", () => {
  let t: TestApp;
  let a: SeededAccount;

  beforeAll(async () => {
    t = await createTestApp();
    a = await seedAccount(t.app, 'outcomes');
  });
  afterAll(() => t.close());

  const item = async (kind: 'NEW_LEAD' | 'CALL_REQUEST') => {
    const [row] = await t.app.db
      .insert(attentionItems)
      .values({
        userId: a.manager.id,
        propertyId: a.propertyId,
        interestId: a.interestId,
        conversationId: a.conversationId,
        kind,
        text: kind === 'CALL_REQUEST' ? 'Call me at 312 555 0199' : a.prospectEmail,
      })
      .returning({ id: attentionItems.id });
    return row!.id;
  };
  const resolve = (id: string, outcome?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/attention/${id}/resolve`,
      headers: a.manager.headers,
      payload: outcome === undefined ? {} : { outcome },
    });
  const stored = async (id: string) =>
    (await t.app.db.select().from(attentionItems).where(eq(attentionItems.id, id)))[0];

  it.each([
    ['a new lead', 'NEW_LEAD', 'CALLED_BACK'],
    ['a new lead', 'NEW_LEAD', 'NO_ANSWER'],
    ['a call request', 'CALL_REQUEST', 'DONE'],
    ['a call request', 'CALL_REQUEST', undefined],
  ] as const)(
    'refuses %s resolved with %s / %s: a 400 on outcome, nothing changed',
    async (_, kind, outcome) => {
      const id = await item(kind);
      const before = await snapshot(t.app);
      const response = await resolve(id, outcome);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: { code: 'VALIDATION', field: 'outcome' } });
      expect(response.json().error.message).toMatch(/outcome/i);
      expect(await snapshot(t.app)).toEqual(before);
      expect(await stored(id)).toMatchObject({ status: 'OPEN', outcome: null, resolvedAt: null });
    },
  );

  it.each([
    ['NEW_LEAD', 'DONE', 'DONE'],
    ['NEW_LEAD', undefined, 'DONE'],
    ['CALL_REQUEST', 'CALLED_BACK', 'CALLED_BACK'],
    ['CALL_REQUEST', 'NO_ANSWER', 'NO_ANSWER'],
  ] as const)('resolves a %s item with %s as %s', async (kind, outcome, expected) => {
    const id = await item(kind);
    const response = await resolve(id, outcome);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'DONE', outcome: expected });
    expect(await stored(id)).toMatchObject({ status: 'DONE', outcome: expected });
  });

  it('takes DONE for every other kind, as before', async () => {
    const response = await resolve(a.attentionItemId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ kind: 'UNANSWERED_QUESTION', outcome: 'DONE' });
  });
});
