/**
 * The e-mails staff actions send to a customer ('Confirm & Notify' is sent, with the prep time; beyond that, a
 * refund is told too). Everything a customer or staff typed is HTML-escaped in the HTML part.
 */
import { shopTime } from '@domain/opening-hours';
import { pickupSentence } from '@domain/pickup-label';
import { PICKUP_PLACE } from '@domain/order-tracking';
import { formatPounds } from '@domain/money';
import { orderLabel } from '@domain/order-number';
import { sizeCode } from '@domain/sizes';
import type { StaffOrder } from '@domain/staff-orders';
import { escapeHtml } from '@domain/escape-html';
import type { MailMessage } from '../mail';

const minutes = (n: number) => `${n} minute${n === 1 ? '' : 's'}`;
const greeting = (order: StaffOrder) => (order.customerName ? `Hi ${order.customerName},` : 'Hello,');

function linesText(order: StaffOrder): string[] {
  return order.items.map(
    (item) =>
      `  ${item.quantity} × ${item.name} (${sizeCode(item.size)})${item.options?.length ? ` — ${item.options.join(' · ')}` : ''}`,
  );
}

function linesHtml(order: StaffOrder): string {
  return `<ul>${order.items.map((item) => `<li>${item.quantity} × ${escapeHtml(item.name)} (${sizeCode(item.size)})${item.options?.length ? `<br>${escapeHtml(item.options.join(' · '))}` : ''}</li>`).join('')}</ul>`;
}

function html(paragraphs: string[]): string {
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#2f1b10">${paragraphs.join('')}<p>Pearl Bubble Tea, Buckingham</p></body></html>`;
}

/** Sent by 'Confirm & Notify': the order is being made, ready in about N minutes (around HH:MM). */
export function orderConfirmedMail(order: StaffOrder & { customerEmail: string }): MailMessage {
  const when =
    order.prepTime === null
      ? 'We will have it ready for you as soon as we can.'
      : order.prepTime === 0
        ? 'It is ready for you now.'
        : `It will be ready in about ${minutes(order.prepTime)}${order.readyAt ? `, around ${shopTime(new Date(order.readyAt))}` : ''}.`;
  const text = [
    greeting(order),
    '',
    `Thank you for your order ${orderLabel(order)}. We have confirmed it and started making it.`,
    when,
    `Pickup time: ${pickupSentence(order)}`,
    '',
    ...linesText(order),
    `  Total: ${formatPounds(order.totalAmount)}`,
    '',
    'Pearl Bubble Tea, Buckingham',
  ].join('\n');
  return {
    to: order.customerEmail,
    subject: `Your Pearl order ${orderLabel(order)} is confirmed`,
    text,
    html: html([
      `<p>${escapeHtml(greeting(order))}</p>`,
      `<p>Thank you for your order <strong>${escapeHtml(orderLabel(order))}</strong>. We have confirmed it and started making it.</p>`,
      `<p><strong>${escapeHtml(when)}</strong></p>`,
      `<p>Pickup time: ${escapeHtml(pickupSentence(order))}</p>`,
      linesHtml(order),
      `<p>Total: ${escapeHtml(formatPounds(order.totalAmount))}</p>`,
    ]),
    dedupeKey: `order-confirmed:${order.id}`,
  };
}

/**
 * Sent by 'Mark as Ready': the subject says the order is ready, the body says where to collect it, with the
 * link to the order's page.
 */
export function orderReadyMail(order: StaffOrder & { customerEmail: string }, trackUrl: string | null): MailMessage {
  const text = [
    greeting(order),
    '',
    `Your order ${orderLabel(order)} is ready for pickup.`,
    `Collect it from ${PICKUP_PLACE}. Just give your order number at the counter.`,
    '',
    ...linesText(order),
    '',
    ...(trackUrl ? [`Your order: ${trackUrl}`, ''] : []),
    'Pearl Bubble Tea, Buckingham',
  ].join('\n');
  return {
    to: order.customerEmail,
    subject: `Your Pearl order ${orderLabel(order)} is ready for pickup`,
    text,
    html: html([
      `<p>${escapeHtml(greeting(order))}</p>`,
      `<p><strong>Your order ${escapeHtml(orderLabel(order))} is ready for pickup.</strong></p>`,
      `<p>Collect it from ${escapeHtml(PICKUP_PLACE)}. Just give your order number at the counter.</p>`,
      linesHtml(order),
      trackUrl ? `<p><a href="${escapeHtml(trackUrl)}">Track your order</a></p>` : '',
    ]),
    dedupeKey: `order-ready:${order.id}`,
  };
}

/** Sent when staff refund an order. */
export function orderRefundedMail(
  order: StaffOrder & { customerEmail: string },
  amount: number,
  inCash = false,
  /** Why, when the shop gave it back of its own accord (what was paid for had just run out). */
  reason?: string,
): MailMessage {
  // A free order took no money: what goes back is the free drink, to the stamp card.
  const said = [
    ...(reason ? [`Sorry: ${reason}. Someone paid for the last ones just before you.`] : []),
    ...(amount === 0
      ? [`We have cancelled your free order ${orderLabel(order)}: the free drink is back on your stamp card.`]
      : inCash
        ? [`We have refunded ${formatPounds(amount)} in cash for your order ${orderLabel(order)}.`]
        : [
            `We have refunded ${formatPounds(amount)} for your order ${orderLabel(order)} to the card you paid with.`,
            'Refunds usually reach your account within 5 to 10 working days.',
          ]),
  ];
  const text = [greeting(order), '', ...said, '', ...linesText(order), '', 'Pearl Bubble Tea, Buckingham'].join('\n');
  return {
    to: order.customerEmail,
    subject: `Your Pearl order ${orderLabel(order)} has been refunded`,
    text,
    html: html([
      `<p>${escapeHtml(greeting(order))}</p>`,
      ...said.map((sentence) => `<p>${escapeHtml(sentence)}</p>`),
      linesHtml(order),
    ]),
    dedupeKey: `order-refunded:${order.id}`,
  };
}
