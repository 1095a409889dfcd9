/**
 * The mail module's public file: other modules and services.ts import mail from here only. A module queues a
 * message with the Mailer's enqueue, in its own transaction; the mailer's worker sends it.
 */
export { createMailer, type MailMessage, type Mailer } from './mailer';
export { deleteOldMail, forgetMailTo } from './mail-retention';
export { outboxFigures } from './outbox-figures';
