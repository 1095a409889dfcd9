/**
 * The receipt sent when an order is paid: the order number for the day ("#12"), each
 * line with its name, SIZE, quantity and price, the promotion discount, the stamp card's free drink and the total,
 * then the stamp card (a row of cups, filled or empty) and Order again. Everything that came from a person (the
 * customer's name, product names typed by staff) is HTML-escaped in the HTML part.
 */
import { optionSummary } from '@domain/drink-options';
import { formatPounds } from '@domain/money';
import { sizeCode } from '@domain/sizes';
import { shopLongDateTime } from '@domain/shop-time';
import { escapeHtml } from '@domain/escape-html';
import type { MailMessage } from '../mail';
import { orderLabel } from '@domain/order-number';
import { pickupSentence } from '@domain/pickup-label';
import { orderAgainPath, trackingPath } from '@domain/order-tracking';
import { FREE_DRINK_LINE } from '@domain/pricing';
import { rewardWaitingText, stampsLabel, type StampCardView } from '@domain/stamp-card';
import { vatReceiptRows, vatReceiptText, type ReceiptVat } from '@domain/vat';
import type { OrderLineRow, OrderRow } from './order-rows';

export function receiptEmail(
  order: OrderRow & { customerEmail: string },
  lines: readonly OrderLineRow[],
  publicUrl: string,
  stampCard: StampCardView | null = null,
  /** The order's VAT per rate and the shop's number: a simplified VAT invoice; null when not VAT-registered. */
  vat: ReceiptVat | null = null,
): MailMessage {
  const number = orderLabel(order);
  // The order's private page, live until it is collected.
  const trackUrl = order.trackingToken ? `${publicUrl}${trackingPath(order.trackingToken)}` : null;
  const againUrl = order.trackingToken ? `${publicUrl}${orderAgainPath(order.trackingToken)}` : null;
  const freeDrink = order.freeDrink > 0 ? `-${formatPounds(order.freeDrink)}` : null;
  const card = stampCard ? stampCardLines(stampCard) : null;
  const greeting = order.customerName ? `Hi ${order.customerName},` : 'Hello,';
  const paidAt = shopLongDateTime(order.paidAt ?? new Date());
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
    ...(freeDrink ? [`${FREE_DRINK_LINE}: ${freeDrink}`] : []),
    `Total: ${formatPounds(order.totalAmount)}`,
    '',
    ...(vat ? [...vatReceiptText(vat), ''] : []),
    ...(card ? [card.label, card.cups, ...(card.waiting ? [card.waiting] : []), ''] : []),
    ...(trackUrl ? [`Track your order: ${trackUrl}`, ''] : []),
    ...(againUrl ? [`Order again: ${againUrl}`, ''] : []),
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
    freeDrink ? `<span style="color:#2f7d32;">${FREE_DRINK_LINE}: ${escapeHtml(freeDrink)}</span><br>` : '',
    `<strong>Total: ${escapeHtml(formatPounds(order.totalAmount))}</strong></p>`,
    vat ? vatTable(vat, cell) : '',
    trackUrl
      ? `<p><a href="${escapeHtml(trackUrl)}" style="color:#7c3a86;font-weight:bold;">Track your order</a> — see when it is ready for pickup.</p>`
      : '',
    card
      ? `<p><strong>${escapeHtml(card.label)}</strong><br><span style="font-size:20px;letter-spacing:2px;" aria-label="${escapeHtml(card.label)}">${card.cups}</span>` +
        (card.waiting ? `<br><strong style="color:#2f7d32;">${escapeHtml(card.waiting)}</strong>` : '') +
        '</p>'
      : '',
    againUrl
      ? `<p><a href="${escapeHtml(againUrl)}" style="color:#7c3a86;font-weight:bold;">Order again</a> — the same drinks in your basket at today's prices.</p>`
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

/** The VAT number and, per rate, the net, the VAT and the gross, as a small table under the total. */
function vatTable(vat: ReceiptVat, cell: string): string {
  const right = `${cell}text-align:right;`;
  return [
    `<p>VAT number: ${escapeHtml(vat.vatNumber)}</p>`,
    '<table style="border-collapse:collapse;min-width:320px;">',
    `<thead><tr><th style="${cell}text-align:left;">Rate</th><th style="${right}">Net</th><th style="${right}">VAT</th><th style="${right}">Gross</th></tr></thead>`,
    '<tbody>',
    ...vatReceiptRows(vat.rates).map(
      (row) =>
        `<tr><td style="${cell}">${row.rate}</td><td style="${right}">${escapeHtml(row.net)}</td>` +
        `<td style="${right}">${escapeHtml(row.vat)}</td><td style="${right}">${escapeHtml(row.gross)}</td></tr>`,
    ),
    '</tbody></table>',
  ].join('');
}

/** The stamp card as the receipt says it: "Stamps: 4 of 9", a row of cups (filled ●, empty ○) and the reward waiting. */
function stampCardLines(view: StampCardView) {
  return {
    label: stampsLabel(view),
    cups: '●'.repeat(view.stamps) + '○'.repeat(Math.max(0, view.of - view.stamps)),
    waiting: rewardWaitingText(view),
  };
}
