/**
 * The receipt sent when an order is paid: the order number (first 8 characters of its id), each
 * line with its name, SIZE, quantity and price, the promotion discount and the total. Everything that came from a
 * person (the customer's name, product names typed by staff) is HTML-escaped in the HTML part.
 */
import { optionSummary } from '@domain/drink-options';
import { formatPounds } from '@domain/money';
import { sizeCode } from '@domain/sizes';
import { SHOP_TIME_ZONE } from '@domain/shop-time-zone';
import { escapeHtml, type MailMessage } from '../mail';
import { orderNumber } from '@domain/order-status';
import { pickupSentence } from '@domain/pickup-label';
import { trackingPath } from '@domain/order-tracking';
import type { OrderLineRow, OrderRow } from './order-rows';

const londonTime = (date: Date) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: SHOP_TIME_ZONE, dateStyle: 'long', timeStyle: 'short' }).format(date);

export function receiptEmail(
  order: OrderRow & { customerEmail: string },
  lines: readonly OrderLineRow[],
  publicUrl: string,
): MailMessage {
  const number = orderNumber(order.id);
  // The order's private page, live until it is collected.
  const trackUrl = order.trackingToken ? `${publicUrl}${trackingPath(order.trackingToken)}` : null;
  const greeting = order.customerName ? `Hi ${order.customerName},` : 'Hello,';
  const paidAt = londonTime(order.paidAt ?? new Date());
  const pickup = pickupSentence(order);
  const rows = lines.map((line) => ({
    name: line.name,
    size: sizeCode(line.size),
    quantity: line.quantity,
    price: formatPounds(line.lineSubtotal),
    // "25% sugar · Less ice · Tapioca pearls".
    options: optionSummary(line.options),
  }));

  const text = [
    greeting,
    '',
    'Thank you for your order. We have received your payment and are getting your drinks ready.',
    '',
    `Order number: ${number}`,
    `Paid: ${paidAt}`,
    `Pickup time: ${pickup}`,
    '',
    ...rows.flatMap((row) => [
      `${row.quantity} × ${row.name} (${row.size})  ${row.price}`,
      ...(row.options ? [`    ${row.options}`] : []),
    ]),
    '',
    `Subtotal: ${formatPounds(order.subtotal)}`,
    ...(order.discount > 0 ? [`Promotion Discount: -${formatPounds(order.discount)}`] : []),
    `Total: ${formatPounds(order.totalAmount)}`,
    '',
    ...(trackUrl ? [`Track your order: ${trackUrl}`, ''] : []),
    'Pearl Bubble Tea, Buckingham',
  ].join('\n');

  const cell = 'padding:6px 8px;border-bottom:1px solid #eee;';
  const html = [
    '<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#3b2a20;">',
    `<p>${escapeHtml(greeting)}</p>`,
    '<p>Thank you for your order. We have received your payment and are getting your drinks ready.</p>',
    `<p><strong>Order number: ${escapeHtml(number)}</strong><br>Paid: ${escapeHtml(paidAt)}<br>Pickup time: ${escapeHtml(pickup)}</p>`,
    '<table style="border-collapse:collapse;min-width:320px;">',
    `<thead><tr><th style="${cell}text-align:left;">Item</th><th style="${cell}">Size</th><th style="${cell}">Qty</th><th style="${cell}text-align:right;">Price</th></tr></thead>`,
    '<tbody>',
    ...rows.map(
      (row) =>
        `<tr><td style="${cell}">${escapeHtml(row.name)}` +
        (row.options ? `<br><span style="font-size:13px;color:#6b5344;">${escapeHtml(row.options)}</span>` : '') +
        `</td><td style="${cell}text-align:center;">${row.size}</td>` +
        `<td style="${cell}text-align:center;">${row.quantity}</td><td style="${cell}text-align:right;">${escapeHtml(row.price)}</td></tr>`,
    ),
    '</tbody></table>',
    `<p>Subtotal: ${escapeHtml(formatPounds(order.subtotal))}<br>`,
    order.discount > 0
      ? `<span style="color:#2f7d32;">Promotion Discount: -${escapeHtml(formatPounds(order.discount))}</span><br>`
      : '',
    `<strong>Total: ${escapeHtml(formatPounds(order.totalAmount))}</strong></p>`,
    trackUrl
      ? `<p><a href="${escapeHtml(trackUrl)}" style="color:#7c3a86;font-weight:bold;">Track your order</a> — see when it is ready for pickup.</p>`
      : '',
    '<p>Pearl Bubble Tea, Buckingham</p>',
    '</body></html>',
  ].join('');

  return {
    to: order.customerEmail,
    subject: `Your Pearl order ${number}`,
    text,
    html,
    dedupeKey: `receipt:${order.id}`,
  };
}
