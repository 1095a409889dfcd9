/**
 * The makers' queue (the make screen): every cup of today's orders still to make, in pickup order, each marked Made
 * by a tap; Ready on a ticket whose cups are all made; Recall of the ticket last made ready. Made marks are this
 * module's (`cups_made`); the orders are read and moved through the MakersOrders port (the orders module's lifecycle,
 * e-mails and audit), and a cup is what printing counts as one (its labels, read with the catalogue's allergens).
 * A mark is announced on the 'orders' topic, so every queue and dashboard, on every instance, shows it.
 */
import { SHOP_PREP_MINUTES } from '@domain/asap-wait';
import type { MakersQueue } from '@domain/contracts/printing';
import { ticketClockStart } from '@domain/make-ticket';
import { orderLabel } from '@domain/order-number';
import { orderNumber } from '@domain/order-status';
import { cupLabels, type CupLabel } from '@domain/printing';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../errors';
import { recordAudit, type Actor } from '../audit';
import type { LiveHub } from '../live';
import type { OrderLineRow } from '../orders';
import { printedOrder, printedOrders, refuseCupWork } from '../printing';
import type { MakersOrders } from './makers-orders';
import { cupsMade } from './schema';

/** The option ids of the line a cup was made from (the cup shows only their names). */
function optionIdsOf(label: CupLabel, lines: readonly OrderLineRow[]): string[] {
  const line = lines.find(
    (candidate) =>
      candidate.name === label.drink &&
      candidate.size === label.size &&
      (candidate.options ?? []).map((option) => option.name).join('\n') === label.options.join('\n'),
  );
  return (line?.options ?? []).map((option) => option.id);
}

export function createMakersQueue({
  db,
  live,
  orders,
  now = () => new Date(),
}: {
  db: Db;
  live: Pick<LiveHub, 'publish'>;
  /** The orders to make, and the counter's moves: Ready and Recall go through the orders module's lifecycle. */
  orders: MakersOrders;
  now?: () => Date;
}) {
  async function madeMarks(orderIds: string[]): Promise<Set<string>> {
    if (!orderIds.length) return new Set();
    const rows = await db.select().from(cupsMade).where(inArray(cupsMade.orderId, orderIds));
    return new Set(rows.map((row) => `${row.orderId}:${row.cup}`));
  }

  async function list(): Promise<MakersQueue> {
    const at = now();
    const toMake = await orders.ordersToMake(db, at);
    const isMade = await madeMarks(toMake.map(({ order }) => order.id));
    const printed = await printedOrders(db, toMake);
    const tickets: MakersQueue['orders'] = [];
    for (const [position, { order, lines }] of toMake.entries()) {
      const labels = cupLabels({ ...printed[position]!, customerName: order.customerName }, at);
      if (!labels.length) continue;
      const paidAt = order.paidAt ?? order.createdAt;
      tickets.push({
        id: order.id,
        number: orderNumber(order.id),
        orderNumber: orderLabel(order),
        firstName: labels[0]!.firstName,
        pickup: labels[0]!.pickup,
        status: order.status as 'pending' | 'confirmed',
        clockFrom: ticketClockStart({ ...order, paidAt }, SHOP_PREP_MINUTES).toISOString(),
        ...(order.customerHereAt ? { hereAt: order.customerHereAt.toISOString() } : {}),
        cups: labels.map((label, index) => ({
          index: index + 1,
          cup: label.cup,
          drink: label.drink,
          size: label.size,
          options: label.options,
          optionIds: optionIdsOf(label, lines),
          allergens: label.allergens,
          made: isMade.has(`${order.id}:${index + 1}`),
        })),
      });
    }
    const last = await orders.lastMadeReady(db, at);
    return {
      prepMinutes: SHOP_PREP_MINUTES,
      orders: tickets,
      recall: last ? { id: last.id, number: orderLabel(last) } : null,
    };
  }

  /** How many cups an order is, counted as the queue shows them, and what the counter calls it ("#12"); 404 for an
   * order the counter does not have. */
  async function cupsOf(orderId: string): Promise<{ cups: number; label: string }> {
    const order = await orders.findOrder(db, orderId);
    if (!order || order.isTest) throw notFound('No such order.');
    const cups = cupLabels(await printedOrder(db, order, await orders.listOrderLines(db, orderId)), now()).length;
    return { cups, label: orderLabel(order) };
  }

  /** Made: one cup of an order is ready to hand over: the cup is marked, and who made it recorded (once: a second tap on a made cup changes nothing). */
  async function markMade(actor: Actor, orderId: string, cup: number): Promise<MakersQueue> {
    await db.transaction(async (tx) => {
      const order = await orders.findOrder(tx, orderId);
      if (!order || order.isTest) throw notFound('No such order.');
      refuseCupWork(order, 'made');
      const cups = cupLabels(await printedOrder(tx, order, await orders.listOrderLines(tx, orderId)), now()).length;
      if (cup < 1 || cup > cups) throw notFound(`Order ${orderId.slice(0, 8)} has no cup ${cup}.`);
      const marked = await tx.insert(cupsMade).values({ orderId, cup }).onConflictDoNothing().returning();
      if (marked.length) {
        await recordAudit(tx, actor, {
          action: 'order.cup_made',
          entityType: 'order',
          entityId: orderId,
          details: { cup },
        });
      }
      await live.publish('orders', { orderId, event: 'made' }, tx);
    });
    return list();
  }

  /**
   * Ready: every cup made, the order is made ready whatever its state (a pending one confirmed on the way). Made marks
   * are never taken back, so cups found all made here are still all made when the order moves.
   */
  async function ready(actor: Actor, orderId: string): Promise<MakersQueue> {
    const { cups, label } = await cupsOf(orderId);
    const made = await madeMarks([orderId]);
    const waiting = Array.from({ length: cups }, (_, index) => index + 1).filter(
      (cup) => !made.has(`${orderId}:${cup}`),
    );
    if (waiting.length)
      throw conflict(
        `Order ${label} still has ${waiting.length === 1 ? 'a cup' : `${waiting.length} cups`} to make: tap Made on ${waiting.length === 1 ? 'it' : 'each'} first.`,
      );
    await orders.readyNow(actor, orderId);
    return list();
  }

  /** Recall: an order made ready by mistake goes back to confirmed, and its ticket onto the screen. */
  async function recall(actor: Actor, orderId: string): Promise<MakersQueue> {
    await orders.recall(actor, orderId);
    return list();
  }

  return { list, markMade, ready, recall };
}

export type MakersQueueService = ReturnType<typeof createMakersQueue>;
