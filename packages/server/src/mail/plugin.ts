import { EventEmitter } from 'node:events';
import type { FastifyInstance } from 'fastify';
import { SEND_MAIL_TASK } from './outbox.ts';
import { createSendMailTask } from './transport.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Emits 'delivered' with each message as sent (its sign-in links still usable). */
    mailDeliveries: EventEmitter;
  }
}

/** Registers the delivery job for queued mail, in its own lane of workers. */
export async function mailPlugin(app: FastifyInstance) {
  const deliveries = new EventEmitter();
  app.decorate('mailDeliveries', deliveries);
  app.jobLanes.mail.add(SEND_MAIL_TASK);
  app.tasks[SEND_MAIL_TASK] = createSendMailTask(
    app.db,
    {
      smtpUrl: app.config.smtpUrl,
      from: app.config.mailFrom,
      onDelivered: (message) => deliveries.emit('delivered', message),
    },
    app.log,
  );
}
Object.assign(mailPlugin, { [Symbol.for('skip-override')]: true });
