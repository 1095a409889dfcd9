/**
 * Forgetting a customer's details in the offline sandbox's own records (sandbox_objects, which the payments module
 * owns), for the privacy module's erasure and retention.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sandboxObjects } from './schema';

/**
 * The offline sandbox payment provider keeps the customer's name and e-mail on its payment intents and checkout
 * sessions (as Stripe does on its own side), and an order's provider_ref points at them: left alone they would tie
 * the anonymous order back to the person. (With Stripe, what Stripe holds is erased through Stripe, not here.)
 */
export async function forgetSandboxCustomer(tx: DbOrTx, email: string, at: Date): Promise<number> {
  const session = sql`${sandboxObjects.metadata} -> 'data' -> 'object'`;
  return forgetSandboxDetails(
    tx,
    sql`lower(${sandboxObjects.metadata} ->> 'customerEmail') = ${email}`,
    sql`(lower(${session} ->> 'customer_email') = ${email} or lower(${session} -> 'customer_details' ->> 'email') = ${email})`,
    at,
  );
}

/**
 * The same for the sandbox payments behind some orders (their provider_ref: a payment intent or checkout session id),
 * for the retention job's unpaid attempts: by id, so the person's other, still open, checkouts keep their details.
 */
export async function forgetSandboxPayments(tx: DbOrTx, ids: readonly string[], at: Date): Promise<number> {
  if (ids.length === 0) return 0;
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const session = sql`${sandboxObjects.metadata} -> 'data' -> 'object'`;
  return forgetSandboxDetails(tx, sql`${sandboxObjects.id} in (${list})`, sql`${session} ->> 'id' in (${list})`, at);
}

async function forgetSandboxDetails(tx: DbOrTx, objectsWhere: SQL, eventsWhere: SQL, at: Date): Promise<number> {
  // Its payment intents and checkout sessions…
  const objects = await tx
    .update(sandboxObjects)
    .set({
      metadata: sql`${sandboxObjects.metadata} || '{"customerEmail": null, "customerName": null}'::jsonb`,
      updatedAt: at,
    })
    .where(sql`${sandboxObjects.kind} <> 'event' and ${objectsWhere}`)
    .returning({ id: sandboxObjects.id });
  // …and the events it sends about them, which carry a copy of the session (Stripe's customer_email and
  // customer_details). A redelivery of such an event then has no details to write back.
  const events = await tx
    .update(sandboxObjects)
    .set({
      metadata: sql`jsonb_set(jsonb_set(${sandboxObjects.metadata}, '{data,object,customer_email}', 'null'::jsonb), '{data,object,customer_details}', 'null'::jsonb)`,
      updatedAt: at,
    })
    .where(sql`${sandboxObjects.kind} = 'event' and ${eventsWhere}`)
    .returning({ id: sandboxObjects.id });
  return objects.length + events.length;
}
