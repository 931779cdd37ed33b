import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/connection.ts';
import { conflict, notFound } from '../../http/errors.ts';
import {
  conversationExists,
  findLeadThread,
  insertAnsweredFact,
  lockOwnAttentionItem,
  markAttentionAnswered,
} from './attention.queries.ts';

/**
 * Writes in a prospect's chat as the manager: conversations' writeAsManager, handed in where
 * the modules are wired (modules/index.ts), since conversations raise attention items and
 * sit above this module.
 */
export type WriteAsManager = (
  app: FastifyInstance,
  tx: DbOrTx,
  message: { conversationId: string; userId: string; text: string; pause: boolean },
) => Promise<void>;

export interface Answer {
  answer: string;
  remember: boolean;
  unitOnly?: boolean;
}

/**
 * The manager answers a question Athena could not: the answer goes to the prospect's
 * current chat under the manager's name (Athena carries on: answering is not a takeover),
 * and with `remember` it becomes a fact of the property, or of the lead's unit, that
 * Athena answers from next time. One transaction: the item is answered once, even when
 * two tabs send at the same time.
 */
export async function answerQuestion(
  app: FastifyInstance,
  userId: string,
  itemId: string,
  answer: Answer,
  writeAsManager: WriteAsManager,
): Promise<void> {
  const text = answer.answer.trim();
  await app.db.transaction(async (tx) => {
    const item = await lockOwnAttentionItem(tx, userId, itemId);
    if (!item) throw notFound('Item');
    if (item.kind !== 'UNANSWERED_QUESTION' || item.status !== 'OPEN' || !item.propertyId) {
      throw conflict('This item is not an open question: it cannot be answered.');
    }
    const lead = item.interestId ? await findLeadThread(tx, item.interestId) : undefined;
    // The prospect's chat now: after a reset, the thread they write in, not the old one.
    const conversationId = lead?.conversationId ?? item.conversationId;
    if (conversationId && (await conversationExists(tx, conversationId))) {
      await writeAsManager(app, tx, { conversationId, userId, text, pause: false });
    }
    if (answer.remember) {
      await insertAnsweredFact(tx, {
        propertyId: item.propertyId,
        unitId: answer.unitOnly ? (lead?.unitId ?? null) : null,
        question: item.text,
        answer: text,
      });
    }
    await markAttentionAnswered(tx, itemId);
  });
}
