import type { MailMessage } from '../mail';

/**
 * The e-mail that carries a data-page code. It says nothing about whether the address has orders: it goes to every
 * address that asks, so only the owner of the mailbox learns anything, and only by entering the code.
 */
export function dataCodeEmail(options: {
  to: string;
  code: string;
  requestId: string;
  publicUrl: string;
  minutes: number;
}): MailMessage {
  const { to, code, requestId, publicUrl, minutes } = options;
  return {
    to,
    subject: 'Your Pearl Bubble Tea data code',
    dedupeKey: `data-code:${requestId}`,
    text: [
      'Hello,',
      '',
      'Someone asked to see the orders Pearl Bubble Tea holds under this e-mail address.',
      '',
      `Your code: ${code}`,
      '',
      `Enter it on the Request My Data page within ${minutes} minutes: ${publicUrl}/request-my-data`,
      '',
      'If you did not ask for this, ignore this e-mail: nothing is shown or deleted without the code.',
      '',
      'Pearl Bubble Tea',
      '',
    ].join('\n'),
  };
}
