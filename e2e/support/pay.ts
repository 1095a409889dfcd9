/**
 * A paid order as a customer's browser makes one (the checkout API, then the sandbox's card confirmation), for the
 * journeys that need paid orders on the staff screens without walking through the shop's pages each time.
 */
import { expect, type APIRequestContext } from '@playwright/test';
import type { Menu } from '../../src/domain/catalogue';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A basket line as /api/create-payment-intent takes it. */
export interface PaidLine {
  id: string;
  name: string;
  size: 'reg';
  price: number;
  quantity: number;
  category: string;
  /** Absent: the server gives the drink its default options, as for a line saved before options existed. */
  options?: string[];
}

export async function getMenu(request: APIRequestContext): Promise<Menu> {
  return (await (await request.get('/api/menu')).json()) as Menu;
}

/** `quantity` regular `productName`s with these option ids (none given: its defaults), priced as the menu prices them. */
export function menuLine(menu: Menu, productName: string, options?: string[], quantity = 1): PaidLine {
  const product = menu.products.find((candidate) => candidate.name === productName);
  expect(product, `${productName} on the menu`).toBeTruthy();
  const chosen = (product!.optionGroups ?? []).flatMap((group) => group.options).filter((o) => options?.includes(o.id));
  return {
    id: product!.id,
    name: product!.name,
    size: 'reg',
    price: product!.priceReg + chosen.reduce((sum, option) => sum + option.priceReg, 0),
    quantity,
    category: product!.category,
    ...(options ? { options } : {}),
  };
}

/**
 * Pays for `lines` in `name`'s name through the sandbox; once the shop has the payment, the order's id, its number
 * for the day ("#12") and the token of its tracking page.
 */
export async function payInSandbox(
  request: APIRequestContext,
  name: string,
  lines: PaidLine[],
  email = `${unique()}@example.com`,
): Promise<{ orderId: string; orderNumber: string; trackingToken: string }> {
  const total = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
  const created = await request.post('/api/create-payment-intent', {
    data: {
      amount: total / 100,
      metadata: { cartItems: JSON.stringify(lines) },
      name,
      email,
      checkoutToken: `e2e-${unique()}-${unique()}`,
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const intent = (await created.json()) as {
    orderId: string;
    paymentIntentId: string;
    clientSecret: string;
    receiptToken: string;
  };
  const paid = await request.post(`/api/sandbox/payment-intents/${intent.paymentIntentId}/confirm`, {
    data: { clientSecret: intent.clientSecret, card: { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' } },
  });
  expect(paid.ok(), await paid.text()).toBe(true);
  // The number the counter calls it by is given once the shop has the payment.
  let answer = { trackingToken: '', orderNumber: '', paid: false };
  await expect
    .poll(async () => {
      const confirmation = await request.get(`/api/order-confirmation/${intent.orderId}`, {
        headers: { 'x-receipt-token': intent.receiptToken },
      });
      answer = (await confirmation.json()) as typeof answer;
      return answer.paid;
    })
    .toBe(true);
  return { orderId: intent.orderId, orderNumber: answer.orderNumber, trackingToken: answer.trackingToken };
}
