import type { MailMessage } from '../mail';

/**
 * What a code proves the address for: the data page, or the stamp card's free drink at checkout. 'no_reward': the free
 * drink was asked for but the card has none; the request counts as one (the same limits, the same answer to the
 * asker), and the e-mail says so instead of giving the code.
 */
export type CodePurpose = 'data' | 'reward' | 'no_reward';

/** The e-mail to an address whose card has no free drink: no code, only what it would take. */
function noRewardEmail(to: string, requestId: string): MailMessage {
  return {
    to,
    subject: 'Your Pearl Bubble Tea stamp card',
    dedupeKey: `data-code:${requestId}`,
    text: [
      'Hello,',
      '',
      'Someone asked to use the free drink on the stamp card of this e-mail address.',
      '',
      'There is no free drink on this card yet: each drink bought with this address adds a stamp, and a full card gives one.',
      '',
      'If you did not ask for this, ignore this e-mail: nothing has changed on your card.',
      '',
      'Pearl Bubble Tea',
      '',
    ].join('\n'),
  };
}

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
  /** What the code is for: the data page (the default), or the stamp card's free drink at checkout. */
  purpose?: CodePurpose;
}): MailMessage {
  const { to, code, requestId, publicUrl, minutes, purpose = 'data' } = options;
  if (purpose === 'no_reward') return noRewardEmail(to, requestId);
  const reward = purpose === 'reward';
  return {
    to,
    subject: reward ? 'Your Pearl Bubble Tea free drink code' : 'Your Pearl Bubble Tea data code',
    // One prefix for both: the outbox forgets every code e-mail once its code has expired (privacy/retention.ts).
    dedupeKey: `data-code:${requestId}`,
    text: [
      'Hello,',
      '',
      reward
        ? 'Someone asked to use the free drink on the stamp card of this e-mail address.'
        : 'Someone asked to see the orders Pearl Bubble Tea holds under this e-mail address.',
      '',
      `Your code: ${code}`,
      '',
      reward
        ? `Enter it in the Checkout dialog within ${minutes} minutes.`
        : `Enter it on the Request My Data page within ${minutes} minutes: ${publicUrl}/request-my-data`,
      '',
      reward
        ? 'If you did not ask for this, ignore this e-mail: the free drink stays on your card without the code.'
        : 'If you did not ask for this, ignore this e-mail: nothing is shown or deleted without the code.',
      '',
      'Pearl Bubble Tea',
      '',
    ].join('\n'),
  };
}
