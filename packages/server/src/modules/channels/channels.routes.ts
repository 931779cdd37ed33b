import type { FastifyInstance } from 'fastify';
import { MAIL_OUTCOME_TASK } from '../../mail/outbox.ts';
import { CHANNEL_DELIVER_TASK } from '../conversations/index.ts';
import { claimedContext, setDelivery } from './channels.queries.ts';
import {
  CHANNEL_SWEEP_CRONTAB,
  CHANNEL_SWEEP_TASK,
  createDeliverTask,
  createSweepTask,
  failDelivery,
} from './deliver.task.ts';
import type { SmsProvider } from './sms.ts';
import { twilioProvider } from './twilio.ts';
import { unsubscribeRoutes } from './unsubscribe.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The text-message provider (Twilio when configured), or null. */
    sms: SmsProvider | null;
  }
}

/**
 * Conversations beyond the chat: each message Athena or the manager writes in a thread the
 * prospect keeps by e-mail or text goes out there (CHANNEL_DELIVER_TASK), a mail's outcome
 * comes back to its message, and the unsubscribe link stops a thread's e-mail.
 */
export async function channelsRoutes(app: FastifyInstance): Promise<void> {
  app.decorate('sms', app.config.twilio ? twilioProvider(app.config.twilio) : null);
  app.tasks[CHANNEL_DELIVER_TASK] = createDeliverTask(app, () => app.sms);
  // It waits on the text provider: its own workers, never the ones giving Athena's turns.
  app.jobLanes.outbound.add(CHANNEL_DELIVER_TASK);
  app.tasks[CHANNEL_SWEEP_TASK] = createSweepTask(app);
  app.jobLanes.crontab.push(CHANNEL_SWEEP_CRONTAB);
  app.tasks[MAIL_OUTCOME_TASK] = async (payload: unknown) => {
    const { messageId, status, reason } = (payload ?? {}) as Record<string, unknown>;
    if (typeof messageId !== 'string') return;
    if (status === 'SENT') {
      await setDelivery(app.db, messageId, 'SENT', { error: null });
      return;
    }
    const error = typeof reason === 'string' ? reason : 'The mail server refused it.';
    const context = await claimedContext(app.db, messageId);
    if (context) await failDelivery(app, context, { channel: 'EMAIL', to: context.email, error });
  };
  // The unsubscribe form and mail clients' one-click requests post a form.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  // RFC 8058's one-click request may come as multipart/form-data or anything else: the
  // unsubscribe routes read only their token, whatever the body.
  await app.register(async (unsubscribe) => {
    unsubscribe.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: 64 * 1024 },
      (_request, _body, done) => done(null, {}),
    );
    unsubscribeRoutes(unsubscribe);
  });
}
// The `sms` decoration reaches the modules registered after this one.
Object.assign(channelsRoutes, { [Symbol.for('skip-override')]: true });
