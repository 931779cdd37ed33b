import type { FastifyInstance } from 'fastify';
import { SEND_MAIL_TASK } from './outbox.ts';
import { createSendMailTask } from './transport.ts';

/** Registers the delivery job for queued mail. */
export async function mailPlugin(app: FastifyInstance) {
  app.tasks[SEND_MAIL_TASK] = createSendMailTask(
    app.db,
    { smtpUrl: app.config.smtpUrl, from: app.config.mailFrom },
    app.log,
  );
}
Object.assign(mailPlugin, { [Symbol.for('skip-override')]: true });
