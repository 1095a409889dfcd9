/**
 * The makers' queue (a kitchen screen): every cup of today's orders still to make, in pickup order, each marked Made
 * by a tap. Made marks are this module's (`cups_made`); the orders are read through the orders module. A mark is
 * announced on the 'orders' topic, so every queue and dashboard, on every instance, shows it.
 */
import type { MakersQueue } from '@domain/contracts/printing';
import { orderLabel } from '@domain/order-number';
import { orderNumber } from '@domain/order-status';
import { cupLabels } from '@domain/printing';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notFound } from '../../errors';
import { refuseCupWork } from './cup-work';
import type { LiveHub } from '../live';
import { findOrder, listOrderLines, ordersToMake } from '../orders';
import { printedOrder, printedOrderWith, printFacts } from './printed-order';
import { cupsMade } from './schema';

export function createMakersQueue({
  db,
  live,
  now = () => new Date(),
}: {
  db: Db;
  live: Pick<LiveHub, 'publish'>;
  now?: () => Date;
}) {
  async function list(): Promise<MakersQueue> {
    const at = now();
    const toMake = await ordersToMake(db, at);
    const made = toMake.length
      ? await db
          .select()
          .from(cupsMade)
          .where(
            inArray(
              cupsMade.orderId,
              toMake.map(({ order }) => order.id),
            ),
          )
      : [];
    const isMade = new Set(made.map((row) => `${row.orderId}:${row.cup}`));
    const facts = await printFacts(
      db,
      toMake.flatMap(({ lines }) => lines),
    );
    const orders = [];
    for (const { order, lines } of toMake) {
      const labels = cupLabels({ ...printedOrderWith(facts, order, lines), customerName: order.customerName }, at);
      if (!labels.length) continue;
      orders.push({
        id: order.id,
        number: orderNumber(order.id),
        orderNumber: orderLabel(order),
        firstName: labels[0]!.firstName,
        pickup: labels[0]!.pickup,
        status: order.status as 'pending' | 'confirmed',
        cups: labels.map((label, index) => ({
          index: index + 1,
          cup: label.cup,
          drink: label.drink,
          size: label.size,
          options: label.options,
          allergens: label.allergens,
          made: isMade.has(`${order.id}:${index + 1}`),
        })),
      });
    }
    return { orders };
  }

  /** Made: one cup of an order is ready to hand over (a second tap changes nothing). */
  async function markMade(orderId: string, cup: number): Promise<MakersQueue> {
    await db.transaction(async (tx) => {
      const order = await findOrder(tx, orderId);
      if (!order || order.isTest) throw notFound('No such order.');
      refuseCupWork(order, 'made');
      const cups = cupLabels(await printedOrder(tx, order, await listOrderLines(tx, orderId)), now()).length;
      if (cup < 1 || cup > cups) throw notFound(`Order ${orderId.slice(0, 8)} has no cup ${cup}.`);
      await tx.insert(cupsMade).values({ orderId, cup }).onConflictDoNothing();
      await live.publish('orders', { orderId, event: 'made' }, tx);
    });
    return list();
  }

  return { list, markMade };
}

export type MakersQueueService = ReturnType<typeof createMakersQueue>;
