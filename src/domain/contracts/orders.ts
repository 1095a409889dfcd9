/** /api/admin/orders: the staff orders dashboard. */
import { z } from 'zod';
import { CUSTOMER_PAYMENT_STATUSES, ORDER_STATUSES } from '../order-status';
import { DISPUTE_STATUSES } from '../payment-methods';
import { sizeSchema } from '../schemas';
import { ORDER_CHANNELS } from '../till';
import { isoTime } from './common';

/** One line of an order as staff read it: the drink, its size and count, its options' names. */
export const orderItemAnswer = z.object({
  name: z.string(),
  size: sizeSchema,
  quantity: z.number(),
  /** The chosen options' names, in the dialog's order, for the counter. */
  options: z.array(z.string()).optional(),
});

export const staffOrderAnswer = z.object({
  id: z.string(),
  /** The first 8 characters of the id, shown beside the day's number. */
  number: z.string(),
  /** The order's number for its shop day (#12 is 12), given when it was paid; null only for orders never numbered. */
  dayNumber: z.number().int().nullable(),
  customerName: z.string().nullable(),
  customerEmail: z.string().nullable(),
  totalAmount: z.number(),
  /** What the stamp card's free drink took off (0: none); the card shows it as its own line. */
  freeDrink: z.number(),
  /** Paid through the sandbox provider: test cards, no real money (the dashboard marks it "Test"). */
  testPayment: z.boolean(),
  /** Where it was placed: online, at the counter's till, or at the kiosk. */
  channel: z.enum(ORDER_CHANNELS).optional(),
  items: z.array(orderItemAnswer),
  status: z.enum(ORDER_STATUSES),
  paymentStatus: z.enum(CUSTOMER_PAYMENT_STATUSES),
  prepTime: z.number().nullable(),
  readyAt: isoTime.nullable(),
  /** The pickup time (a slot's start, or the ASAP ready estimate), null for orders from before it. */
  pickupAt: isoTime.nullable(),
  /** True for "As soon as possible". */
  pickupAsap: z.boolean(),
  /** Paid while online orders were paused: recorded all the same, and marked for staff. */
  paidDuringPause: z.boolean(),
  /** Paid for a pickup time the shop is no longer open for (a closed day saved after the checkout began): marked. */
  paidForClosedDay: z.boolean(),
  /** How it was paid, in words ("Visa •••• 4242", "Apple Pay", "Test wallet"); null until the provider said. */
  paymentMethod: z.string().nullable().optional(),
  /** The customer's bank disputes the payment: open (with its reason and evidence due date), then won or lost. */
  dispute: z
    .object({ status: z.enum(DISPUTE_STATUSES), reason: z.string(), evidenceDue: isoTime.nullable() })
    .nullable()
    .optional(),
  /** The customer has the order's tracking page open right now (on any server instance). */
  watching: z.boolean(),
  /** When the customer tapped I'm here on the order page; null (or absent) until then. */
  hereAt: isoTime.nullable().optional(),
  createdAt: isoTime,
  paidAt: isoTime.nullable(),
  updatedAt: isoTime,
});

export const orderHistoryAnswer = z.array(
  z.object({
    action: z.string(),
    actorEmail: z.string().nullable(),
    details: z.record(z.string(), z.unknown()),
    at: isoTime,
  }),
);
export type StaffOrderAnswer = z.infer<typeof staffOrderAnswer>;
export type OrderHistoryAnswer = z.infer<typeof orderHistoryAnswer>;

/** GET /api/admin/orders/here: the customers who said I'm here and whose order is still to hand over, first come first. */
export const customersHereAnswer = z.array(
  z.object({
    id: z.string(),
    /** What the counter calls it: "#23". */
    orderNumber: z.string(),
    firstName: z.string().nullable(),
    status: z.enum(ORDER_STATUSES),
    hereAt: isoTime,
  }),
);
export type CustomersHereAnswer = z.infer<typeof customersHereAnswer>;
